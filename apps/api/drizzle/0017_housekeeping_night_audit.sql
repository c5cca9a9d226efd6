CREATE TABLE `closed_days` (
	`date` text PRIMARY KEY NOT NULL,
	`closed_at` text NOT NULL,
	`no_shows` text DEFAULT '[]' NOT NULL,
	`rooms_dirtied` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `room_housekeeping_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_id` integer NOT NULL,
	`from_state` text NOT NULL,
	`to_state` text NOT NULL,
	`cause` text NOT NULL,
	`changed_by` integer,
	`at` text NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `room_housekeeping_changes_room` ON `room_housekeeping_changes` (`room_id`,`id`);--> statement-breakpoint
ALTER TABLE `rooms` ADD `housekeeping` text DEFAULT 'clean' NOT NULL;