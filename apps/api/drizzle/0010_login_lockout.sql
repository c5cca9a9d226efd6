CREATE TABLE `login_failures` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`locked_until` text,
	`last_failure_at` text NOT NULL
);
