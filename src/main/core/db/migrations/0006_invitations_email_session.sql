ALTER TABLE `invitations` ADD `email` text;--> statement-breakpoint
ALTER TABLE `invitations` ADD `session_id` text;