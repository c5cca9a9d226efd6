CREATE TABLE `contact_codes` (
	`purpose` text NOT NULL,
	`destination` text NOT NULL,
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`closed_at` text,
	`client_ip` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_codes_destination` ON `contact_codes` (`purpose`,`destination`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_codes_created` ON `contact_codes` (`created_at`);