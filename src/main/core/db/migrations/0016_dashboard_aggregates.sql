-- The dashboard's running totals (issue 31): at a million reviews its cards summed the inbox index
-- row by row (a year of all apps: a million rows a card). These tables hold the same figures per
-- app and UTC hour (per UTC day for languages), kept by triggers on `inbox_entries` in the write
-- that changes a review or its reply, so every writer (sync, history import, drafting, publishing,
-- the store reconciler) keeps them exact without knowing them, as `inbox_counts` does. A card
-- sums the whole hours (days) of its range here and reads only the partial ones at its edges
-- from the inbox index (dashboard/ranges.ts).
--
-- `dashboard_hours`: per (workspace, app, store, hour = created_at / 3600000): reviews, reviews
-- by star, answered (reply live on the store: published or pending_publish) and needing a reply
-- (the inbox's "Needs reply": no reply, a draft or a failed one, not spam).
CREATE TABLE `dashboard_hours` (
	`workspace_id` text NOT NULL,
	`app_id` text NOT NULL,
	`hour` integer NOT NULL,
	`store` text NOT NULL,
	`n` integer NOT NULL,
	`s1` integer NOT NULL,
	`s2` integer NOT NULL,
	`s3` integer NOT NULL,
	`s4` integer NOT NULL,
	`s5` integer NOT NULL,
	`answered` integer NOT NULL,
	`needs_reply` integer NOT NULL,
	PRIMARY KEY (`workspace_id`, `app_id`, `hour`, `store`)
) WITHOUT ROWID;
--> statement-breakpoint
-- `dashboard_language_days`: reviews per (workspace, app, day = created_at / 86400000, primary
-- language); '-' when unknown (a key column cannot usefully be null, and no primary subtag holds
-- a '-').
CREATE TABLE `dashboard_language_days` (
	`workspace_id` text NOT NULL,
	`app_id` text NOT NULL,
	`day` integer NOT NULL,
	`language` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY (`workspace_id`, `app_id`, `day`, `language`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO dashboard_hours (workspace_id, app_id, hour, store, n, s1, s2, s3, s4, s5, answered, needs_reply)
SELECT workspace_id, app_id, created_at / 3600000, store, count(*),
	sum(rating = 1), sum(rating = 2), sum(rating = 3), sum(rating = 4), sum(rating = 5),
	sum(reply_status IN ('published', 'pending_publish')),
	sum(reply_status IN ('none', 'draft', 'failed') AND flag IS NOT 'spam')
FROM inbox_entries GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO dashboard_language_days (workspace_id, app_id, day, language, n)
SELECT workspace_id, app_id, created_at / 86400000, coalesce(language, '-'), count(*)
FROM inbox_entries GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER `dashboard_hours_insert` AFTER INSERT ON `inbox_entries` BEGIN
	INSERT INTO dashboard_hours (workspace_id, app_id, hour, store, n, s1, s2, s3, s4, s5, answered, needs_reply)
	VALUES (new.workspace_id, new.app_id, new.created_at / 3600000, new.store, 1,
		new.rating = 1, new.rating = 2, new.rating = 3, new.rating = 4, new.rating = 5,
		new.reply_status IN ('published', 'pending_publish'),
		new.reply_status IN ('none', 'draft', 'failed') AND new.flag IS NOT 'spam')
	ON CONFLICT DO UPDATE SET n = n + 1, s1 = s1 + excluded.s1, s2 = s2 + excluded.s2,
		s3 = s3 + excluded.s3, s4 = s4 + excluded.s4, s5 = s5 + excluded.s5,
		answered = answered + excluded.answered, needs_reply = needs_reply + excluded.needs_reply;
	INSERT INTO dashboard_language_days (workspace_id, app_id, day, language, n)
	VALUES (new.workspace_id, new.app_id, new.created_at / 86400000, coalesce(new.language, '-'), 1)
	ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_hours_delete` AFTER DELETE ON `inbox_entries` BEGIN
	UPDATE dashboard_hours SET n = n - 1, s1 = s1 - (old.rating = 1), s2 = s2 - (old.rating = 2),
		s3 = s3 - (old.rating = 3), s4 = s4 - (old.rating = 4), s5 = s5 - (old.rating = 5),
		answered = answered - (old.reply_status IN ('published', 'pending_publish')),
		needs_reply = needs_reply - (old.reply_status IN ('none', 'draft', 'failed') AND old.flag IS NOT 'spam')
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND hour = old.created_at / 3600000
		AND store = old.store;
	DELETE FROM dashboard_hours WHERE workspace_id = old.workspace_id AND app_id = old.app_id
		AND hour = old.created_at / 3600000 AND store = old.store AND n <= 0;
	UPDATE dashboard_language_days SET n = n - 1
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND day = old.created_at / 86400000
		AND language = coalesce(old.language, '-');
	DELETE FROM dashboard_language_days WHERE workspace_id = old.workspace_id AND app_id = old.app_id
		AND day = old.created_at / 86400000 AND language = coalesce(old.language, '-') AND n <= 0;
END;
--> statement-breakpoint
-- A change of any counted column takes the review out of its old cell and into its new one.
CREATE TRIGGER `dashboard_hours_update` AFTER UPDATE OF workspace_id, app_id, store, rating, created_at, reply_status, flag ON `inbox_entries`
WHEN old.workspace_id IS NOT new.workspace_id OR old.app_id IS NOT new.app_id OR old.store IS NOT new.store
	OR old.rating IS NOT new.rating OR old.created_at / 3600000 IS NOT new.created_at / 3600000
	OR (old.reply_status IN ('published', 'pending_publish')) IS NOT (new.reply_status IN ('published', 'pending_publish'))
	OR (old.reply_status IN ('none', 'draft', 'failed') AND old.flag IS NOT 'spam')
		IS NOT (new.reply_status IN ('none', 'draft', 'failed') AND new.flag IS NOT 'spam')
BEGIN
	UPDATE dashboard_hours SET n = n - 1, s1 = s1 - (old.rating = 1), s2 = s2 - (old.rating = 2),
		s3 = s3 - (old.rating = 3), s4 = s4 - (old.rating = 4), s5 = s5 - (old.rating = 5),
		answered = answered - (old.reply_status IN ('published', 'pending_publish')),
		needs_reply = needs_reply - (old.reply_status IN ('none', 'draft', 'failed') AND old.flag IS NOT 'spam')
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND hour = old.created_at / 3600000
		AND store = old.store;
	DELETE FROM dashboard_hours WHERE workspace_id = old.workspace_id AND app_id = old.app_id
		AND hour = old.created_at / 3600000 AND store = old.store AND n <= 0;
	INSERT INTO dashboard_hours (workspace_id, app_id, hour, store, n, s1, s2, s3, s4, s5, answered, needs_reply)
	VALUES (new.workspace_id, new.app_id, new.created_at / 3600000, new.store, 1,
		new.rating = 1, new.rating = 2, new.rating = 3, new.rating = 4, new.rating = 5,
		new.reply_status IN ('published', 'pending_publish'),
		new.reply_status IN ('none', 'draft', 'failed') AND new.flag IS NOT 'spam')
	ON CONFLICT DO UPDATE SET n = n + 1, s1 = s1 + excluded.s1, s2 = s2 + excluded.s2,
		s3 = s3 + excluded.s3, s4 = s4 + excluded.s4, s5 = s5 + excluded.s5,
		answered = answered + excluded.answered, needs_reply = needs_reply + excluded.needs_reply;
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_language_days_update` AFTER UPDATE OF workspace_id, app_id, created_at, language ON `inbox_entries`
WHEN old.workspace_id IS NOT new.workspace_id OR old.app_id IS NOT new.app_id
	OR old.created_at / 86400000 IS NOT new.created_at / 86400000 OR old.language IS NOT new.language
BEGIN
	UPDATE dashboard_language_days SET n = n - 1
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND day = old.created_at / 86400000
		AND language = coalesce(old.language, '-');
	DELETE FROM dashboard_language_days WHERE workspace_id = old.workspace_id AND app_id = old.app_id
		AND day = old.created_at / 86400000 AND language = coalesce(old.language, '-') AND n <= 0;
	INSERT INTO dashboard_language_days (workspace_id, app_id, day, language, n)
	VALUES (new.workspace_id, new.app_id, new.created_at / 86400000, coalesce(new.language, '-'), 1)
	ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- `dashboard_topic_days`: the stored topics (`review_topics`) per (workspace, app, day, topic):
-- reviews raising it, as a problem (polarity < 0) and as praise (polarity > 0).
CREATE TABLE `dashboard_topic_days` (
	`workspace_id` text NOT NULL,
	`app_id` text NOT NULL,
	`day` integer NOT NULL,
	`topic` text NOT NULL,
	`n` integer NOT NULL,
	`neg` integer NOT NULL,
	`pos` integer NOT NULL,
	PRIMARY KEY (`workspace_id`, `app_id`, `day`, `topic`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO dashboard_topic_days (workspace_id, app_id, day, topic, n, neg, pos)
SELECT workspace_id, app_id, created_at / 86400000, topic, count(*), sum(polarity < 0), sum(polarity > 0)
FROM review_topics GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER `dashboard_topic_days_insert` AFTER INSERT ON `review_topics` BEGIN
	INSERT INTO dashboard_topic_days (workspace_id, app_id, day, topic, n, neg, pos)
	VALUES (new.workspace_id, new.app_id, new.created_at / 86400000, new.topic, 1, new.polarity < 0, new.polarity > 0)
	ON CONFLICT DO UPDATE SET n = n + 1, neg = neg + excluded.neg, pos = pos + excluded.pos;
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_topic_days_delete` AFTER DELETE ON `review_topics` BEGIN
	UPDATE dashboard_topic_days SET n = n - 1, neg = neg - (old.polarity < 0), pos = pos - (old.polarity > 0)
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND day = old.created_at / 86400000
		AND topic = old.topic;
	DELETE FROM dashboard_topic_days WHERE workspace_id = old.workspace_id AND app_id = old.app_id
		AND day = old.created_at / 86400000 AND topic = old.topic AND n <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_topic_days_update` AFTER UPDATE OF workspace_id, app_id, created_at, topic, polarity ON `review_topics` BEGIN
	UPDATE dashboard_topic_days SET n = n - 1, neg = neg - (old.polarity < 0), pos = pos - (old.polarity > 0)
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND day = old.created_at / 86400000
		AND topic = old.topic;
	DELETE FROM dashboard_topic_days WHERE workspace_id = old.workspace_id AND app_id = old.app_id
		AND day = old.created_at / 86400000 AND topic = old.topic AND n <= 0;
	INSERT INTO dashboard_topic_days (workspace_id, app_id, day, topic, n, neg, pos)
	VALUES (new.workspace_id, new.app_id, new.created_at / 86400000, new.topic, 1, new.polarity < 0, new.polarity > 0)
	ON CONFLICT DO UPDATE SET n = n + 1, neg = neg + excluded.neg, pos = pos + excluded.pos;
END;
--> statement-breakpoint
-- `dashboard_version_days`: reviews per (workspace, app, day, store, version, country), with their
-- stars' sum, the low ones (1–2 stars) and the newest one's time (the versions card lists the
-- most recent version first). Version and country as the card shows them (trimmed, the country
-- upper case), '' when unknown (a trimmed value is never empty). Kept from `reviews`, which
-- holds the version and country; a removal recounts the newest time of its one day.
CREATE TABLE `dashboard_version_days` (
	`workspace_id` text NOT NULL,
	`app_id` text NOT NULL,
	`day` integer NOT NULL,
	`store` text NOT NULL,
	`version` text NOT NULL,
	`territory` text NOT NULL,
	`n` integer NOT NULL,
	`sum` integer NOT NULL,
	`low` integer NOT NULL,
	`latest` integer NOT NULL,
	PRIMARY KEY (`workspace_id`, `app_id`, `day`, `store`, `version`, `territory`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO dashboard_version_days (workspace_id, app_id, day, store, version, territory, n, sum, low, latest)
SELECT workspace_id, app_id, created_at / 86400000, store, coalesce(nullif(trim(app_version), ''), ''),
	coalesce(nullif(upper(trim(territory)), ''), ''), count(*), sum(rating), sum(rating <= 2), max(created_at)
FROM reviews GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE TRIGGER `dashboard_version_days_insert` AFTER INSERT ON `reviews` BEGIN
	INSERT INTO dashboard_version_days (workspace_id, app_id, day, store, version, territory, n, sum, low, latest)
	VALUES (new.workspace_id, new.app_id, new.created_at / 86400000, new.store,
		coalesce(nullif(trim(new.app_version), ''), ''), coalesce(nullif(upper(trim(new.territory)), ''), ''),
		1, new.rating, new.rating <= 2, new.created_at)
	ON CONFLICT DO UPDATE SET n = n + 1, sum = sum + excluded.sum, low = low + excluded.low,
		latest = max(latest, excluded.latest);
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_version_days_delete` AFTER DELETE ON `reviews` BEGIN
	UPDATE dashboard_version_days SET n = n - 1, sum = sum - old.rating, low = low - (old.rating <= 2),
		latest = coalesce((SELECT max(r.created_at) FROM reviews r INDEXED BY reviews_app_breakdown
			WHERE r.app_id = old.app_id AND r.created_at >= old.created_at / 86400000 * 86400000
				AND r.created_at < (old.created_at / 86400000 + 1) * 86400000 AND r.store = old.store
				AND r.workspace_id = old.workspace_id
				AND coalesce(nullif(trim(r.app_version), ''), '') = coalesce(nullif(trim(old.app_version), ''), '')
				AND coalesce(nullif(upper(trim(r.territory)), ''), '') = coalesce(nullif(upper(trim(old.territory)), ''), '')), 0)
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND day = old.created_at / 86400000
		AND store = old.store AND version = coalesce(nullif(trim(old.app_version), ''), '')
		AND territory = coalesce(nullif(upper(trim(old.territory)), ''), '');
	DELETE FROM dashboard_version_days WHERE workspace_id = old.workspace_id AND app_id = old.app_id
		AND day = old.created_at / 86400000 AND store = old.store
		AND version = coalesce(nullif(trim(old.app_version), ''), '')
		AND territory = coalesce(nullif(upper(trim(old.territory)), ''), '') AND n <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_version_days_update` AFTER UPDATE OF workspace_id, app_id, store, rating, created_at, app_version, territory ON `reviews`
WHEN old.workspace_id IS NOT new.workspace_id OR old.app_id IS NOT new.app_id OR old.store IS NOT new.store
	OR old.rating IS NOT new.rating OR old.created_at IS NOT new.created_at
	OR coalesce(nullif(trim(old.app_version), ''), '') IS NOT coalesce(nullif(trim(new.app_version), ''), '')
	OR coalesce(nullif(upper(trim(old.territory)), ''), '') IS NOT coalesce(nullif(upper(trim(new.territory)), ''), '')
BEGIN
	UPDATE dashboard_version_days SET n = n - 1, sum = sum - old.rating, low = low - (old.rating <= 2),
		latest = coalesce((SELECT max(r.created_at) FROM reviews r INDEXED BY reviews_app_breakdown
			WHERE r.app_id = old.app_id AND r.created_at >= old.created_at / 86400000 * 86400000
				AND r.created_at < (old.created_at / 86400000 + 1) * 86400000 AND r.store = old.store
				AND r.workspace_id = old.workspace_id
				AND coalesce(nullif(trim(r.app_version), ''), '') = coalesce(nullif(trim(old.app_version), ''), '')
				AND coalesce(nullif(upper(trim(r.territory)), ''), '') = coalesce(nullif(upper(trim(old.territory)), ''), '')), 0)
	WHERE workspace_id = old.workspace_id AND app_id = old.app_id AND day = old.created_at / 86400000
		AND store = old.store AND version = coalesce(nullif(trim(old.app_version), ''), '')
		AND territory = coalesce(nullif(upper(trim(old.territory)), ''), '');
	DELETE FROM dashboard_version_days WHERE workspace_id = old.workspace_id AND app_id = old.app_id
		AND day = old.created_at / 86400000 AND store = old.store
		AND version = coalesce(nullif(trim(old.app_version), ''), '')
		AND territory = coalesce(nullif(upper(trim(old.territory)), ''), '') AND n <= 0;
	INSERT INTO dashboard_version_days (workspace_id, app_id, day, store, version, territory, n, sum, low, latest)
	VALUES (new.workspace_id, new.app_id, new.created_at / 86400000, new.store,
		coalesce(nullif(trim(new.app_version), ''), ''), coalesce(nullif(upper(trim(new.territory)), ''), ''),
		1, new.rating, new.rating <= 2, new.created_at)
	ON CONFLICT DO UPDATE SET n = n + 1, sum = sum + excluded.sum, low = low + excluded.low,
		latest = max(latest, excluded.latest);
END;
--> statement-breakpoint
-- Live replies by the time they reached the store (reply-figures.ts "sent"): the replies sent in
-- a period are a range of this index, not a pass over every live reply of the workspace.
CREATE INDEX `replies_sent` ON `replies` (`workspace_id`,
	coalesce(`published_at`, CASE WHEN `status` = 'pending_publish' THEN `updated_at` END), `review_id`)
	WHERE `status` IN ('published', 'pending_publish');
--> statement-breakpoint
-- `reply_waits`: each answered review (its reply live on the store) with when that reply was
-- sent and how long the review waited for it (sent − written, never below 0), as
-- reply-figures.ts defines them, so the median time to reply of a period and the replies sent in
-- it (of one app too) are covering ranges instead of a join per review or reply. Triggers on `inbox_entries` (the review's date, app and reply status) and `replies`
-- (the reply's status and times) re-derive one review's row from both tables.
CREATE TABLE `reply_waits` (
	`review_id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`app_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`wait` integer NOT NULL,
	`sent_at` integer
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `reply_waits_workspace` ON `reply_waits` (`workspace_id`, `created_at`, `wait`);
--> statement-breakpoint
CREATE INDEX `reply_waits_app` ON `reply_waits` (`app_id`, `created_at`, `wait`);
--> statement-breakpoint
CREATE INDEX `reply_waits_app_sent` ON `reply_waits` (`app_id`, `sent_at`) WHERE `sent_at` IS NOT NULL;
--> statement-breakpoint
INSERT INTO reply_waits (review_id, workspace_id, app_id, created_at, wait, sent_at)
SELECT e.review_id, e.workspace_id, e.app_id, e.created_at,
	max(0, coalesce(coalesce(p.published_at, CASE WHEN p.status = 'pending_publish' THEN p.updated_at END) - e.created_at, 0)),
	coalesce(p.published_at, CASE WHEN p.status = 'pending_publish' THEN p.updated_at END)
FROM inbox_entries e JOIN replies p ON p.review_id = e.review_id
WHERE e.reply_status IN ('published', 'pending_publish') AND p.status IN ('published', 'pending_publish');
--> statement-breakpoint
CREATE TRIGGER `reply_waits_entry_insert` AFTER INSERT ON `inbox_entries`
WHEN new.reply_status IN ('published', 'pending_publish')
BEGIN
	INSERT OR REPLACE INTO reply_waits (review_id, workspace_id, app_id, created_at, wait, sent_at)
	SELECT new.review_id, new.workspace_id, new.app_id, new.created_at,
		max(0, coalesce(coalesce(p.published_at, CASE WHEN p.status = 'pending_publish' THEN p.updated_at END) - new.created_at, 0)),
		coalesce(p.published_at, CASE WHEN p.status = 'pending_publish' THEN p.updated_at END)
	FROM replies p WHERE p.review_id = new.review_id AND p.status IN ('published', 'pending_publish');
END;
--> statement-breakpoint
CREATE TRIGGER `reply_waits_entry_update` AFTER UPDATE OF workspace_id, app_id, created_at, reply_status ON `inbox_entries`
WHEN old.workspace_id IS NOT new.workspace_id OR old.app_id IS NOT new.app_id
	OR old.created_at IS NOT new.created_at OR old.reply_status IS NOT new.reply_status
BEGIN
	DELETE FROM reply_waits WHERE review_id = old.review_id;
	INSERT OR REPLACE INTO reply_waits (review_id, workspace_id, app_id, created_at, wait, sent_at)
	SELECT new.review_id, new.workspace_id, new.app_id, new.created_at,
		max(0, coalesce(coalesce(p.published_at, CASE WHEN p.status = 'pending_publish' THEN p.updated_at END) - new.created_at, 0)),
		coalesce(p.published_at, CASE WHEN p.status = 'pending_publish' THEN p.updated_at END)
	FROM replies p WHERE p.review_id = new.review_id AND p.status IN ('published', 'pending_publish')
		AND new.reply_status IN ('published', 'pending_publish');
END;
--> statement-breakpoint
CREATE TRIGGER `reply_waits_entry_delete` AFTER DELETE ON `inbox_entries` BEGIN
	DELETE FROM reply_waits WHERE review_id = old.review_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reply_waits_reply_insert` AFTER INSERT ON `replies`
WHEN new.status IN ('published', 'pending_publish')
BEGIN
	INSERT OR REPLACE INTO reply_waits (review_id, workspace_id, app_id, created_at, wait, sent_at)
	SELECT e.review_id, e.workspace_id, e.app_id, e.created_at,
		max(0, coalesce(coalesce(new.published_at, CASE WHEN new.status = 'pending_publish' THEN new.updated_at END) - e.created_at, 0)),
		coalesce(new.published_at, CASE WHEN new.status = 'pending_publish' THEN new.updated_at END)
	FROM inbox_entries e WHERE e.review_id = new.review_id AND e.reply_status IN ('published', 'pending_publish');
END;
--> statement-breakpoint
CREATE TRIGGER `reply_waits_reply_update` AFTER UPDATE OF review_id, status, published_at, updated_at ON `replies` BEGIN
	DELETE FROM reply_waits WHERE review_id IN (old.review_id, new.review_id);
	INSERT OR REPLACE INTO reply_waits (review_id, workspace_id, app_id, created_at, wait, sent_at)
	SELECT e.review_id, e.workspace_id, e.app_id, e.created_at,
		max(0, coalesce(coalesce(p.published_at, CASE WHEN p.status = 'pending_publish' THEN p.updated_at END) - e.created_at, 0)),
		coalesce(p.published_at, CASE WHEN p.status = 'pending_publish' THEN p.updated_at END)
	FROM inbox_entries e JOIN replies p ON p.review_id = e.review_id
	WHERE e.review_id IN (old.review_id, new.review_id) AND e.reply_status IN ('published', 'pending_publish')
		AND p.status IN ('published', 'pending_publish');
END;
--> statement-breakpoint
CREATE TRIGGER `reply_waits_reply_delete` AFTER DELETE ON `replies` BEGIN
	DELETE FROM reply_waits WHERE review_id = old.review_id;
END;
