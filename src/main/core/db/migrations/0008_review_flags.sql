ALTER TABLE `apps` ADD `drafting_inputs_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `replies` ADD `confidence` text;--> statement-breakpoint
ALTER TABLE `replies` ADD `reasons` text;--> statement-breakpoint
ALTER TABLE `replies` ADD `drafted_inputs_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `replies_redraft` ON `replies` (`workspace_id`,`drafted_inputs_at`,`review_id`) WHERE status = 'draft' AND source = 'drafted';--> statement-breakpoint
ALTER TABLE `reviews` ADD `spam_reason` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `spam_marked_by_user_id` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `spam_marked_at` integer;--> statement-breakpoint
-- Review flags in the inbox index (issue 25), appended by hand to migration 0008_review_flags
-- after drizzle-kit's columns.
--
-- `inbox_entries.flag`: 'spam' while the review is marked as spam (`reviews.spam_reason`), 'look'
-- while its reply is a draft a person must look at (low confidence, or an open `[answer: …]`
-- slot: the GLOB below matches exactly what drafting/text/slots.ts `openSlots` finds), else NULL.
-- Triggers keep it in step with `reviews` and `replies`, like `reply_status`, so every writer
-- stays consistent without knowing it. `inbox_counts` gets it as a key column ('' for none), so
-- "Needs reply" (without spam), "Needs a look" and "Looks like spam" stay sums over the running
-- counts; the wide indexes carry it, so a filtered walk still never reads table rows; and a
-- partial index holds just the flagged reviews, newest first, for the two views.

-- Drafts written before confidence existed kept their "needs review" reason in `note`.
UPDATE `replies` SET `confidence` = 'medium', `reasons` = json_array(`note`)
WHERE `note` IS NOT NULL AND `note` <> '' AND `confidence` IS NULL;
--> statement-breakpoint
ALTER TABLE `inbox_entries` ADD `flag` text;
--> statement-breakpoint
UPDATE `inbox_entries` SET `flag` = 'look' WHERE `review_id` IN (
	SELECT `review_id` FROM `replies`
	WHERE `status` = 'draft' AND (`confidence` = 'low' OR `body` GLOB '*[[]answer:*]*')
);
--> statement-breakpoint
DROP TRIGGER `inbox_counts_insert`;
--> statement-breakpoint
DROP TRIGGER `inbox_counts_delete`;
--> statement-breakpoint
DROP TRIGGER `inbox_counts_update`;
--> statement-breakpoint
DROP TABLE `inbox_counts`;
--> statement-breakpoint
CREATE TABLE `inbox_counts` (
	`workspace_id` text NOT NULL,
	`app_id` text NOT NULL,
	`store` text NOT NULL,
	`rating` integer NOT NULL,
	-- '' when unknown (a key column cannot usefully be null).
	`language` text NOT NULL,
	`unread` integer NOT NULL,
	`reply_status` text NOT NULL,
	-- 'spam', 'look', or '' for none.
	`flag` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY (`workspace_id`, `app_id`, `store`, `rating`, `language`, `unread`, `reply_status`, `flag`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `inbox_counts` (workspace_id, app_id, store, rating, language, unread, reply_status, flag, n)
SELECT workspace_id, app_id, store, rating, coalesce(language, ''), unread, reply_status, coalesce(flag, ''), count(*)
FROM `inbox_entries` GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
CREATE TRIGGER `inbox_counts_insert` AFTER INSERT ON `inbox_entries` BEGIN
	INSERT INTO inbox_counts (workspace_id, app_id, store, rating, language, unread, reply_status, flag, n)
	VALUES (new.workspace_id, new.app_id, new.store, new.rating, coalesce(new.language, ''), new.unread, new.reply_status, coalesce(new.flag, ''), 1)
	ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_counts_delete` AFTER DELETE ON `inbox_entries` BEGIN
	UPDATE inbox_counts SET n = n - 1
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND store = old.store AND rating = old.rating
		AND language = coalesce(old.language, '') AND unread = old.unread AND reply_status = old.reply_status
		AND flag = coalesce(old.flag, '');
	DELETE FROM inbox_counts
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND store = old.store AND rating = old.rating
		AND language = coalesce(old.language, '') AND unread = old.unread AND reply_status = old.reply_status
		AND flag = coalesce(old.flag, '') AND n <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_counts_update` AFTER UPDATE OF workspace_id, app_id, store, rating, language, unread, reply_status, flag ON `inbox_entries`
WHEN old.workspace_id IS NOT new.workspace_id OR old.app_id IS NOT new.app_id OR old.store IS NOT new.store
	OR old.rating IS NOT new.rating OR old.language IS NOT new.language OR old.unread IS NOT new.unread
	OR old.reply_status IS NOT new.reply_status OR old.flag IS NOT new.flag
BEGIN
	UPDATE inbox_counts SET n = n - 1
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND store = old.store AND rating = old.rating
		AND language = coalesce(old.language, '') AND unread = old.unread AND reply_status = old.reply_status
		AND flag = coalesce(old.flag, '');
	DELETE FROM inbox_counts
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND store = old.store AND rating = old.rating
		AND language = coalesce(old.language, '') AND unread = old.unread AND reply_status = old.reply_status
		AND flag = coalesce(old.flag, '') AND n <= 0;
	INSERT INTO inbox_counts (workspace_id, app_id, store, rating, language, unread, reply_status, flag, n)
	VALUES (new.workspace_id, new.app_id, new.store, new.rating, coalesce(new.language, ''), new.unread, new.reply_status, coalesce(new.flag, ''), 1)
	ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
DROP INDEX `inbox_entries_wide`;
--> statement-breakpoint
CREATE INDEX `inbox_entries_wide` ON `inbox_entries` (`workspace_id`, `created_at`, `review_id`, `app_id`, `store`, `rating`, `language`, `unread`, `reply_status`, `flag`);
--> statement-breakpoint
DROP INDEX `inbox_entries_app_wide`;
--> statement-breakpoint
CREATE INDEX `inbox_entries_app_wide` ON `inbox_entries` (`app_id`, `created_at`, `review_id`, `workspace_id`, `store`, `rating`, `language`, `unread`, `reply_status`, `flag`);
--> statement-breakpoint
DROP INDEX `inbox_entries_rating`;
--> statement-breakpoint
CREATE INDEX `inbox_entries_rating` ON `inbox_entries` (`workspace_id`, `rating`, `created_at`, `review_id`, `app_id`, `store`, `language`, `unread`, `reply_status`, `flag`);
--> statement-breakpoint
-- "Needs a look" and "Looks like spam" are small: walk just the flagged reviews, newest first,
-- with every filtered column so an app or star filter on them reads no table row either.
CREATE INDEX `inbox_entries_flag` ON `inbox_entries` (`workspace_id`, `flag`, `created_at`, `review_id`, `app_id`, `store`, `rating`, `language`, `unread`, `reply_status`) WHERE `flag` IS NOT NULL;
--> statement-breakpoint
DROP TRIGGER `inbox_review_insert`;
--> statement-breakpoint
CREATE TRIGGER `inbox_review_insert` AFTER INSERT ON `reviews` BEGIN
	INSERT INTO inbox_entries (review_id, workspace_id, app_id, store, rating, language, created_at, unread, reply_status, flag)
	VALUES (
		new.id, new.workspace_id, new.app_id, new.store, new.rating,
		CASE
			WHEN new.language IS NULL OR new.language = '' THEN NULL
			WHEN instr(replace(new.language, '_', '-'), '-') > 0
				THEN lower(substr(new.language, 1, instr(replace(new.language, '_', '-'), '-') - 1))
			ELSE lower(new.language) END,
		new.created_at,
		new.read_at IS NULL,
		coalesce((SELECT status FROM replies WHERE review_id = new.id), 'none'),
		CASE
			WHEN new.spam_reason IS NOT NULL THEN 'spam'
			WHEN EXISTS (SELECT 1 FROM replies WHERE review_id = new.id AND status = 'draft'
				AND (confidence = 'low' OR body GLOB '*[[]answer:*]*')) THEN 'look'
		END
	);
	INSERT INTO reviews_fts (rowid, title, body, author)
	VALUES (
		(SELECT entry_id FROM inbox_entries WHERE review_id = new.id),
		coalesce(new.title, ''), new.body, coalesce(new.author, '')
	);
	INSERT INTO reviews_cjk (rowid, text)
	SELECT entry_id, coalesce(new.title, '') || ' ' || new.body FROM inbox_entries
	WHERE review_id = new.id AND (new.body GLOB '*[ぁ-ヿ㐀-䶿一-鿿ｦ-ﾟ]*' OR coalesce(new.title, '') GLOB '*[ぁ-ヿ㐀-䶿一-鿿ｦ-ﾟ]*');
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_review_spam` AFTER UPDATE OF spam_reason ON `reviews`
WHEN old.spam_reason IS NOT new.spam_reason
BEGIN
	UPDATE inbox_entries SET flag = CASE
		WHEN new.spam_reason IS NOT NULL THEN 'spam'
		WHEN EXISTS (SELECT 1 FROM replies WHERE review_id = new.id AND status = 'draft'
			AND (confidence = 'low' OR body GLOB '*[[]answer:*]*')) THEN 'look'
	END
	WHERE review_id = new.id;
END;
--> statement-breakpoint
-- The reply triggers write only when the flag changes (WHEN): most drafts are sure of themselves,
-- and rewriting the row would rewrite its entries in every index that carries the flag.
CREATE TRIGGER `inbox_reply_flag_insert` AFTER INSERT ON `replies`
WHEN (SELECT flag FROM inbox_entries WHERE review_id = new.review_id) IS NOT (CASE
	WHEN (SELECT spam_reason FROM reviews WHERE id = new.review_id) IS NOT NULL THEN 'spam'
	WHEN new.status = 'draft' AND (new.confidence = 'low' OR new.body GLOB '*[[]answer:*]*') THEN 'look'
END)
BEGIN
	UPDATE inbox_entries SET flag = CASE
		WHEN (SELECT spam_reason FROM reviews WHERE id = new.review_id) IS NOT NULL THEN 'spam'
		WHEN new.status = 'draft' AND (new.confidence = 'low' OR new.body GLOB '*[[]answer:*]*') THEN 'look'
	END
	WHERE review_id = new.review_id;
END;
--> statement-breakpoint
-- A reply never moves to another review (`review_id` is its review's, for good).
CREATE TRIGGER `inbox_reply_flag_update` AFTER UPDATE OF status, confidence, body ON `replies`
WHEN (SELECT flag FROM inbox_entries WHERE review_id = new.review_id) IS NOT (CASE
	WHEN (SELECT spam_reason FROM reviews WHERE id = new.review_id) IS NOT NULL THEN 'spam'
	WHEN new.status = 'draft' AND (new.confidence = 'low' OR new.body GLOB '*[[]answer:*]*') THEN 'look'
END)
BEGIN
	UPDATE inbox_entries SET flag = CASE
		WHEN (SELECT spam_reason FROM reviews WHERE id = new.review_id) IS NOT NULL THEN 'spam'
		WHEN new.status = 'draft' AND (new.confidence = 'low' OR new.body GLOB '*[[]answer:*]*') THEN 'look'
	END
	WHERE review_id = new.review_id;
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_reply_flag_delete` AFTER DELETE ON `replies`
WHEN (SELECT flag FROM inbox_entries WHERE review_id = old.review_id) = 'look'
BEGIN
	UPDATE inbox_entries SET flag = NULL WHERE review_id = old.review_id;
END;
