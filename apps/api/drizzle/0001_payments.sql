CREATE TABLE `booking_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`at` text NOT NULL,
	`note` text,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `booking_events_booking` ON `booking_events` (`booking_id`,`id`);--> statement-breakpoint
DROP INDEX `bookings_reference_unique`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `line` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `provider` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `order_id` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `payment_id` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `failure_reason` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `updated_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_reference_line` ON `bookings` (`reference`,`line`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_order_line` ON `bookings` (`order_id`,`line`);--> statement-breakpoint
CREATE INDEX `bookings_user` ON `bookings` (`user_id`);--> statement-breakpoint
CREATE INDEX `bookings_guest_mobile` ON `bookings` (`guest_mobile`);--> statement-breakpoint
CREATE INDEX `bookings_hold` ON `bookings` (`status`,`hold_expires_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_quote_live` ON `bookings` (`quote_id`,`line`) WHERE "bookings"."status" in ('pending', 'confirmed', 'cancelled');