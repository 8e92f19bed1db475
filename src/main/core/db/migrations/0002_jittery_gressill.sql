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
CREATE INDEX `reply_events_action` ON `reply_events` (`action`,`at`);