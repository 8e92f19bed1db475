CREATE TABLE `digest_emails` (
	`digest_id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`digest_id`) REFERENCES `digests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `digest_emails_due` ON `digest_emails` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `digest_emails_workspace` ON `digest_emails` (`workspace_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `draft_attempts` (
	`review_id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`failures` integer NOT NULL,
	`next_attempt_at` integer,
	`last_error` text NOT NULL,
	`last_failed_at` integer NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `draft_attempts_workspace` ON `draft_attempts` (`workspace_id`,`last_failed_at`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`invited_by_user_id` text,
	`login_link_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`responded_at` integer,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invited_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`login_link_id`) REFERENCES `login_links`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invitations_user` ON `invitations` (`user_id`,`status`);--> statement-breakpoint
CREATE TABLE `review_topics` (
	`review_id` text NOT NULL,
	`topic` text NOT NULL,
	`workspace_id` text NOT NULL,
	`app_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`rating` integer NOT NULL,
	PRIMARY KEY(`review_id`, `topic`),
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_topics_workspace` ON `review_topics` (`workspace_id`,`created_at`,`topic`,`rating`);--> statement-breakpoint
CREATE INDEX `review_topics_app` ON `review_topics` (`app_id`,`created_at`,`topic`,`rating`);--> statement-breakpoint
CREATE TABLE `translations` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`key` text NOT NULL,
	`target_language` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `translations_workspace_key` ON `translations` (`workspace_id`,`key`);--> statement-breakpoint
ALTER TABLE `login_links` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `topics_for` integer;--> statement-breakpoint
CREATE INDEX `reviews_workspace_breakdown` ON `reviews` (`workspace_id`,`created_at`,`store`,`rating`,`app_version`,`territory`);--> statement-breakpoint
CREATE INDEX `reviews_app_breakdown` ON `reviews` (`app_id`,`created_at`,`store`,`rating`,`app_version`,`territory`);--> statement-breakpoint
CREATE INDEX `reviews_topics_due` ON `reviews` (`id`) WHERE topics_for IS NOT updated_at;--> statement-breakpoint
ALTER TABLE `sessions` ADD `scope` text;--> statement-breakpoint
CREATE INDEX `reply_events_action` ON `reply_events` (`action`,`at`);