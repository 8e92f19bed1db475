CREATE TABLE `tracker_connections` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`kind` text NOT NULL,
	`credential_id` text,
	`account` text NOT NULL,
	`base_url` text NOT NULL,
	`email` text,
	`default_project_id` text,
	`default_project_name` text,
	`health_ok` integer DEFAULT true NOT NULL,
	`health_message` text DEFAULT '' NOT NULL,
	`health_checked_at` integer NOT NULL,
	`connected_by_user_id` text,
	`connected_at` integer NOT NULL,
	`next_poll_at` integer DEFAULT 0 NOT NULL,
	`poll_failures` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`credential_id`) REFERENCES `credentials`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tracker_connections_workspace_kind` ON `tracker_connections` (`workspace_id`,`kind`);--> statement-breakpoint
CREATE TABLE `tracker_issues` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`external_id` text NOT NULL,
	`url` text NOT NULL,
	`title` text NOT NULL,
	`state` text NOT NULL,
	`state_label` text NOT NULL,
	`fixed_in` text,
	`fixed_in_by_hand` integer DEFAULT false NOT NULL,
	`closed_at` integer,
	`checked_at` integer,
	`etag` text,
	`remote_updated_at` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tracker_issues_workspace_key` ON `tracker_issues` (`workspace_id`,`kind`,`key`);--> statement-breakpoint
CREATE INDEX `tracker_issues_workspace_state` ON `tracker_issues` (`workspace_id`,`state`);--> statement-breakpoint
CREATE TABLE `tracker_links` (
	`review_id` text NOT NULL,
	`issue_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`linked_by_user_id` text,
	`linked_at` integer NOT NULL,
	PRIMARY KEY(`review_id`, `issue_id`),
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`issue_id`) REFERENCES `tracker_issues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tracker_links_issue` ON `tracker_links` (`issue_id`);--> statement-breakpoint
CREATE INDEX `tracker_links_workspace` ON `tracker_links` (`workspace_id`,`review_id`);