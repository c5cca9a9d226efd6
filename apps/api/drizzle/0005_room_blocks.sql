CREATE TABLE `room_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_id` integer NOT NULL,
	`from_date` text NOT NULL,
	`until_date` text NOT NULL,
	`reason` text NOT NULL,
	`source` text DEFAULT 'admin' NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `room_blocks_room_dates` ON `room_blocks` (`room_id`,`from_date`,`until_date`);