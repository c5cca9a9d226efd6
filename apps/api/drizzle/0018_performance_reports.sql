CREATE TABLE `closed_day_rooms` (
	`hotel_id` text NOT NULL,
	`date` text NOT NULL,
	`room_type` text NOT NULL,
	`in_inventory` integer NOT NULL,
	`out_of_order` integer NOT NULL,
	PRIMARY KEY(`hotel_id`, `date`, `room_type`)
);
--> statement-breakpoint
CREATE TABLE `closed_day_sales` (
	`hotel_id` text NOT NULL,
	`date` text NOT NULL,
	`room_type` text NOT NULL,
	`channel` text NOT NULL,
	`rooms_sold` integer NOT NULL,
	`room_revenue_paise` integer NOT NULL,
	`meals_revenue_paise` integer NOT NULL,
	`gst_paise` integer NOT NULL,
	`cancellations` integer NOT NULL,
	`refunds_paise` integer NOT NULL,
	`retained_paise` integer NOT NULL,
	`adjustments_paise` integer NOT NULL,
	PRIMARY KEY(`hotel_id`, `date`, `room_type`, `channel`)
);
--> statement-breakpoint
CREATE TABLE `closed_hotel_days` (
	`hotel_id` text NOT NULL,
	`date` text NOT NULL,
	`closed_at` text NOT NULL,
	PRIMARY KEY(`hotel_id`, `date`),
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `booking_events_to_at` ON `booking_events` (`to_status`,`at`);--> statement-breakpoint
CREATE INDEX `bookings_check_out` ON `bookings` (`check_out`,`check_in`);--> statement-breakpoint
CREATE INDEX `refunds_created` ON `refunds` (`created_at`);