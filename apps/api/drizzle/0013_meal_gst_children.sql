ALTER TABLE `quotes` ADD `children` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `meal_gst_rate_basis_points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `meal_gst_paise` integer DEFAULT 0 NOT NULL;