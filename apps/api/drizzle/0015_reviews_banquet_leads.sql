CREATE TABLE `banquet_enquiry_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enquiry_id` integer NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`note` text,
	`actor_id` integer,
	`at` text NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `banquet_enquiries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `banquet_enquiry_events_enquiry` ON `banquet_enquiry_events` (`enquiry_id`,`id`);--> statement-breakpoint
CREATE TABLE `review_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`action` text NOT NULL,
	`note` text,
	`actor_id` integer,
	`at` text NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `review_events_review` ON `review_events` (`review_id`,`id`);--> statement-breakpoint
CREATE TABLE `review_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`hotel_id` text NOT NULL,
	`room_type_id` text NOT NULL,
	`guest_name` text NOT NULL,
	`guest_email` text NOT NULL,
	`stay_month` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`room_type_id`) REFERENCES `room_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_invitations_reference` ON `review_invitations` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_invitations_token` ON `review_invitations` (`token_hash`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invitation_id` integer NOT NULL,
	`hotel_id` text NOT NULL,
	`room_type_id` text NOT NULL,
	`rating` integer NOT NULL,
	`cleanliness` integer,
	`staff` integer,
	`location` integer,
	`value` integer,
	`title` text NOT NULL,
	`text` text NOT NULL,
	`language` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`rejection_reason` text,
	`reply` text,
	`replied_at` text,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`invitation_id`) REFERENCES `review_invitations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`room_type_id`) REFERENCES `room_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_invitation` ON `reviews` (`invitation_id`);--> statement-breakpoint
CREATE INDEX `reviews_hotel_status` ON `reviews` (`hotel_id`,`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `reviews_room_type_status` ON `reviews` (`room_type_id`,`status`,`published_at`);--> statement-breakpoint
ALTER TABLE `banquet_enquiries` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `banquet_enquiries` ADD `event_date` text;--> statement-breakpoint
ALTER TABLE `banquet_enquiries` ADD `alternative_date` text;--> statement-breakpoint
ALTER TABLE `banquet_enquiries` ADD `guests` integer;--> statement-breakpoint
ALTER TABLE `banquet_enquiries` ADD `rooms` integer;--> statement-breakpoint
ALTER TABLE `banquet_enquiries` ADD `nights` integer;--> statement-breakpoint
ALTER TABLE `banquet_enquiries` ADD `catering` text;--> statement-breakpoint
ALTER TABLE `banquet_enquiries` ADD `budget` text;--> statement-breakpoint
ALTER TABLE `banquet_enquiries` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `banquet_enquiries_reference` ON `banquet_enquiries` (`reference`);--> statement-breakpoint
CREATE INDEX `banquet_enquiries_status` ON `banquet_enquiries` (`status`,`created_at`);