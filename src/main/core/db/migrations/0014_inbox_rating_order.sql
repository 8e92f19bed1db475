-- "Lowest rating first" (issue 31): the order is rating ascending, then newest first. The index
-- kept `created_at` and `review_id` ascending, so SQLite walked it by rating but sorted each
-- rating's reviews itself (180,000 one-star reviews at a million, half a second a page). Stored
-- in the order the list reads, a page is the first rows of the walk again. Same name and
-- columns, so the code's INDEXED BY is unchanged.
DROP INDEX `inbox_entries_rating`;
--> statement-breakpoint
CREATE INDEX `inbox_entries_rating` ON `inbox_entries` (`workspace_id`, `rating`, `created_at` DESC, `review_id` DESC, `app_id`, `store`, `language`, `unread`, `reply_status`, `flag`);
