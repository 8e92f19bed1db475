-- Reply Speed and Reply Effect per review, kept (issue 31): at a million reviews each read worked
-- out every review's first reply (a lookup in the audit trail) and its rating before and after
-- (lookups in its versions) again, seconds per call. `reply_facts` holds those per-review results
-- for every review not marked spam, as insights/reply-speed and insights/reply-effect define them
-- (their queries.ts keep the review-by-review reads as the tests' reference), so a period is one
-- clustered range of this table.
--
-- Triggers on the four tables the facts come from (`reviews`, `replies`, `reply_events`,
-- `review_revisions`) name the review whose facts may have changed in `reply_facts_due`; its
-- one trigger works them out again from scratch in the same write and empties it. Every writer
-- (sync, report import, drafting, publishing, external replies, deletions and their cascades)
-- keeps them exact without knowing them.
--
-- Columns, per review (spam left out):
-- - `wait`: first reply − written, never below 0 (Reply Speed): the first reply is the earliest
--   audit move to published/pending_publish that was not a discovery, or the store's time of the
--   current reply, whichever is earlier; null when never replied.
-- - `replied_at`: the same for Reply Effect, which counts the audit trail only while the review
--   has a reply; null for the baseline. `start_at`: `replied_at`, else `first_seen_at`.
-- - `start_rating`, `delta` (end − start rating when it changed within the 90-day window,
--   REPLY_EFFECT_WINDOW_DAYS) and `change_ms` (start to the first different version).
-- - the breakdown keys of reply-effect/queries.ts: drafter, template, approver, language.
-- `ev_at`, `shown_at`, `has_reply`, `first_seen_at`, `rating` and `revised` are the inputs the
-- later steps read.
CREATE TABLE `reply_facts` (
	`app_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`review_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`store` text NOT NULL,
	`wait` integer,
	`replied_at` integer,
	`start_at` integer,
	`start_rating` integer,
	`delta` integer,
	`change_ms` integer,
	`drafter_key` text NOT NULL,
	`template_key` text NOT NULL,
	`approver_key` text NOT NULL,
	`language_key` text NOT NULL,
	`ev_at` integer,
	`shown_at` integer,
	`has_reply` integer NOT NULL,
	`first_seen_at` integer NOT NULL,
	`rating` integer NOT NULL,
	`revised` integer NOT NULL,
	PRIMARY KEY (`app_id`, `created_at`, `review_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE UNIQUE INDEX `reply_facts_review` ON `reply_facts` (`review_id`);
--> statement-breakpoint
CREATE TABLE `reply_facts_due` (
	`review_id` text PRIMARY KEY NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
-- Per app, UTC day (created_at / 86400000) and store, the sums a period's figures add up (whole
-- days from here, the partial ones at its edges from `reply_facts`):
-- `reply_speed_days`: reviews, replied ones (`wait` known) and those replied within a day.
CREATE TABLE `reply_speed_days` (
	`app_id` text NOT NULL,
	`day` integer NOT NULL,
	`store` text NOT NULL,
	`workspace_id` text NOT NULL,
	`reviews` integer NOT NULL,
	`replied` integer NOT NULL,
	`within_day` integer NOT NULL,
	PRIMARY KEY (`app_id`, `day`, `store`)
) WITHOUT ROWID;
--> statement-breakpoint
-- `reply_effect_days`: Reply Effect's counts per (dimension, key, group): `all` per start rating
-- (its stars rows and the baseline's rating filter come from those), and for replied reviews per
-- drafter, template, approver and language (start_rating 0).
CREATE TABLE `reply_effect_days` (
	`app_id` text NOT NULL,
	`day` integer NOT NULL,
	`store` text NOT NULL,
	`dimension` text NOT NULL,
	`key` text NOT NULL,
	`grp` text NOT NULL,
	`start_rating` integer NOT NULL,
	`workspace_id` text NOT NULL,
	`reviews` integer NOT NULL,
	`changed` integer NOT NULL,
	`raised` integer NOT NULL,
	`lowered` integer NOT NULL,
	`delta_sum` integer NOT NULL,
	PRIMARY KEY (`app_id`, `day`, `store`, `dimension`, `key`, `grp`, `start_rating`)
) WITHOUT ROWID;
--> statement-breakpoint
-- `reply_effect_weeks`: the same counts per 7 UTC days (week = day / 7), so a long period adds
-- up whole weeks and reads days only at its edges (a year: ~52 weeks and at most 12 days per key
-- instead of 365 days).
CREATE TABLE `reply_effect_weeks` (
	`app_id` text NOT NULL,
	`week` integer NOT NULL,
	`store` text NOT NULL,
	`dimension` text NOT NULL,
	`key` text NOT NULL,
	`grp` text NOT NULL,
	`start_rating` integer NOT NULL,
	`workspace_id` text NOT NULL,
	`reviews` integer NOT NULL,
	`changed` integer NOT NULL,
	`raised` integer NOT NULL,
	`lowered` integer NOT NULL,
	`delta_sum` integer NOT NULL,
	PRIMARY KEY (`app_id`, `week`, `store`, `dimension`, `key`, `grp`, `start_rating`)
) WITHOUT ROWID;
--> statement-breakpoint
-- The reviews whose rating changed, for the medians of the time to change (usually few).
CREATE INDEX `reply_facts_changes` ON `reply_facts` (`app_id`, `created_at`) WHERE `change_ms` IS NOT NULL;
--> statement-breakpoint
-- The replied waits in order, for the median, the 90th percentile and the share within the
-- target of a long period (reply-speed/compute.ts).
CREATE INDEX `reply_facts_workspace_wait` ON `reply_facts` (`workspace_id`, `wait`, `created_at`, `store`) WHERE `wait` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `reply_facts_app_wait` ON `reply_facts` (`app_id`, `wait`, `created_at`, `store`, `workspace_id`) WHERE `wait` IS NOT NULL;
--> statement-breakpoint
-- A review's facts leave the sums when they are deleted (every change deletes them first).
CREATE TRIGGER `reply_facts_delete` AFTER DELETE ON `reply_facts` BEGIN
	UPDATE reply_speed_days SET reviews = reviews - 1, replied = replied - (old.wait IS NOT NULL),
		within_day = within_day - coalesce(old.wait <= 86400000, 0)
	WHERE app_id = old.app_id AND day = old.created_at / 86400000 AND store = old.store;
	DELETE FROM reply_speed_days WHERE app_id = old.app_id AND day = old.created_at / 86400000
		AND store = old.store AND reviews <= 0;
	UPDATE reply_effect_days SET reviews = reviews - 1, changed = changed - (old.delta IS NOT NULL),
		raised = raised - coalesce(old.delta > 0, 0), lowered = lowered - coalesce(old.delta < 0, 0),
		delta_sum = delta_sum - coalesce(old.delta, 0)
	WHERE app_id = old.app_id AND day = old.created_at / 86400000 AND store = old.store
		AND ((dimension = 'all' AND key = '' AND grp = CASE WHEN old.replied_at IS NULL THEN 'baseline' ELSE 'replied' END
				AND start_rating = old.start_rating)
			OR (old.replied_at IS NOT NULL AND grp = 'replied' AND start_rating = 0
				AND ((dimension = 'drafter' AND key = old.drafter_key) OR (dimension = 'template' AND key = old.template_key)
					OR (dimension = 'approver' AND key = old.approver_key) OR (dimension = 'language' AND key = old.language_key))));
	DELETE FROM reply_effect_days WHERE app_id = old.app_id AND day = old.created_at / 86400000
		AND store = old.store AND reviews <= 0;
	UPDATE reply_effect_weeks SET reviews = reviews - 1, changed = changed - (old.delta IS NOT NULL),
		raised = raised - coalesce(old.delta > 0, 0), lowered = lowered - coalesce(old.delta < 0, 0),
		delta_sum = delta_sum - coalesce(old.delta, 0)
	WHERE app_id = old.app_id AND week = old.created_at / 604800000 AND store = old.store
		AND ((dimension = 'all' AND key = '' AND grp = CASE WHEN old.replied_at IS NULL THEN 'baseline' ELSE 'replied' END
				AND start_rating = old.start_rating)
			OR (old.replied_at IS NOT NULL AND grp = 'replied' AND start_rating = 0
				AND ((dimension = 'drafter' AND key = old.drafter_key) OR (dimension = 'template' AND key = old.template_key)
					OR (dimension = 'approver' AND key = old.approver_key) OR (dimension = 'language' AND key = old.language_key))));
	DELETE FROM reply_effect_weeks WHERE app_id = old.app_id AND week = old.created_at / 604800000
		AND store = old.store AND reviews <= 0;
END;
--> statement-breakpoint
-- One review's facts from scratch: its row from the review, its reply and its audit trail, then
-- (only for a review with a second version) the ratings from its versions; then its sums.
CREATE TRIGGER `reply_facts_due_insert` AFTER INSERT ON `reply_facts_due` BEGIN
	DELETE FROM reply_facts WHERE review_id = new.review_id;
	INSERT INTO reply_facts (app_id, created_at, review_id, workspace_id, store, wait, replied_at, start_at,
		start_rating, drafter_key, template_key, approver_key, language_key, ev_at, shown_at, has_reply,
		first_seen_at, rating, revised)
	SELECT app_id, created_at, review_id, workspace_id, store,
		max(0, min(coalesce(ev_at, shown_at), coalesce(shown_at, ev_at)) - created_at),
		min(coalesce(CASE WHEN has_reply THEN ev_at END, shown_at), coalesce(shown_at, CASE WHEN has_reply THEN ev_at END)),
		coalesce(min(coalesce(CASE WHEN has_reply THEN ev_at END, shown_at),
			coalesce(shown_at, CASE WHEN has_reply THEN ev_at END)), first_seen_at),
		rating, drafter_key, template_key, approver_key, language_key, ev_at, shown_at, has_reply,
		first_seen_at, rating, revised
	FROM (SELECT r.app_id, r.created_at, r.id AS review_id, r.workspace_id, r.store,
		CASE WHEN p.source = 'external' THEN 'external' WHEN p.source = 'edited' THEN 'person'
			WHEN p.drafter = 'model' THEN 'model' ELSE 'builtin' END AS drafter_key,
		coalesce(p.template_id, '') AS template_key,
		CASE WHEN p.source = 'external' THEN 'external' WHEN p.approved_by_user_id IS NULL THEN 'auto'
			ELSE p.approved_by_user_id END AS approver_key,
		coalesce(nullif(lower(CASE WHEN instr(r.language, '-') > 0
			THEN substr(r.language, 1, instr(r.language, '-') - 1) ELSE r.language END), ''), 'unknown') AS language_key,
		(SELECT min(ev.at) FROM reply_events ev WHERE ev.review_id = r.id
			AND ev.to_status IN ('published', 'pending_publish') AND ev.action <> 'found_on_store') AS ev_at,
		p.published_at AS shown_at, p.id IS NOT NULL AS has_reply, r.first_seen_at, r.rating,
		EXISTS (SELECT 1 FROM review_revisions v WHERE v.review_id = r.id AND v.seq = 2) AS revised
	FROM reviews r LEFT JOIN replies p ON p.review_id = r.id
	WHERE r.id = new.review_id AND r.spam_reason IS NULL);
	UPDATE reply_facts SET start_rating = coalesce(
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
				AND v.at <= reply_facts.start_at ORDER BY v.at DESC, v.seq DESC LIMIT 1),
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id ORDER BY v.seq LIMIT 1)),
		delta = CASE WHEN (SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
			AND v.at > reply_facts.start_at AND v.at <= reply_facts.start_at + 7776000000
			ORDER BY v.at DESC, v.seq DESC LIMIT 1) <> coalesce(
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
				AND v.at <= reply_facts.start_at ORDER BY v.at DESC, v.seq DESC LIMIT 1),
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id ORDER BY v.seq LIMIT 1)) THEN (SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
			AND v.at > reply_facts.start_at AND v.at <= reply_facts.start_at + 7776000000
			ORDER BY v.at DESC, v.seq DESC LIMIT 1) - coalesce(
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
				AND v.at <= reply_facts.start_at ORDER BY v.at DESC, v.seq DESC LIMIT 1),
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id ORDER BY v.seq LIMIT 1)) END,
		change_ms = CASE WHEN (SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
			AND v.at > reply_facts.start_at AND v.at <= reply_facts.start_at + 7776000000
			ORDER BY v.at DESC, v.seq DESC LIMIT 1) <> coalesce(
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
				AND v.at <= reply_facts.start_at ORDER BY v.at DESC, v.seq DESC LIMIT 1),
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id ORDER BY v.seq LIMIT 1)) THEN (SELECT min(v.at) FROM review_revisions v WHERE v.review_id = reply_facts.review_id
			AND v.at > reply_facts.start_at AND v.at <= reply_facts.start_at + 7776000000
			AND v.rating <> coalesce(
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
				AND v.at <= reply_facts.start_at ORDER BY v.at DESC, v.seq DESC LIMIT 1),
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id ORDER BY v.seq LIMIT 1))) - start_at END
	WHERE review_id = new.review_id AND revised;
	INSERT INTO reply_speed_days (app_id, day, store, workspace_id, reviews, replied, within_day)
	SELECT app_id, created_at / 86400000, store, workspace_id, 1, wait IS NOT NULL, coalesce(wait <= 86400000, 0)
	FROM reply_facts WHERE review_id = new.review_id
	ON CONFLICT DO UPDATE SET reviews = reviews + 1, replied = replied + excluded.replied,
		within_day = within_day + excluded.within_day;
	INSERT INTO reply_effect_days (app_id, day, store, dimension, key, grp, start_rating, workspace_id,
		reviews, changed, raised, lowered, delta_sum)
	SELECT f.app_id, f.created_at / 86400000, f.store, d.dimension,
		CASE d.dimension WHEN 'all' THEN '' WHEN 'drafter' THEN f.drafter_key WHEN 'template' THEN f.template_key
			WHEN 'approver' THEN f.approver_key ELSE f.language_key END,
		CASE WHEN f.replied_at IS NULL THEN 'baseline' ELSE 'replied' END,
		CASE WHEN d.dimension = 'all' THEN f.start_rating ELSE 0 END, f.workspace_id,
		1, f.delta IS NOT NULL, coalesce(f.delta > 0, 0), coalesce(f.delta < 0, 0), coalesce(f.delta, 0)
	FROM reply_facts f, (SELECT 'all' AS dimension UNION ALL SELECT 'drafter' UNION ALL SELECT 'template'
		UNION ALL SELECT 'approver' UNION ALL SELECT 'language') d
	WHERE f.review_id = new.review_id AND (d.dimension = 'all' OR f.replied_at IS NOT NULL)
	ON CONFLICT DO UPDATE SET reviews = reviews + 1, changed = changed + excluded.changed,
		raised = raised + excluded.raised, lowered = lowered + excluded.lowered,
		delta_sum = delta_sum + excluded.delta_sum;
	INSERT INTO reply_effect_weeks (app_id, week, store, dimension, key, grp, start_rating, workspace_id,
		reviews, changed, raised, lowered, delta_sum)
	SELECT f.app_id, f.created_at / 604800000, f.store, d.dimension,
		CASE d.dimension WHEN 'all' THEN '' WHEN 'drafter' THEN f.drafter_key WHEN 'template' THEN f.template_key
			WHEN 'approver' THEN f.approver_key ELSE f.language_key END,
		CASE WHEN f.replied_at IS NULL THEN 'baseline' ELSE 'replied' END,
		CASE WHEN d.dimension = 'all' THEN f.start_rating ELSE 0 END, f.workspace_id,
		1, f.delta IS NOT NULL, coalesce(f.delta > 0, 0), coalesce(f.delta < 0, 0), coalesce(f.delta, 0)
	FROM reply_facts f, (SELECT 'all' AS dimension UNION ALL SELECT 'drafter' UNION ALL SELECT 'template'
		UNION ALL SELECT 'approver' UNION ALL SELECT 'language') d
	WHERE f.review_id = new.review_id AND (d.dimension = 'all' OR f.replied_at IS NOT NULL)
	ON CONFLICT DO UPDATE SET reviews = reviews + 1, changed = changed + excluded.changed,
		raised = raised + excluded.raised, lowered = lowered + excluded.lowered,
		delta_sum = delta_sum + excluded.delta_sum;
	DELETE FROM reply_facts_due WHERE review_id = new.review_id;
END;
--> statement-breakpoint
-- The reviews already stored, all at once (the trigger above, set-based): in the table's order.
WITH b AS MATERIALIZED (
	SELECT r.app_id, r.created_at, r.id AS review_id, r.workspace_id, r.store,
		CASE WHEN p.source = 'external' THEN 'external' WHEN p.source = 'edited' THEN 'person'
			WHEN p.drafter = 'model' THEN 'model' ELSE 'builtin' END AS drafter_key,
		coalesce(p.template_id, '') AS template_key,
		CASE WHEN p.source = 'external' THEN 'external' WHEN p.approved_by_user_id IS NULL THEN 'auto'
			ELSE p.approved_by_user_id END AS approver_key,
		coalesce(nullif(lower(CASE WHEN instr(r.language, '-') > 0
			THEN substr(r.language, 1, instr(r.language, '-') - 1) ELSE r.language END), ''), 'unknown') AS language_key,
		(SELECT min(ev.at) FROM reply_events ev WHERE ev.review_id = r.id
			AND ev.to_status IN ('published', 'pending_publish') AND ev.action <> 'found_on_store') AS ev_at,
		p.published_at AS shown_at, p.id IS NOT NULL AS has_reply, r.first_seen_at, r.rating,
		EXISTS (SELECT 1 FROM review_revisions v WHERE v.review_id = r.id AND v.seq = 2) AS revised
	FROM reviews r INDEXED BY reviews_app_created LEFT JOIN replies p ON p.review_id = r.id
	WHERE r.spam_reason IS NULL
)
INSERT INTO reply_facts (app_id, created_at, review_id, workspace_id, store, wait, replied_at, start_at,
	start_rating, drafter_key, template_key, approver_key, language_key, ev_at, shown_at, has_reply,
	first_seen_at, rating, revised)
SELECT app_id, created_at, review_id, workspace_id, store,
	max(0, min(coalesce(ev_at, shown_at), coalesce(shown_at, ev_at)) - created_at),
	min(coalesce(CASE WHEN has_reply THEN ev_at END, shown_at), coalesce(shown_at, CASE WHEN has_reply THEN ev_at END)),
	coalesce(min(coalesce(CASE WHEN has_reply THEN ev_at END, shown_at),
		coalesce(shown_at, CASE WHEN has_reply THEN ev_at END)), first_seen_at),
	rating, drafter_key, template_key, approver_key, language_key, ev_at, shown_at, has_reply,
	first_seen_at, rating, revised
FROM b;
--> statement-breakpoint
UPDATE reply_facts SET start_rating = coalesce(
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
				AND v.at <= reply_facts.start_at ORDER BY v.at DESC, v.seq DESC LIMIT 1),
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id ORDER BY v.seq LIMIT 1)),
	delta = CASE WHEN (SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
			AND v.at > reply_facts.start_at AND v.at <= reply_facts.start_at + 7776000000
			ORDER BY v.at DESC, v.seq DESC LIMIT 1) <> coalesce(
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
				AND v.at <= reply_facts.start_at ORDER BY v.at DESC, v.seq DESC LIMIT 1),
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id ORDER BY v.seq LIMIT 1)) THEN (SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
			AND v.at > reply_facts.start_at AND v.at <= reply_facts.start_at + 7776000000
			ORDER BY v.at DESC, v.seq DESC LIMIT 1) - coalesce(
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
				AND v.at <= reply_facts.start_at ORDER BY v.at DESC, v.seq DESC LIMIT 1),
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id ORDER BY v.seq LIMIT 1)) END,
	change_ms = CASE WHEN (SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
			AND v.at > reply_facts.start_at AND v.at <= reply_facts.start_at + 7776000000
			ORDER BY v.at DESC, v.seq DESC LIMIT 1) <> coalesce(
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
				AND v.at <= reply_facts.start_at ORDER BY v.at DESC, v.seq DESC LIMIT 1),
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id ORDER BY v.seq LIMIT 1)) THEN (SELECT min(v.at) FROM review_revisions v WHERE v.review_id = reply_facts.review_id
		AND v.at > reply_facts.start_at AND v.at <= reply_facts.start_at + 7776000000
		AND v.rating <> coalesce(
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id
				AND v.at <= reply_facts.start_at ORDER BY v.at DESC, v.seq DESC LIMIT 1),
			(SELECT v.rating FROM review_revisions v WHERE v.review_id = reply_facts.review_id ORDER BY v.seq LIMIT 1))) - start_at END
WHERE revised;
--> statement-breakpoint
INSERT INTO reply_speed_days (app_id, day, store, workspace_id, reviews, replied, within_day)
SELECT app_id, created_at / 86400000, store, workspace_id, count(*), count(wait), coalesce(sum(wait <= 86400000), 0)
FROM reply_facts GROUP BY app_id, created_at / 86400000, store, workspace_id;
--> statement-breakpoint
INSERT INTO reply_effect_days (app_id, day, store, dimension, key, grp, start_rating, workspace_id,
	reviews, changed, raised, lowered, delta_sum)
SELECT f.app_id, f.created_at / 86400000, f.store, d.dimension,
	CASE d.dimension WHEN 'all' THEN '' WHEN 'drafter' THEN f.drafter_key WHEN 'template' THEN f.template_key
		WHEN 'approver' THEN f.approver_key ELSE f.language_key END,
	CASE WHEN f.replied_at IS NULL THEN 'baseline' ELSE 'replied' END,
	CASE WHEN d.dimension = 'all' THEN f.start_rating ELSE 0 END, f.workspace_id,
	count(*), count(f.delta), coalesce(sum(f.delta > 0), 0), coalesce(sum(f.delta < 0), 0), coalesce(sum(f.delta), 0)
FROM reply_facts f, (SELECT 'all' AS dimension UNION ALL SELECT 'drafter' UNION ALL SELECT 'template'
	UNION ALL SELECT 'approver' UNION ALL SELECT 'language') d
WHERE d.dimension = 'all' OR f.replied_at IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO reply_effect_weeks (app_id, week, store, dimension, key, grp, start_rating, workspace_id,
	reviews, changed, raised, lowered, delta_sum)
SELECT app_id, day / 7, store, dimension, key, grp, start_rating, workspace_id,
	sum(reviews), sum(changed), sum(raised), sum(lowered), sum(delta_sum)
FROM reply_effect_days GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
CREATE TRIGGER `reply_facts_review_insert` AFTER INSERT ON `reviews` BEGIN
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `reply_facts_review_update` AFTER UPDATE OF id, workspace_id, app_id, store, created_at, first_seen_at, rating, language, spam_reason ON `reviews`
WHEN old.id IS NOT new.id OR old.workspace_id IS NOT new.workspace_id OR old.app_id IS NOT new.app_id
	OR old.store IS NOT new.store OR old.created_at IS NOT new.created_at OR old.first_seen_at IS NOT new.first_seen_at
	OR old.rating IS NOT new.rating OR old.language IS NOT new.language
	OR (old.spam_reason IS NULL) IS NOT (new.spam_reason IS NULL)
BEGIN
	DELETE FROM reply_facts WHERE review_id = old.id;
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `reply_facts_review_delete` AFTER DELETE ON `reviews` BEGIN
	DELETE FROM reply_facts WHERE review_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `reply_facts_reply_insert` AFTER INSERT ON `replies` BEGIN
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (new.review_id);
END;
--> statement-breakpoint
CREATE TRIGGER `reply_facts_reply_update` AFTER UPDATE OF review_id, source, drafter, template_id, approved_by_user_id, published_at ON `replies`
WHEN old.review_id IS NOT new.review_id OR old.source IS NOT new.source OR old.drafter IS NOT new.drafter
	OR old.template_id IS NOT new.template_id OR old.approved_by_user_id IS NOT new.approved_by_user_id
	OR old.published_at IS NOT new.published_at
BEGIN
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (old.review_id);
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (new.review_id);
END;
--> statement-breakpoint
CREATE TRIGGER `reply_facts_reply_delete` AFTER DELETE ON `replies` BEGIN
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (old.review_id);
END;
--> statement-breakpoint
-- Only a move to a live status that was not a discovery can be a review's first reply.
CREATE TRIGGER `reply_facts_event_insert` AFTER INSERT ON `reply_events`
WHEN new.to_status IN ('published', 'pending_publish') AND new.action <> 'found_on_store'
BEGIN
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (new.review_id);
END;
--> statement-breakpoint
CREATE TRIGGER `reply_facts_event_update` AFTER UPDATE OF review_id, to_status, action, at ON `reply_events` BEGIN
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (old.review_id);
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (new.review_id);
END;
--> statement-breakpoint
CREATE TRIGGER `reply_facts_event_delete` AFTER DELETE ON `reply_events`
WHEN old.to_status IN ('published', 'pending_publish') AND old.action <> 'found_on_store'
BEGIN
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (old.review_id);
END;
--> statement-breakpoint
-- A first version alone changes nothing: a review's ratings are read from its versions only
-- once it has a second one.
CREATE TRIGGER `reply_facts_revision_insert` AFTER INSERT ON `review_revisions`
WHEN new.seq <> 1 OR EXISTS (SELECT 1 FROM review_revisions v WHERE v.review_id = new.review_id AND v.seq = 2)
BEGIN
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (new.review_id);
END;
--> statement-breakpoint
CREATE TRIGGER `reply_facts_revision_update` AFTER UPDATE OF review_id, seq, rating, at ON `review_revisions` BEGIN
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (old.review_id);
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (new.review_id);
END;
--> statement-breakpoint
CREATE TRIGGER `reply_facts_revision_delete` AFTER DELETE ON `review_revisions` BEGIN
	INSERT OR IGNORE INTO reply_facts_due (review_id) VALUES (old.review_id);
END;
--> statement-breakpoint
-- The kept waits (`reply_waits`, migration dashboard_aggregates) in order of the wait: the median
-- of a long period is then the middle of one ordered walk that stops there (reply-figures.ts),
-- instead of every wait of the period read and sorted.
CREATE INDEX `reply_waits_workspace_wait` ON `reply_waits` (`workspace_id`, `wait`, `created_at`);
--> statement-breakpoint
CREATE INDEX `reply_waits_app_wait` ON `reply_waits` (`app_id`, `wait`, `created_at`);
