ALTER TABLE `mail_outbox` ADD `claim_token` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `claimed_until` text;--> statement-breakpoint
CREATE INDEX `mail_outbox_sent` ON `mail_outbox` (`status`,`sent_at`);--> statement-breakpoint
CREATE INDEX `bookings_quote` ON `bookings` (`quote_id`);--> statement-breakpoint
CREATE INDEX `otp_codes_created` ON `otp_codes` (`created_at`);--> statement-breakpoint
CREATE INDEX `quotes_created` ON `quotes` (`created_at`);--> statement-breakpoint
CREATE INDEX `sessions_expires` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `sms_outbox_sent` ON `sms_outbox` (`status`,`sent_at`);