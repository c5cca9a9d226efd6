CREATE TABLE `ical_conflicts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`feed_id` integer NOT NULL,
	`uid` text NOT NULL,
	`summary` text NOT NULL,
	`from_date` text NOT NULL,
	`until_date` text NOT NULL,
	`detected_at` text NOT NULL,
	`resolved_at` text,
	FOREIGN KEY (`feed_id`) REFERENCES `ical_feeds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ical_conflicts_open` ON `ical_conflicts` (`feed_id`,`uid`) WHERE "ical_conflicts"."resolved_at" is null;--> statement-breakpoint
CREATE TABLE `ical_event_blocks` (
	`block_id` integer PRIMARY KEY NOT NULL,
	`feed_id` integer NOT NULL,
	`uid` text NOT NULL,
	`summary` text NOT NULL,
	FOREIGN KEY (`block_id`) REFERENCES `room_blocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`feed_id`) REFERENCES `ical_feeds`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ical_event_blocks_feed_uid` ON `ical_event_blocks` (`feed_id`,`uid`);--> statement-breakpoint
CREATE TABLE `ical_exports` (
	`room_type_id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`room_type_id`) REFERENCES `room_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ical_exports_token_unique` ON `ical_exports` (`token`);--> statement-breakpoint
CREATE TABLE `ical_feeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_type_id` text NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_sync_at` text,
	`last_error` text,
	`last_error_at` text,
	FOREIGN KEY (`room_type_id`) REFERENCES `room_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ical_feeds_room_type_url` ON `ical_feeds` (`room_type_id`,`url`);