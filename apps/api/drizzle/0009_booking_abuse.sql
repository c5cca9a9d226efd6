ALTER TABLE `bookings` ADD `client_ip` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `client_key_hash` text;--> statement-breakpoint
CREATE INDEX `bookings_client_ip` ON `bookings` (`client_ip`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_client_key` ON `bookings` (`client_key_hash`,`created_at`);--> statement-breakpoint
ALTER TABLE `refunds` ADD `reason` text;