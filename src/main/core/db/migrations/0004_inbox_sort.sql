-- "Lowest rating first": an index that leads with the rating (newest first within a rating) and,
-- like the wide indexes, carries every filtered column, so a page walks it in order.
CREATE INDEX `inbox_entries_rating` ON `inbox_entries` (`workspace_id`, `rating`, `created_at`, `review_id`, `app_id`, `store`, `language`, `unread`, `reply_status`);
