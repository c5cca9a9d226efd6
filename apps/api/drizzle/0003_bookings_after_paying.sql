CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`status` text NOT NULL,
	`provider` text NOT NULL,
	`payment_id` text NOT NULL,
	`provider_refund_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_reference` ON `refunds` (`reference`);--> statement-breakpoint
CREATE INDEX `refunds_provider_refund` ON `refunds` (`provider_refund_id`);--> statement-breakpoint
CREATE TABLE `tax_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`hotel_id` text NOT NULL,
	`financial_year` text NOT NULL,
	`serial` integer NOT NULL,
	`number` text NOT NULL,
	`reference` text NOT NULL,
	`document` text NOT NULL,
	`issued_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tax_documents_series` ON `tax_documents` (`kind`,`hotel_id`,`financial_year`,`serial`);--> statement-breakpoint
CREATE UNIQUE INDEX `tax_documents_number` ON `tax_documents` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `tax_documents_reference` ON `tax_documents` (`kind`,`reference`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `guest_gstin` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachments` text DEFAULT '[]' NOT NULL;