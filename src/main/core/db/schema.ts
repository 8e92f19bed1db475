/**
 * The data model that drizzle knows (see docs/architecture.md). Times are integer
 * milliseconds since the epoch (UTC); JSON columns hold small documents that are only ever read
 * whole. Every workspace-owned row carries `workspace_id` so isolation is one WHERE away.
 *
 * Not here: the inbox and search tables exist only in SQL, because drizzle cannot declare FTS5
 * virtual tables or the triggers that keep them in step with `reviews` and `replies`.
 * `inbox_entries`, `inbox_counts`, `reviews_fts` and `reviews_cjk` (and their triggers) are
 * created by migrations/0001_fts.sql (`inbox_entries_rating` index: 0004_inbox_sort.sql, stored
 * newest first within a rating since 0014_inbox_rating_order.sql; the
 * `flag` column, its index and triggers: the hand-written end of 0008_review_flags.sql), are
 * never written by the app (the triggers do that), and are read with raw SQL through
 * db/statements.ts (inbox/, dashboard/, triage/). Declaring them here would make drizzle-kit
 * generate a migration that creates them a second time. The same holds for the dashboard's
 * running totals (`dashboard_hours`, `dashboard_language_days`, `dashboard_topic_days`,
 * `dashboard_version_days`), `reply_waits`, their triggers and the expression index
 * `replies_sent`: migrations/0016_dashboard_aggregates.sql (source
 * scripts/sql/dashboard-aggregates.sql).
 */
import { sql } from 'drizzle-orm'
import { REPLY_STATUSES } from '../../../shared/dto/replies'
import {
  blob,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'

const createdAt = () => integer('created_at').notNull()
const updatedAt = () => integer('updated_at').notNull()

// ── People, workspaces, access ────────────────────────────────────────────────────────────────

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').unique(),
  createdAt: createdAt(),
})

export const workspaces = sqliteTable('workspaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  ownerUserId: text('owner_user_id')
    .notNull()
    .references(() => users.id),
  /**
   * The effective plan as last evaluated by `core/plans` (trial, free or pro), for listings.
   * The truth is derived on every check from the installation's trial, the clock and the licence.
   */
  plan: text('plan', { enum: ['trial', 'free', 'pro'] })
    .notNull()
    .default('trial'),
  /** When the workspace was set up. Not read for the plan: the trial is per installation, sealed by the vault (plans/installation-trial.ts). */
  trialStartedAt: integer('trial_started_at'),
  /** Workspace settings (digest schedule, anomaly thresholds, notifications, ...), JSON. */
  settings: text('settings').notNull().default('{}'),
  createdAt: createdAt(),
})

export const members = sqliteTable(
  'members',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: ['admin', 'editor', 'viewer'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('members_workspace_user').on(t.workspaceId, t.userId)],
)

/** Personal sign-in links for `serve`. Only a SHA-256 of the token is kept. */
export const loginLinks = sqliteTable('login_links', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  /** The start-up link `serve` prints is single use; links an admin creates are reusable. */
  singleUse: integer('single_use', { mode: 'boolean' }).notNull().default(false),
  createdByUserId: text('created_by_user_id').references(() => users.id),
  workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  usedAt: integer('used_at'),
  revokedAt: integer('revoked_at'),
  /** After this the link no longer signs in; null on rows older than expiries (see login-links). */
  expiresAt: integer('expires_at'),
})

export const sessions = sqliteTable('sessions', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  loginLinkId: text('login_link_id').references(() => loginLinks.id),
  createdAt: createdAt(),
  expiresAt: integer('expires_at').notNull(),
  revokedAt: integer('revoked_at'),
  /**
   * JSON array of the workspace ids this session may act in (each proven by a link an admin of
   * that workspace made, or an invitation accepted here); null: every membership (the owner's
   * start-up link).
   */
  scope: text('scope'),
})

/**
 * An e-mail address asked to join a workspace. The person becomes a member only by accepting in
 * the one session the invitation's link was spent in, signed in as that address (access/invitee).
 */
export const invitations = sqliteTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: ['admin', 'editor', 'viewer'] }).notNull(),
    invitedByUserId: text('invited_by_user_id').references(() => users.id),
    loginLinkId: text('login_link_id').references(() => loginLinks.id),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'revoked'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    respondedAt: integer('responded_at'),
    /** The invited address, normalised (case, trailing dot, IDN); null on rows older than it. */
    email: text('email'),
    /**
     * The one session that may answer it: the one its link opened or was opened in. Set when the
     * link is spent, carried over when that session is folded into a new one.
     */
    sessionId: text('session_id'),
  },
  (t) => [index('invitations_user').on(t.userId, t.status)],
)

// ── Secrets ───────────────────────────────────────────────────────────────────────────────────

/** The data key, wrapped once per key provider (OS keychain, passphrase, key file). */
export const vaultKeys = sqliteTable('vault_keys', {
  provider: text('provider').primaryKey(),
  wrappedKey: blob('wrapped_key', { mode: 'buffer' }).notNull(),
  /** Provider parameters that are not secret (scrypt salt and cost). JSON. */
  params: text('params').notNull().default('{}'),
  createdAt: createdAt(),
})

/** Encrypted secrets only; `metadata` holds the non-secret parts worth showing (key id, e-mail). */
export const credentials = sqliteTable(
  'credentials',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['google_play_service_account', 'app_store_api_key', 'model_api_key', 'webhook_secret', 'smtp_password', 'tracker_token'],
    }).notNull(),
    metadata: text('metadata').notNull().default('{}'),
    ciphertext: blob('ciphertext', { mode: 'buffer' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('credentials_workspace').on(t.workspaceId, t.kind)],
)

// ── Apps and store listings ───────────────────────────────────────────────────────────────────

export const apps = sqliteTable(
  'apps',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publisher: text('publisher'),
    /** App settings (App Store length cap, ...), JSON. */
    settings: text('settings').notNull().default('{}'),
    /**
     * When what drafts of this app are written from (its brand voice, later its Answers) last
     * changed: a stamp that only grows. A pending draft older than it is redrafted or flagged
     * (replies.drafted_inputs_at; replies/draft-queue/inputs.ts).
     */
    draftingInputsAt: integer('drafting_inputs_at').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('apps_workspace_name').on(t.workspaceId, t.name)],
)

export const storeListings = sqliteTable(
  'store_listings',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    store: text('store', { enum: ['app_store', 'google_play'] }).notNull(),
    /** Apple's numeric app id, or the Google Play package name. */
    storeAppId: text('store_app_id').notNull(),
    credentialId: text('credential_id').references(() => credentials.id, { onDelete: 'set null' }),
    lastSyncAt: integer('last_sync_at'),
    nextSyncAt: integer('next_sync_at'),
    lastError: text('last_error'),
    lastErrorCode: text('last_error_code'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** Connector state between polls (last seen review time, ...), JSON. */
    syncState: text('sync_state').notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_listings_app_store').on(t.appId, t.store),
    index('store_listings_workspace').on(t.workspaceId),
  ],
)

// ── Reviews and replies ───────────────────────────────────────────────────────────────────────

export const reviews = sqliteTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => storeListings.id, { onDelete: 'cascade' }),
    store: text('store', { enum: ['app_store', 'google_play'] }).notNull(),
    storeReviewId: text('store_review_id').notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    author: text('author'),
    language: text('language'),
    territory: text('territory'),
    appVersion: text('app_version'),
    appVersionCode: integer('app_version_code'),
    device: text('device'),
    osVersion: text('os_version'),
    thumbsUp: integer('thumbs_up'),
    thumbsDown: integer('thumbs_down'),
    /** When the reviewer wrote it (store time). */
    createdAt: createdAt(),
    /** When the reviewer last changed it (store time). */
    updatedAt: updatedAt(),
    edited: integer('edited', { mode: 'boolean' }).notNull().default(false),
    /** When this app first saw it; drives "new" markers and time-to-reply. */
    firstSeenAt: integer('first_seen_at').notNull(),
    readAt: integer('read_at'),
    /** Google Play: whether the latest list call returned it (replies only allowed then). */
    lastListedAt: integer('last_listed_at'),
    /** The `updated_at` whose text topics were detected for; differs while they are due. */
    topicsFor: integer('topics_for'),
    /**
     * Why the review looks like spam (an ad, spam, abuse); null when it is not marked. A spam
     * review gets no draft and leaves "Needs reply". With `spam_marked_at` set and no reason, a
     * person said "Not spam", and drafting must not mark it again.
     */
    spamReason: text('spam_reason'),
    /** Who last marked it spam or not spam; null when the drafter marked it. No FK: kept after the account goes. */
    spamMarkedByUserId: text('spam_marked_by_user_id'),
    spamMarkedAt: integer('spam_marked_at'),
  },
  (t) => [
    uniqueIndex('reviews_listing_store_id').on(t.listingId, t.storeReviewId),
    index('reviews_workspace_created').on(t.workspaceId, t.createdAt, t.id),
    index('reviews_app_created').on(t.appId, t.createdAt, t.id),
    // The dashboard's tables by version and country read these alone, never the review rows.
    index('reviews_workspace_breakdown').on(t.workspaceId, t.createdAt, t.store, t.rating, t.appVersion, t.territory),
    index('reviews_app_breakdown').on(t.appId, t.createdAt, t.store, t.rating, t.appVersion, t.territory),
    // Reviews whose topics are due (new, or edited since): the topic worker's work list.
    index('reviews_topics_due').on(t.id).where(sql`topics_for IS NOT updated_at`),
  ],
)

/**
 * Every version of a review Review Reply has seen, oldest first: the first sighting is revision 1,
 * and each later sync (or report import) that sees the rating, title or text change adds one.
 * `reviews` keeps the current version; this table is its history (the pane's rating changes, the
 * API's `rating_history`, `review.updated` and the Reply Effect figures read it).
 */
export const reviewRevisions = sqliteTable(
  'review_revisions',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** 1 for the first sighting, then one more per recorded change. */
    seq: integer('seq').notNull(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The review's app (it never moves), so per-app history reads need no join. */
    appId: text('app_id').notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    /** When the reviewer made this version: the store's time when it gives one, else `seen_at`. */
    at: integer('at').notNull(),
    /**
     * The store's last-modified time of this version (Google Play `lastModified`; the App Store's
     * created date for a first sighting). Null when the store gives none (an App Store edit).
     */
    storeModifiedAt: integer('store_modified_at'),
    /** When Review Reply first saw this version. */
    seenAt: integer('seen_at').notNull(),
    /** `sync`: a store poll or connection test; `import`: a store report; `backfill`: migration 0010. */
    source: text('source', { enum: ['sync', 'import', 'backfill'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.seq] }),
    // Per app and period (Reply Effect): the changes of an app's reviews in a time window.
    index('review_revisions_app').on(t.appId, t.at),
  ],
)

/** Re-exported for the core's readers of the schema. */
export { REPLY_STATUSES }

/** One current reply per review; its past lives in `reply_events`. */
export const replies = sqliteTable(
  'replies',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    reviewId: text('review_id')
      .notNull()
      .unique()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REPLY_STATUSES }).notNull(),
    body: text('body').notNull(),
    source: text('source', { enum: ['drafted', 'edited', 'external'] }).notNull(),
    /** Which drafter wrote the draft: the built-in one or a model. */
    drafter: text('drafter', { enum: ['builtin', 'model'] }),
    /**
     * The reply template the drafter started this text from (kept when a person edits it), for
     * Reply Effect by template. No FK: a deleted template's replies still count under its id.
     */
    templateId: text('template_id'),
    /** Which wording of the built-in drafter; "Regenerate" moves to the next one. */
    draftVariant: integer('draft_variant').notNull().default(0),
    /** The tones a person stacked on this draft ("shorter,friendlier"); kept through Regenerate. */
    draftTones: text('draft_tones'),
    language: text('language'),
    /**
     * No longer written (kept: columns are never dropped). Why a draft needs a closer look lives
     * in `confidence` and `reasons`; the DTOs' `note`/`flag` are derived from those.
     */
    note: text('note'),
    /** How sure the drafter was that the draft can go out as it is; null for replies it did not write. */
    confidence: text('confidence', { enum: ['high', 'medium', 'low'] }),
    /** Why it is not sure, most important first: a JSON array of plain-word strings. */
    reasons: text('reasons'),
    /** The app's `drafting_inputs_at` this text was drafted (or last edited by a person) against. */
    draftedInputsAt: integer('drafted_inputs_at').notNull().default(0),
    /** The store's own id for the reply (App Store response id). */
    storeReplyId: text('store_reply_id'),
    /** Set before a publish call so a crash can be reconciled against the store. */
    attemptId: text('attempt_id'),
    attemptStartedAt: integer('attempt_started_at'),
    /** Publish attempts since the last approval; transient failures give up after a few. */
    publishAttempts: integer('publish_attempts').notNull().default(0),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    approvedByUserId: text('approved_by_user_id').references(() => users.id),
    approvedAt: integer('approved_at'),
    publishedAt: integer('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('replies_workspace_status').on(t.workspaceId, t.status),
    // Untouched drafts by the inputs they were drafted with: the redraft pass walks only those
    // older than their app's inputs (replies/draft-queue/stale.ts).
    index('replies_redraft')
      .on(t.workspaceId, t.draftedInputsAt, t.reviewId)
      .where(sql`status = 'draft' AND source = 'drafted'`),
  ],
)

/** The audit trail: every transition of a review's reply, with who (null = the app) and when. */
export const replyEvents = sqliteTable(
  'reply_events',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    actorUserId: text('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    body: text('body'),
    detail: text('detail'),
    at: integer('at').notNull(),
  },
  (t) => [
    index('reply_events_review').on(t.reviewId, t.at),
    // Auto-publish's daily cap counts the last day's auto-approvals without reading the whole trail.
    index('reply_events_action').on(t.action, t.at),
  ],
)

/**
 * Automatic drafts that failed for a passing reason (a busy database, a crash mid-batch): when to
 * try again and why it failed. Reviews waiting for a draft are found from their state (no reply,
 * recent); this table only holds the ones that need to wait first.
 */
export const draftAttempts = sqliteTable(
  'draft_attempts',
  {
    reviewId: text('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull(),
    /** Null once Review Reply gave up; a person can still draft the review by hand. */
    nextAttemptAt: integer('next_attempt_at'),
    lastError: text('last_error').notNull(),
    lastFailedAt: integer('last_failed_at').notNull(),
  },
  (t) => [index('draft_attempts_workspace').on(t.workspaceId, t.lastFailedAt)],
)

export const brandVoices = sqliteTable(
  'brand_voices',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Null for the workspace default; an app id for a per-app override. */
    appId: text('app_id').references(() => apps.id, { onDelete: 'cascade' }),
    settings: text('settings').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brand_voices_scope').on(t.workspaceId, t.appId)],
)

export const autoPublishRules = sqliteTable('auto_publish_rules', {
  appId: text('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  workspaceId: text('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(false),
  /** Rules (minimum rating, languages, drafter, daily cap), JSON. */
  rules: text('rules').notNull().default('{}'),
  updatedByUserId: text('updated_by_user_id').references(() => users.id),
  updatedAt: updatedAt(),
})

// ── Integrations ──────────────────────────────────────────────────────────────────────────────

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** SHA-256 of the raw key, hex. */
    hash: text('hash').notNull().unique(),
    createdByUserId: text('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    revokedAt: integer('revoked_at'),
    lastUsedAt: integer('last_used_at'),
  },
  (t) => [index('api_keys_workspace').on(t.workspaceId)],
)

export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['standard', 'slack', 'discord', 'teams'] })
      .notNull()
      .default('standard'),
    /**
     * Where deliveries go. For team-tool channels (Slack, Discord, Teams) the URL itself is the
     * credential, so this holds a redacted form and the real URL is sealed in `urlCredentialId`.
     */
    url: text('url').notNull(),
    urlCredentialId: text('url_credential_id').references(() => credentials.id),
    /** A label the admin chose, so several channels with redacted URLs stay tellable apart. */
    description: text('description'),
    /** Event types, JSON array; empty means all. */
    events: text('events').notNull().default('[]'),
    secretCredentialId: text('secret_credential_id').references(() => credentials.id),
    previousSecretCredentialId: text('previous_secret_credential_id').references(
      () => credentials.id,
    ),
    previousSecretExpiresAt: integer('previous_secret_expires_at'),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** Start of the current run of consecutive failures; 5 days of it disables the endpoint. */
    failingSince: integer('failing_since'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Routing for review events (apps, stores, ratings, topics), JSON; `{}` sends every review.
     * Events that are not about one review (digests, alerts, tests) ignore it.
     */
    filters: text('filters').notNull().default('{}'),
  },
  (t) => [index('webhook_endpoints_workspace').on(t.workspaceId)],
)

/** Written in the same transaction as the change that caused the event. */
export const outboxEvents = sqliteTable(
  'outbox_events',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The full webhook body `{ type, timestamp, data }`, JSON, frozen at creation. */
    payload: text('payload').notNull(),
    /** Idempotency key: the same cause never emits twice (e.g. `review.created:rev_…`). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    /** Set once deliveries have been fanned out to endpoints. */
    fannedOutAt: integer('fanned_out_at'),
  },
  (t) => [
    // Only the events still waiting for fan-out, in order. An event of a workspace without a
    // webhook receiver is born fanned out and never enters it, so a first import of 50,000
    // reviews adds nothing here.
    index('outbox_events_pending').on(t.createdAt, t.id).where(sql`fanned_out_at IS NULL`),
  ],
)

export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    status: text('status', { enum: ['pending', 'in_flight', 'succeeded', 'failed', 'held'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at'),
    /** Set when a dispatcher claims the delivery; only that claim may record the outcome. */
    claimId: text('claim_id'),
    lastAttemptAt: integer('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint').on(t.eventId, t.endpointId),
    index('webhook_deliveries_due').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_endpoint_due').on(t.endpointId, t.status, t.nextAttemptAt),
  ],
)

export const webhookAttempts = sqliteTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: integer('at').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms'),
    responseSnippet: text('response_snippet'),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery').on(t.deliveryId, t.at)],
)

// ── Store quotas ──────────────────────────────────────────────────────────────────────────────

/**
 * One row per store call, so rolling windows survive restarts. `scope` names the budget:
 * `google_play:<package>` (per app) or `app_store:<key id>` (per API key).
 */
export const quotaLedger = sqliteTable(
  'quota_ledger',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    scope: text('scope').notNull(),
    kind: text('kind').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('quota_ledger_scope').on(t.scope, t.kind, t.at)],
)

/** The latest budget a store reported (App Store `X-Rate-Limit`), per scope. */
export const quotaReports = sqliteTable('quota_reports', {
  scope: text('scope').primaryKey(),
  limit: integer('limit'),
  remaining: integer('remaining'),
  reportedAt: integer('reported_at').notNull(),
  /** Set after a 429: no call in this scope before then. */
  blockedUntil: integer('blocked_until'),
})

// ── Insights and plans ────────────────────────────────────────────────────────────────────────

export const digests = sqliteTable(
  'digests',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    periodStart: integer('period_start').notNull(),
    periodEnd: integer('period_end').notNull(),
    data: text('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('digests_app_period').on(t.appId, t.periodStart)],
)

export const anomalyEpisodes = sqliteTable(
  'anomaly_episodes',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['rating_drop', 'review_spike'] }).notNull(),
    startedAt: integer('started_at').notNull(),
    /** Null while the episode is ongoing; one alert per episode. */
    endedAt: integer('ended_at'),
    baseline: real('baseline').notNull(),
    observed: real('observed').notNull(),
    data: text('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('anomaly_episodes_app').on(t.appId, t.kind, t.startedAt)],
)

/**
 * The Pro licence entered in a workspace (at most one). Only the signed token is kept, sealed by
 * the vault; plan, seats, customer and expiry are read from it after verifying its signature, so
 * editing the database cannot grant Pro.
 */
export const licences = sqliteTable('licences', {
  id: text('id').primaryKey(),
  workspaceId: text('workspace_id')
    .notNull()
    .unique()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  tokenCiphertext: blob('token_ciphertext', { mode: 'buffer' }).notNull(),
  activatedByUserId: text('activated_by_user_id').references(() => users.id),
  activatedAt: integer('activated_at').notNull(),
})

/** Installation-wide key/value state (scheduler checkpoints, ...). */
export const appState = sqliteTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at')
    .notNull()
    .default(sql`0`),
})

/**
 * Model translations of reviews and drafts for approvers who cannot read them, keyed by a hash
 * of the text, the target language and the model: a changed draft or model is translated anew,
 * an unchanged one never pays for a second call.
 */
export const translations = sqliteTable(
  'translations',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    targetLanguage: text('target_language').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('translations_workspace_key').on(t.workspaceId, t.key)],
)

/**
 * One row per weekly digest to e-mail: written with the digest when the workspace's e-mail
 * channel is on, then sent by the e-mail worker, which finds its work here after any restart.
 */
export const digestEmails = sqliteTable(
  'digest_emails',
  {
    digestId: text('digest_id')
      .primaryKey()
      .references(() => digests.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at'),
    lastError: text('last_error'),
    sentAt: integer('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('digest_emails_due').on(t.status, t.nextAttemptAt),
    index('digest_emails_workspace').on(t.workspaceId, t.createdAt),
  ],
)

/** The topics of each review as the drafter reads it (triage/read-topics.ts), for tags and the dashboard. */
export const reviewTopics = sqliteTable(
  'review_topics',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    workspaceId: text('workspace_id').notNull(),
    appId: text('app_id').notNull(),
    createdAt: integer('created_at').notNull(),
    rating: integer('rating').notNull(),
    /** What the review says of the topic: -1 a problem, 0 neutral or mixed, 1 praised. */
    polarity: integer('polarity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.topic] }),
    // The dashboard's topic figures (mentions and problem mentions per period) from the index alone.
    index('review_topics_workspace').on(t.workspaceId, t.createdAt, t.topic, t.polarity),
    index('review_topics_app').on(t.appId, t.createdAt, t.topic, t.polarity),
    // The inbox's topic filter: one topic's reviews in a workspace, read from the index alone.
    index('review_topics_filter').on(t.workspaceId, t.topic, t.reviewId),
  ],
)

/**
 * Topics a person added to or removed from a review by hand. The topic pass applies them over
 * what it detects, so a hand edit survives the review being read again (an edit in the store).
 */
export const reviewTopicOverrides = sqliteTable(
  'review_topic_overrides',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** `added`: the review has the topic whatever is detected; `removed`: never. */
    mode: text('mode', { enum: ['added', 'removed'] }).notNull(),
    userId: text('user_id').references(() => users.id),
    at: integer('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.topic] })],
)

/** Internal notes on a review: for the team only, never sent to a store, webhooks or the API. */
export const reviewNotes = sqliteTable(
  'review_notes',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_notes_review').on(t.reviewId, t.createdAt)],
)

/**
 * Who in the workspace looks after a review (at most one person). Removing a member clears
 * their assignments (workspaces/members.ts), so every row names a current member.
 */
export const reviewAssignments = sqliteTable(
  'review_assignments',
  {
    reviewId: text('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    assignedByUserId: text('assigned_by_user_id').references(() => users.id),
    assignedAt: integer('assigned_at').notNull(),
  },
  // "Assigned to me": one person's reviews in a workspace, from the index alone.
  (t) => [index('review_assignments_user').on(t.workspaceId, t.userId, t.reviewId)],
)

/**
 * Reply templates: a workspace's own wordings with variables ({reviewer}, {app}, …), per
 * language. People insert them in the editor; the built-in drafter starts from one that matches
 * a review (its language, its rating range, and one of its topics when it names any).
 */
export const replyTemplates = sqliteTable(
  'reply_templates',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A base language code (`en`, `de`, `pt`), matched against the review's language. */
    language: text('language').notNull(),
    body: text('body').notNull(),
    minRating: integer('min_rating').notNull().default(1),
    maxRating: integer('max_rating').notNull().default(5),
    /** Drafter topics, JSON array; empty: any review in the rating range. */
    topics: text('topics').notNull().default('[]'),
    updatedByUserId: text('updated_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reply_templates_workspace').on(t.workspaceId, t.language, t.name)],
)

/**
 * Answers: replies the team has written down for common questions ("How do I export a PDF?"),
 * per language, for one app or (app_id null) every app of the workspace. The drafter uses one
 * whose keywords or example questions match a question in a review (answers/for-drafting.ts).
 */
export const answers = sqliteTable(
  'answers',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Null: every app of the workspace. An app's Answers go with it. */
    appId: text('app_id').references(() => apps.id, { onDelete: 'cascade' }),
    /** A language tag as answers/language.ts writes it: `pt`, or with a region `pt-BR`, `zh-Hant`. */
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** JSON arrays of strings, trimmed and without duplicates. */
    keywords: text('keywords').notNull().default('[]'),
    examples: text('examples').notNull().default('[]'),
    body: text('body').notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.id),
    updatedByUserId: text('updated_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The drafter's read (one app's and the workspace-wide Answers in one language) and the list.
  (t) => [index('answers_workspace_app_language').on(t.workspaceId, t.appId, t.language)],
)

// ── Google Play report history (issue 27 part 4) ─────────────────────────────────────────────

/**
 * Star ratings without text, from Google Play's monthly review reports (the API never returns
 * them). They are not reviews: never in the inbox, drafting or "Needs reply"; they count only in
 * an app's rating figures (dashboard, the API's `ratings`). One row per store review id; a rating
 * that later gets text becomes a review and leaves this table (reviews/history/apply.ts).
 */
export const storeRatings = sqliteTable(
  'store_ratings',
  {
    listingId: text('listing_id')
      .notNull()
      .references(() => storeListings.id, { onDelete: 'cascade' }),
    storeReviewId: text('store_review_id').notNull(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    language: text('language'),
    appVersion: text('app_version'),
    appVersionCode: integer('app_version_code'),
    device: text('device'),
    /** When the rating was given, and last changed (store times). */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    firstSeenAt: integer('first_seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.storeReviewId] }),
    // Per app and period: the dashboard's rating figures.
    index('store_ratings_app_created').on(t.appId, t.createdAt, t.rating),
    index('store_ratings_workspace_created').on(t.workspaceId, t.createdAt, t.rating),
  ],
)

/**
 * Every report import that kept something, newest last: a file someone gave, or a month's object
 * read from the Play Console's Cloud Storage bucket. For Cloud Storage the object's generation,
 * size and update time say whether a month's file grew since it was last read.
 */
export const historyImports = sqliteTable(
  'history_imports',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => storeListings.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['file', 'cloud_storage'] }).notNull(),
    /** The report's month, `YYYYMM` (from the object or file name), when known. */
    month: text('month'),
    /** The file name given, or the Cloud Storage object name. */
    name: text('name').notNull(),
    /** SHA-256 of the file's bytes. */
    sha256: text('sha256').notNull(),
    /** Cloud Storage only: the object's generation, size in bytes and update time. */
    generation: text('generation'),
    size: integer('size'),
    objectUpdatedAt: integer('object_updated_at'),
    rows: integer('rows').notNull(),
    reviewsAdded: integer('reviews_added').notNull(),
    ratingsAdded: integer('ratings_added').notNull(),
    changed: integer('changed').notNull(),
    unchanged: integer('unchanged').notNull(),
    /** Who imported it; null for the background Cloud Storage pass. No FK: kept after the account goes. */
    byUserId: text('by_user_id'),
    importedAt: integer('imported_at').notNull(),
  },
  (t) => [index('history_imports_listing_month').on(t.listingId, t.month, t.importedAt)],
)

// ── Issue trackers (issue 30 item 1) ─────────────────────────────────────────────────────────

/**
 * A workspace's connection to GitHub Issues, Linear or Jira Cloud: one per kind. The token lives
 * in `credentials` (kind `tracker_token`), bound to the origin of `base_url` in its metadata, so
 * changing the address can never send it elsewhere. Polling state lives here too.
 */
export const trackerConnections = sqliteTable(
  'tracker_connections',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['github', 'linear', 'jira'] }).notNull(),
    credentialId: text('credential_id').references(() => credentials.id, { onDelete: 'set null' }),
    /** GitHub login, Linear workspace name or Jira site host: what the connection acts as. */
    account: text('account').notNull(),
    baseUrl: text('base_url').notNull(),
    /** Jira: the Atlassian account's e-mail (Basic auth); not a secret. */
    email: text('email'),
    defaultProjectId: text('default_project_id'),
    defaultProjectName: text('default_project_name'),
    healthOk: integer('health_ok', { mode: 'boolean' }).notNull().default(true),
    healthMessage: text('health_message').notNull().default(''),
    healthCheckedAt: integer('health_checked_at').notNull(),
    /** No FK: the connection stays when that member leaves. */
    connectedByUserId: text('connected_by_user_id'),
    connectedAt: integer('connected_at').notNull(),
    /** The next poll of its issues: at most every 15 minutes, later after a 429 or 5xx. */
    nextPollAt: integer('next_poll_at').notNull().default(0),
    pollFailures: integer('poll_failures').notNull().default(0),
  },
  (t) => [uniqueIndex('tracker_connections_workspace_kind').on(t.workspaceId, t.kind)],
)

/** An issue in a tracker that at least one review links to, with its last polled state. */
export const trackerIssues = sqliteTable(
  'tracker_issues',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['github', 'linear', 'jira'] }).notNull(),
    /** "o/r#12", "ENG-12", "APP-7". */
    key: text('key').notNull(),
    /** The tracker's own id (GitHub node number, Linear UUID, Jira numeric id). */
    externalId: text('external_id').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    state: text('state', { enum: ['open', 'closed'] }).notNull(),
    /** The tracker's own word ("Done", "closed"). */
    stateLabel: text('state_label').notNull(),
    /** The milestone / fix version / cycle, or what a person typed (`fixed_in_by_hand`). */
    fixedIn: text('fixed_in'),
    fixedInByHand: integer('fixed_in_by_hand', { mode: 'boolean' }).notNull().default(false),
    closedAt: integer('closed_at'),
    checkedAt: integer('checked_at'),
    /** For polite polling: the last ETag (GitHub) and the tracker's updated-at. */
    etag: text('etag'),
    remoteUpdatedAt: text('remote_updated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tracker_issues_workspace_key').on(t.workspaceId, t.kind, t.key),
    index('tracker_issues_workspace_state').on(t.workspaceId, t.state),
  ],
)

/**
 * Review ↔ issue. Keyed on the review's own id, which re-imports keep (reviews are upserted on
 * their listing and store id), so links survive syncs and report imports. `linked_by_user_id`
 * has no FK: a removed member's links stay.
 */
export const trackerLinks = sqliteTable(
  'tracker_links',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    issueId: text('issue_id')
      .notNull()
      .references(() => trackerIssues.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    linkedByUserId: text('linked_by_user_id'),
    linkedAt: integer('linked_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.issueId] }),
    index('tracker_links_issue').on(t.issueId),
    index('tracker_links_workspace').on(t.workspaceId, t.reviewId),
  ],
)
