CREATE TABLE `booking_access` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `booking_access_expires` ON `booking_access` (`expires_at`);--> statement-breakpoint
CREATE TABLE `booking_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`contact` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`closed_at` text,
	`client_ip` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `booking_codes_reference` ON `booking_codes` (`reference`,`created_at`);--> statement-breakpoint
CREATE INDEX `booking_codes_created` ON `booking_codes` (`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` text;