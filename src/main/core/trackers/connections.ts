import { and, eq } from 'drizzle-orm'
import {
  TRACKER_LABELS,
  type TrackerConnectionDto,
  type TrackerKind,
  type TrackerProjectDto,
  type TrackerTestResultDto,
} from '../../../shared/dto/trackers'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { trackerConnections, users } from '../db/schema'
import { immediate } from '../db/transaction'
import { CoreError, invalid } from '../errors'
import { screenOutboundHost } from '../http/outbound'
import { withCall } from './call'
import { CLIENTS, DEFAULT_BASE_URL } from './clients'
import { siteUrl } from './jira/parse'
import { forgetTrackerToken, readTrackerToken, storeTrackerToken } from './token'
import type { TrackerCall, TrackerFailure } from './types'

export type ConnectionRow = typeof trackerConnections.$inferSelect

export function connectionOf(
  ctx: CoreContext,
  workspaceId: string,
  kind: TrackerKind,
): ConnectionRow | null {
  return (
    ctx.db
      .select()
      .from(trackerConnections)
      .where(
        and(eq(trackerConnections.workspaceId, workspaceId), eq(trackerConnections.kind, kind)),
      )
      .get() ?? null
  )
}

export function requireConnection(
  ctx: CoreContext,
  workspaceId: string,
  kind: TrackerKind,
): ConnectionRow {
  const row = connectionOf(ctx, workspaceId, kind)
  if (!row)
    throw new CoreError(
      'CONFLICT',
      `Connect ${TRACKER_LABELS[kind]} first (Integrations → Issue trackers).`,
    )
  return row
}

/** The connection's target with its token, for the core's own calls only. */
export function targetOf(ctx: CoreContext, row: ConnectionRow): Omit<TrackerCall, 'http'> {
  const token = readTrackerToken(ctx, row.workspaceId, row.credentialId, row.baseUrl)
  if (!token)
    throw new CoreError(
      'CONFLICT',
      `The ${TRACKER_LABELS[row.kind]} token is missing or was entered for another address: connect ${TRACKER_LABELS[row.kind]} again.`,
    )
  return { baseUrl: row.baseUrl, token, email: row.email }
}

/** A failed call as a command error: plain words, never the token. */
export function failed(failure: TrackerFailure): CoreError {
  const code =
    failure.code === 'not_found'
      ? 'NOT_FOUND'
      : failure.code === 'network' || failure.code === 'server' || failure.code === 'rate_limited'
        ? 'UNAVAILABLE'
        : failure.code === 'auth' || failure.code === 'forbidden'
          ? 'STORE_ERROR'
          : 'INVALID_INPUT'
  return new CoreError(code, failure.message)
}

function nameOf(ctx: CoreContext, userId: string | null): string | null {
  if (!userId) return null
  return (
    ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId)).get()?.name ?? null
  )
}

export function connectionDto(ctx: CoreContext, row: ConnectionRow): TrackerConnectionDto {
  return {
    kind: row.kind,
    label: TRACKER_LABELS[row.kind],
    account: row.account,
    baseUrl: row.baseUrl,
    defaultProject:
      row.defaultProjectId !== null
        ? { id: row.defaultProjectId, name: row.defaultProjectName ?? row.defaultProjectId }
        : null,
    health: { ok: row.healthOk, checkedAt: row.healthCheckedAt, message: row.healthMessage },
    connectedBy: nameOf(ctx, row.connectedByUserId),
    connectedAt: row.connectedAt,
  }
}

export function listConnections(ctx: CoreContext, actor: Actor): TrackerConnectionDto[] {
  return ctx.db
    .select()
    .from(trackerConnections)
    .where(eq(trackerConnections.workspaceId, actor.workspaceId))
    .all()
    .sort((a, b) => a.kind.localeCompare(b.kind))
    .map((row) => connectionDto(ctx, row))
}

/** The address a connection talks to: the service's, a Jira site, or GitHub Enterprise / a simulator. */
function baseUrlFor(
  kind: TrackerKind,
  input: { site?: string | undefined; baseUrl?: string | undefined },
): string {
  if (input.baseUrl) {
    let url: URL
    try {
      url = new URL(input.baseUrl)
    } catch {
      throw invalid(
        'The address must be a web address such as https://github.example.com/api/v3.',
        'baseUrl',
      )
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw invalid('The address must start with https://.', 'baseUrl')
    if (url.username || url.password || url.search || url.hash)
      throw invalid('The address cannot carry a user name, query or fragment.', 'baseUrl')
    const loopback = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i.test(url.hostname)
    if (url.protocol === 'http:' && !loopback)
      throw invalid(
        `Sending a token over plain http to ${url.hostname} would expose it on the network. Use https://.`,
        'baseUrl',
      )
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  }
  if (kind === 'jira') {
    const site = input.site ? siteUrl(input.site) : null
    if (!site) throw invalid('Type your Jira site, such as acme or acme.atlassian.net.', 'site')
    return site
  }
  return DEFAULT_BASE_URL[kind]!
}

/** Tests the token first; saves it only when the test passes. */
export async function connectTracker(
  ctx: CoreContext,
  actor: Actor,
  input: {
    kind: TrackerKind
    token: string
    email?: string | undefined
    site?: string | undefined
    baseUrl?: string | undefined
  },
): Promise<TrackerTestResultDto> {
  if (actor.via) throw new CoreError('FORBIDDEN', 'Only a person can connect an issue tracker.')
  const token = input.token.trim()
  if (/\s/.test(token)) throw invalid('The token cannot contain spaces or line breaks.', 'token')
  const email = input.kind === 'jira' ? (input.email?.trim() ?? '') : null
  if (input.kind === 'jira' && !/^[^\s@]+@[^\s@]+$/.test(email ?? ''))
    throw invalid('Type the e-mail of the Atlassian account the API token belongs to.', 'email')
  const baseUrl = baseUrlFor(input.kind, input)
  await screenOutboundHost(ctx, new URL(baseUrl).hostname, input.baseUrl ? 'baseUrl' : 'site')
  const client = CLIENTS[input.kind]
  const result = await withCall(ctx, { baseUrl, token, email }, (call) => client.test(call))
  if (!result.ok) {
    ctx.log.info('tracker connection refused', {
      workspaceId: actor.workspaceId,
      kind: input.kind,
      reason: result.code,
    })
    return { ok: false, message: result.message }
  }
  const now = ctx.clock.now()
  immediate(ctx.db, () => {
    const previous = connectionOf(ctx, actor.workspaceId, input.kind)
    const credentialId = storeTrackerToken(ctx, actor.workspaceId, token, baseUrl)
    const values = {
      credentialId,
      account: result.value.account,
      baseUrl,
      email,
      healthOk: true,
      healthMessage: result.value.message,
      healthCheckedAt: now,
      connectedByUserId: actor.userId,
      connectedAt: now,
      nextPollAt: 0,
      pollFailures: 0,
    }
    if (previous) {
      // Same address: the remembered project still means something; another address: it may not.
      const keep = previous.baseUrl === baseUrl
      ctx.db
        .update(trackerConnections)
        .set({ ...values, ...(keep ? {} : { defaultProjectId: null, defaultProjectName: null }) })
        .where(eq(trackerConnections.id, previous.id))
        .run()
      forgetTrackerToken(ctx, actor.workspaceId, previous.credentialId)
    } else {
      ctx.db
        .insert(trackerConnections)
        .values({
          id: ctx.ids.next('trc'),
          workspaceId: actor.workspaceId,
          kind: input.kind,
          ...values,
        })
        .run()
    }
  })
  ctx.log.info('tracker connected', {
    workspaceId: actor.workspaceId,
    kind: input.kind,
    account: result.value.account,
  })
  ctx.signals.emit('changed', actor.workspaceId, 'trackers')
  return { ok: true, message: result.value.message }
}

export async function testTracker(
  ctx: CoreContext,
  actor: Actor,
  kind: TrackerKind,
): Promise<TrackerTestResultDto> {
  const row = requireConnection(ctx, actor.workspaceId, kind)
  const result = await withCall(ctx, targetOf(ctx, row), (call) => CLIENTS[kind].test(call))
  const message = result.ok ? result.value.message : result.message
  ctx.db
    .update(trackerConnections)
    .set({ healthOk: result.ok, healthMessage: message, healthCheckedAt: ctx.clock.now() })
    .where(eq(trackerConnections.id, row.id))
    .run()
  ctx.signals.emit('changed', actor.workspaceId, 'trackers')
  return { ok: result.ok, message }
}

/** Forgets the token and the connection; issues and links stay, without live state. */
export function disconnectTracker(ctx: CoreContext, actor: Actor, kind: TrackerKind): { ok: true } {
  if (actor.via) throw new CoreError('FORBIDDEN', 'Only a person can disconnect an issue tracker.')
  const row = requireConnection(ctx, actor.workspaceId, kind)
  immediate(ctx.db, () => {
    ctx.db.delete(trackerConnections).where(eq(trackerConnections.id, row.id)).run()
    forgetTrackerToken(ctx, actor.workspaceId, row.credentialId)
  })
  ctx.log.info('tracker disconnected', { workspaceId: actor.workspaceId, kind })
  ctx.signals.emit('changed', actor.workspaceId, 'trackers')
  return { ok: true }
}

export async function trackerProjects(
  ctx: CoreContext,
  actor: Actor,
  kind: TrackerKind,
): Promise<TrackerProjectDto[]> {
  const row = requireConnection(ctx, actor.workspaceId, kind)
  const result = await withCall(ctx, targetOf(ctx, row), (call) => CLIENTS[kind].projects(call))
  if (!result.ok) throw failed(result)
  return result.value
}

export async function setDefaultProject(
  ctx: CoreContext,
  actor: Actor,
  kind: TrackerKind,
  projectId: string,
): Promise<TrackerConnectionDto> {
  const list = await trackerProjects(ctx, actor, kind)
  const project = list.find((p) => p.id === projectId)
  if (!project)
    throw invalid(
      `${TRACKER_LABELS[kind]} has no project ${projectId} that this connection can see.`,
      'projectId',
    )
  const row = requireConnection(ctx, actor.workspaceId, kind)
  ctx.db
    .update(trackerConnections)
    .set({ defaultProjectId: project.id, defaultProjectName: project.name })
    .where(eq(trackerConnections.id, row.id))
    .run()
  ctx.signals.emit('changed', actor.workspaceId, 'trackers')
  return connectionDto(ctx, requireConnection(ctx, actor.workspaceId, kind))
}
