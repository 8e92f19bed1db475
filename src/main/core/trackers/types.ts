import type { TrackerKind, TrackerProjectDto } from '../../../shared/dto/trackers'
import type { TrackerHttp } from './http'

/** An issue as a tracker reports it, normalised. */
export interface RemoteIssue {
  key: string
  externalId: string
  url: string
  title: string
  state: 'open' | 'closed'
  stateLabel: string
  /** Milestone (GitHub), fix version (Jira), project milestone or cycle (Linear). */
  fixedIn: string | null
  closedAt: number | null
  /** The tracker's updated-at, as it sent it. */
  updatedAt: string | null
  etag: string | null
}

/** Why a call failed, in plain words that never carry the token. */
export interface TrackerFailure {
  ok: false
  code: 'auth' | 'forbidden' | 'not_found' | 'rate_limited' | 'network' | 'server' | 'invalid'
  message: string
  /** rate_limited: how long the service asked us to wait. */
  retryAfterMs?: number
}

export type TrackerResult<T> = { ok: true; value: T } | TrackerFailure

/** What a client needs to call one tracker for one workspace. */
export interface TrackerCall {
  http: TrackerHttp
  baseUrl: string
  token: string
  /** Jira: the e-mail of Basic auth. */
  email: string | null
}

/** One shape for the three services (github/, linear/, jira/ each export one). */
export interface TrackerClient {
  kind: TrackerKind
  /** Who the token acts as, and whether it can read and write issues. */
  test(call: TrackerCall): Promise<TrackerResult<{ account: string; message: string }>>
  projects(call: TrackerCall): Promise<TrackerResult<TrackerProjectDto[]>>
  createIssue(
    call: TrackerCall,
    input: { projectId: string; title: string; body: string },
  ): Promise<TrackerResult<RemoteIssue>>
  /** `etag`: the last one seen; a `not_modified` answer costs the rate limit nothing (GitHub). */
  getIssue(
    call: TrackerCall,
    key: string,
    etag?: string | null,
  ): Promise<TrackerResult<RemoteIssue | 'not_modified'>>
  /**
   * Which of `issues` were updated since `since` (epoch ms), in one call where the API can
   * filter (Linear, Jira); null when it has no such query (GitHub polls each with its ETag).
   */
  changedSince:
    | ((
        call: TrackerCall,
        issues: { key: string; externalId: string }[],
        since: number,
      ) => Promise<TrackerResult<RemoteIssue[]>>)
    | null
}
