import type { Db } from '../db/open'
import { compiledOnce, statement } from '../db/statements'
import type { EndpointRow } from './endpoint-view'

/**
 * The statements on the delivery hot path (claim, send, record, fan out), through the shared
 * statement cache. Building each query through the ORM on every attempt cost more CPU than the
 * HTTP exchange itself; everything off the hot path keeps using drizzle.
 */
export interface RawEndpoint {
  id: string
  workspace_id: string
  kind: EndpointRow['kind']
  url: string
  url_credential_id: string | null
  description: string | null
  events: string
  secret_credential_id: string | null
  previous_secret_credential_id: string | null
  previous_secret_expires_at: number | null
  enabled: number
  disabled_reason: string | null
  failing_since: number | null
  created_at: number
  updated_at: number
  filters: string
}

export function toEndpointRow(r: RawEndpoint): EndpointRow {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    kind: r.kind,
    url: r.url,
    urlCredentialId: r.url_credential_id,
    description: r.description,
    events: r.events,
    secretCredentialId: r.secret_credential_id,
    previousSecretCredentialId: r.previous_secret_credential_id,
    previousSecretExpiresAt: r.previous_secret_expires_at,
    enabled: r.enabled === 1,
    disabledReason: r.disabled_reason,
    failingSince: r.failing_since,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    filters: r.filters,
  }
}

export interface DueRow {
  id: string
  event_id: string
  event_type: string
  attempts: number
}

export interface DeliveryPatch {
  id: string
  claimId: string
  status: 'pending' | 'succeeded' | 'failed'
  attempts: number
  nextAttemptAt: number | null
  lastAttemptAt: number
  lastStatusCode: number | null
  lastError: string | null
  updatedAt: number
}

/** This connection's delivery statements, built once per connection. */
export function statements(db: Db): DeliveryStatements {
  return compiledOnce(db, build)
}

type DeliveryStatements = ReturnType<typeof build>

function build(db: Db) {
  return {
    enabledEndpoints: statement<[], { id: string; workspace_id: string }>(
      db,
      'select id, workspace_id from webhook_endpoints where enabled = 1 order by id',
    ),
    dueForEndpoint: statement<[string, number, number], DueRow>(
      db,
      `select id, event_id, event_type, attempts from webhook_deliveries
       where endpoint_id = ? and status = 'pending' and next_attempt_at <= ?
       order by next_attempt_at limit ?`,
    ),
    claim: statement<[string, number, number, string]>(
      db,
      `update webhook_deliveries set status = 'in_flight', claim_id = ?, last_attempt_at = ?, updated_at = ?
       where id = ? and status = 'pending'`,
    ),
    endpoint: statement<[string], RawEndpoint>(db, 'select * from webhook_endpoints where id = ?'),
    endpointHealth: statement<[string], { enabled: number; failing_since: number | null }>(
      db,
      'select enabled, failing_since from webhook_endpoints where id = ?',
    ),
    eventPayload: statement<[string], { id: string; payload: string }>(
      db,
      'select id, payload from outbox_events where id = ?',
    ),
    settle: statement<DeliveryPatch>(
      db,
      `update webhook_deliveries set status = @status, attempts = @attempts, next_attempt_at = @nextAttemptAt,
         last_attempt_at = @lastAttemptAt, last_status_code = @lastStatusCode, last_error = @lastError,
         claim_id = null, updated_at = @updatedAt
       where id = @id and claim_id = @claimId`,
    ),
    deliveryExists: statement<[string], { id: string }>(
      db,
      'select id from webhook_deliveries where id = ?',
    ),
    insertAttempt: statement<
      [string, string, number, number | null, number | null, string | null, string | null]
    >(
      db,
      `insert into webhook_attempts (id, delivery_id, at, status_code, latency_ms, response_snippet, error)
       values (?, ?, ?, ?, ?, ?, ?)`,
    ),
    clearFailing: statement<[string]>(
      db,
      'update webhook_endpoints set failing_since = null where id = ? and failing_since is not null',
    ),
    nextPending: statement<[], { at: number | null }>(
      db,
      "select next_attempt_at as at from webhook_deliveries where status = 'pending' order by next_attempt_at limit 1",
    ),
    oldestInFlight: statement<[], { at: number | null }>(
      db,
      "select min(last_attempt_at) as at from webhook_deliveries where status = 'in_flight'",
    ),
    unfanned: statement<
      [number],
      { id: string; workspace_id: string; type: string; created_at: number }
    >(
      db,
      'select id, workspace_id, type, created_at from outbox_events where fanned_out_at is null order by created_at, id limit ?',
    ),
    insertDelivery: statement<
      [string, string, string, string, string, string, number | null, number, number]
    >(
      db,
      `insert into webhook_deliveries (id, workspace_id, event_id, endpoint_id, event_type, status, next_attempt_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
    ),
    /** Marks a batch at once; the ids come as a JSON array. */
    markFanned: statement<[number, string]>(
      db,
      'update outbox_events set fanned_out_at = ? where id in (select value from json_each(?))',
    ),
  }
}

/** Whether a workspace has an enabled endpoint: asked on every event the outbox records. */
export const HAS_RECEIVERS =
  'SELECT 1 AS one FROM webhook_endpoints WHERE workspace_id = ? AND enabled = 1 LIMIT 1'

/** The workspace of a settled delivery, for the "webhooks changed" notice. */
export const DELIVERY_WORKSPACE =
  'SELECT workspace_id AS workspaceId FROM webhook_deliveries WHERE id = ?'
