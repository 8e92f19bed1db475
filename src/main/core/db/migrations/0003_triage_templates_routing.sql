CREATE TABLE `reply_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`name` text NOT NULL,
	`language` text NOT NULL,
	`body` text NOT NULL,
	`min_rating` integer DEFAULT 1 NOT NULL,
	`max_rating` integer DEFAULT 5 NOT NULL,
	`topics` text DEFAULT '[]' NOT NULL,
	`updated_by_user_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `reply_templates_workspace` ON `reply_templates` (`workspace_id`,`language`,`name`);--> statement-breakpoint
CREATE TABLE `review_assignments` (
	`review_id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`user_id` text NOT NULL,
	`assigned_by_user_id` text,
	`assigned_at` integer NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`assigned_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `review_assignments_user` ON `review_assignments` (`workspace_id`,`user_id`,`review_id`);--> statement-breakpoint
CREATE TABLE `review_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`review_id` text NOT NULL,
	`author_user_id` text,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `review_notes_review` ON `review_notes` (`review_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `review_topic_overrides` (
	`review_id` text NOT NULL,
	`topic` text NOT NULL,
	`workspace_id` text NOT NULL,
	`mode` text NOT NULL,
	`user_id` text,
	`at` integer NOT NULL,
	PRIMARY KEY(`review_id`, `topic`),
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `webhook_endpoints` ADD `filters` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX `review_topics_filter` ON `review_topics` (`workspace_id`,`topic`,`review_id`);