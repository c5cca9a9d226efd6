ALTER TABLE `bookings` ADD `payment_method` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `payment_reference` text;