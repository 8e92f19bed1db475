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
CREATE INDEX `reply_templates_workspace` ON `reply_templates` (`workspace_id`,`language`,`name`);