ALTER TABLE `bookings` ADD `release_at` text;--> statement-breakpoint
CREATE INDEX `bookings_release` ON `bookings` (`status`,`release_at`);