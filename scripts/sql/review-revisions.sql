-- Rating history (issue 27 item 1), appended by hand to migration 0010_review_revisions after
-- drizzle-kit's table and index.
--
-- Every existing review gets its current version as revision 1, so each review has at least one
-- and `rating_history` always holds the current rating. What came before it was never kept.
-- `at` and `store_modified_at` are the review's `updated_at` (the store's time of this version:
-- Google Play's last modification, the App Store's created date); `seen_at` is when Review Reply
-- first saw the review, or the store's time of an edit it saw later, whichever is later.
INSERT INTO `review_revisions`
	(`review_id`, `seq`, `workspace_id`, `app_id`, `rating`, `title`, `body`, `at`, `store_modified_at`, `seen_at`, `source`)
SELECT `id`, 1, `workspace_id`, `app_id`, `rating`, `title`, `body`, `updated_at`, `updated_at`,
	max(`first_seen_at`, `updated_at`), 'backfill'
FROM `reviews`;
