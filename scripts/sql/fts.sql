-- The inbox index: what the inbox filters, counts and searches, kept in step by triggers so every
-- writer (sync, drafting, publishing, the store reconciler) stays consistent without knowing it.
--
-- `inbox_entries` holds one compact row per review with its current reply status, so filters and
-- counts over 100,000 reviews never join `replies` row by row. Its INTEGER PRIMARY KEY is also
-- the FTS5 rowid: `reviews` has a text key whose implicit rowid VACUUM may renumber.
-- `inbox_counts` keeps running totals per (app, store, stars, language, read, reply status), so
-- the saved views' counts and most filtered totals are sums over a few hundred rows.
-- `reviews_cjk` indexes, by trigrams, only reviews written in Chinese or Japanese (no spaces
-- between words, so the word index cannot find part of a sentence).
CREATE TABLE `inbox_entries` (
	`entry_id` integer PRIMARY KEY NOT NULL,
	`review_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`app_id` text NOT NULL,
	`store` text NOT NULL,
	`rating` integer NOT NULL,
	-- Primary language subtag, lower case (`en` for en-US); null when unknown.
	`language` text,
	`created_at` integer NOT NULL,
	`unread` integer NOT NULL,
	-- The reply's status, or 'none'.
	`reply_status` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbox_entries_review` ON `inbox_entries` (`review_id`);
--> statement-breakpoint
-- Two "wide" indexes carry every filtered column, so a filtered count or an ordered page walk
-- reads one index in order and never jumps to table rows (newest first overall, or per app).
CREATE INDEX `inbox_entries_wide` ON `inbox_entries` (`workspace_id`, `created_at`, `review_id`, `app_id`, `store`, `rating`, `language`, `unread`, `reply_status`);
--> statement-breakpoint
CREATE INDEX `inbox_entries_app_wide` ON `inbox_entries` (`app_id`, `created_at`, `review_id`, `workspace_id`, `store`, `rating`, `language`, `unread`, `reply_status`);
--> statement-breakpoint
-- "Drafts to approve" and "Failed" are small: walk just them, already newest first.
CREATE INDEX `inbox_entries_status` ON `inbox_entries` (`workspace_id`, `reply_status`, `created_at`, `review_id`);
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
	`n` integer NOT NULL,
	PRIMARY KEY (`workspace_id`, `app_id`, `store`, `rating`, `language`, `unread`, `reply_status`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `inbox_counts_insert` AFTER INSERT ON `inbox_entries` BEGIN
	INSERT INTO inbox_counts (workspace_id, app_id, store, rating, language, unread, reply_status, n)
	VALUES (new.workspace_id, new.app_id, new.store, new.rating, coalesce(new.language, ''), new.unread, new.reply_status, 1)
	ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_counts_delete` AFTER DELETE ON `inbox_entries` BEGIN
	UPDATE inbox_counts SET n = n - 1
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND store = old.store AND rating = old.rating
		AND language = coalesce(old.language, '') AND unread = old.unread AND reply_status = old.reply_status;
	DELETE FROM inbox_counts
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND store = old.store AND rating = old.rating
		AND language = coalesce(old.language, '') AND unread = old.unread AND reply_status = old.reply_status AND n <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_counts_update` AFTER UPDATE OF workspace_id, app_id, store, rating, language, unread, reply_status ON `inbox_entries`
WHEN old.workspace_id IS NOT new.workspace_id OR old.app_id IS NOT new.app_id OR old.store IS NOT new.store
	OR old.rating IS NOT new.rating OR old.language IS NOT new.language OR old.unread IS NOT new.unread
	OR old.reply_status IS NOT new.reply_status
BEGIN
	UPDATE inbox_counts SET n = n - 1
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND store = old.store AND rating = old.rating
		AND language = coalesce(old.language, '') AND unread = old.unread AND reply_status = old.reply_status;
	DELETE FROM inbox_counts
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND store = old.store AND rating = old.rating
		AND language = coalesce(old.language, '') AND unread = old.unread AND reply_status = old.reply_status AND n <= 0;
	INSERT INTO inbox_counts (workspace_id, app_id, store, rating, language, unread, reply_status, n)
	VALUES (new.workspace_id, new.app_id, new.store, new.rating, coalesce(new.language, ''), new.unread, new.reply_status, 1)
	ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- Title, body and author; unicode61 with diacritics folded: "cafe" finds "café".
CREATE VIRTUAL TABLE `reviews_fts` USING fts5(
	title,
	body,
	author,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `reviews_cjk` USING fts5(text, tokenize = 'trigram');
--> statement-breakpoint
CREATE TRIGGER `inbox_review_insert` AFTER INSERT ON `reviews` BEGIN
	INSERT INTO inbox_entries (review_id, workspace_id, app_id, store, rating, language, created_at, unread, reply_status)
	VALUES (
		new.id, new.workspace_id, new.app_id, new.store, new.rating,
		CASE
			WHEN new.language IS NULL OR new.language = '' THEN NULL
			WHEN instr(replace(new.language, '_', '-'), '-') > 0
				THEN lower(substr(new.language, 1, instr(replace(new.language, '_', '-'), '-') - 1))
			ELSE lower(new.language) END,
		new.created_at,
		new.read_at IS NULL,
		coalesce((SELECT status FROM replies WHERE review_id = new.id), 'none')
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
CREATE TRIGGER `inbox_review_update` AFTER UPDATE OF rating, language, created_at, read_at, app_id, store ON `reviews` BEGIN
	UPDATE inbox_entries SET
		app_id = new.app_id,
		store = new.store,
		rating = new.rating,
		language = CASE
			WHEN new.language IS NULL OR new.language = '' THEN NULL
			WHEN instr(replace(new.language, '_', '-'), '-') > 0
				THEN lower(substr(new.language, 1, instr(replace(new.language, '_', '-'), '-') - 1))
			ELSE lower(new.language) END,
		created_at = new.created_at,
		unread = new.read_at IS NULL
	WHERE review_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_review_text` AFTER UPDATE OF title, body, author ON `reviews` BEGIN
	UPDATE reviews_fts
	SET title = coalesce(new.title, ''), body = new.body, author = coalesce(new.author, '')
	WHERE rowid = (SELECT entry_id FROM inbox_entries WHERE review_id = old.id);
	DELETE FROM reviews_cjk WHERE rowid = (SELECT entry_id FROM inbox_entries WHERE review_id = old.id);
	INSERT INTO reviews_cjk (rowid, text)
	SELECT entry_id, coalesce(new.title, '') || ' ' || new.body FROM inbox_entries
	WHERE review_id = new.id AND (new.body GLOB '*[ぁ-ヿ㐀-䶿一-鿿ｦ-ﾟ]*' OR coalesce(new.title, '') GLOB '*[ぁ-ヿ㐀-䶿一-鿿ｦ-ﾟ]*');
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_review_delete` AFTER DELETE ON `reviews` BEGIN
	DELETE FROM reviews_fts WHERE rowid = (SELECT entry_id FROM inbox_entries WHERE review_id = old.id);
	DELETE FROM reviews_cjk WHERE rowid = (SELECT entry_id FROM inbox_entries WHERE review_id = old.id);
	DELETE FROM inbox_entries WHERE review_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_reply_insert` AFTER INSERT ON `replies` BEGIN
	UPDATE inbox_entries SET reply_status = new.status WHERE review_id = new.review_id;
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_reply_update` AFTER UPDATE OF status, review_id ON `replies` BEGIN
	UPDATE inbox_entries SET reply_status = 'none' WHERE review_id = old.review_id AND old.review_id <> new.review_id;
	UPDATE inbox_entries SET reply_status = new.status WHERE review_id = new.review_id;
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_reply_delete` AFTER DELETE ON `replies` BEGIN
	UPDATE inbox_entries SET reply_status = 'none' WHERE review_id = old.review_id;
END;
--> statement-breakpoint
-- Index what is already there (a database that had reviews before this migration).
INSERT INTO inbox_entries (review_id, workspace_id, app_id, store, rating, language, created_at, unread, reply_status)
SELECT r.id, r.workspace_id, r.app_id, r.store, r.rating,
	CASE
		WHEN r.language IS NULL OR r.language = '' THEN NULL
		WHEN instr(replace(r.language, '_', '-'), '-') > 0
			THEN lower(substr(r.language, 1, instr(replace(r.language, '_', '-'), '-') - 1))
		ELSE lower(r.language) END,
	r.created_at, r.read_at IS NULL, coalesce(p.status, 'none')
FROM reviews r LEFT JOIN replies p ON p.review_id = r.id;
--> statement-breakpoint
INSERT INTO reviews_fts (rowid, title, body, author)
SELECT e.entry_id, coalesce(r.title, ''), r.body, coalesce(r.author, '')
FROM reviews r JOIN inbox_entries e ON e.review_id = r.id;
--> statement-breakpoint
INSERT INTO reviews_cjk (rowid, text)
SELECT e.entry_id, coalesce(r.title, '') || ' ' || r.body
FROM reviews r JOIN inbox_entries e ON e.review_id = r.id
WHERE r.body GLOB '*[ぁ-ヿ㐀-䶿一-鿿ｦ-ﾟ]*' OR coalesce(r.title, '') GLOB '*[ぁ-ヿ㐀-䶿一-鿿ｦ-ﾟ]*';
