DROP INDEX `bookings_quote_live`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `payment_method` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `payment_reference` text;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_quote_live` ON `bookings` (`quote_id`,`line`) WHERE "bookings"."status" in ('pending', 'confirmed', 'cancelled', 'checked_in', 'checked_out', 'no_show');--> statement-breakpoint
ALTER TABLE `booking_events` ADD `actor_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `users` ADD `hotel_id` text REFERENCES hotels(id);