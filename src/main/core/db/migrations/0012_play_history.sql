CREATE TABLE `history_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`app_id` text NOT NULL,
	`listing_id` text NOT NULL,
	`source` text NOT NULL,
	`month` text,
	`name` text NOT NULL,
	`sha256` text NOT NULL,
	`generation` text,
	`size` integer,
	`object_updated_at` integer,
	`rows` integer NOT NULL,
	`reviews_added` integer NOT NULL,
	`ratings_added` integer NOT NULL,
	`changed` integer NOT NULL,
	`unchanged` integer NOT NULL,
	`by_user_id` text,
	`imported_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `store_listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `history_imports_listing_month` ON `history_imports` (`listing_id`,`month`,`imported_at`);--> statement-breakpoint
CREATE TABLE `store_ratings` (
	`listing_id` text NOT NULL,
	`store_review_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`app_id` text NOT NULL,
	`rating` integer NOT NULL,
	`language` text,
	`app_version` text,
	`app_version_code` integer,
	`device` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`first_seen_at` integer NOT NULL,
	PRIMARY KEY(`listing_id`, `store_review_id`),
	FOREIGN KEY (`listing_id`) REFERENCES `store_listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `store_ratings_app_created` ON `store_ratings` (`app_id`,`created_at`,`rating`);--> statement-breakpoint
CREATE INDEX `store_ratings_workspace_created` ON `store_ratings` (`workspace_id`,`created_at`,`rating`);