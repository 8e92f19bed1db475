/**
 * Issue trackers (GitHub Issues, Linear, Jira Cloud) as the renderer, CLI and MCP see them.
 * Tokens are write-only: no DTO here ever carries one.
 */

export const TRACKER_KINDS = ['github', 'linear', 'jira'] as const
export type TrackerKind = (typeof TRACKER_KINDS)[number]

export const TRACKER_LABELS: Record<TrackerKind, 'GitHub' | 'Linear' | 'Jira'> = {
  github: 'GitHub',
  linear: 'Linear',
  jira: 'Jira',
}

/** A repository ("owner/name"), a Linear team or a Jira project. */
export interface TrackerProjectDto {
  id: string
  name: string
}

interface TrackerHealthDto {
  ok: boolean
  checkedAt: number
  /** Plain words: "Connected as octocat" or what is wrong and what to do. */
  message: string
}

/** One connected tracker of the workspace (only connected kinds are listed). */
export interface TrackerConnectionDto {
  kind: TrackerKind
  label: 'GitHub' | 'Linear' | 'Jira'
  /** GitHub login, Linear workspace name or Jira site host. */
  account: string
  baseUrl: string
  /** Picked once when creating an issue, remembered. */
  defaultProject: TrackerProjectDto | null
  health: TrackerHealthDto
  /** null when that member's account is gone. */
  connectedBy: string | null
  connectedAt: number
}

/** What "Test connection" (and connecting) found, in plain words. */
export interface TrackerTestResultDto {
  ok: boolean
  message: string
}

export type TrackerIssueState = 'open' | 'closed'

export interface TrackerIssueDto {
  /** `tri_…` */
  id: string
  kind: TrackerKind
  /** "o/r#12", "ENG-12", "APP-7" */
  key: string
  title: string
  url: string
  state: TrackerIssueState
  /** The tracker's own word for the state ("Done", "closed"). */
  stateLabel: string
  /** From the milestone / fix version / cycle, or typed by a person; the `{fixed_in}` value. */
  fixedIn: string | null
  closedAt: number | null
  checkedAt: number | null
  /** Who linked it to the review(s) asked about (the most recent link); null when gone. */
  linkedBy: string | null
  linkedAt: number
  /** How many reviews of the workspace link to it. */
  reviewCount: number
}

/** A review's most recent linked issue, on review rows and the review DTO. */
export interface ReviewTrackerIssueDto {
  key: string
  state: TrackerIssueState
  url: string
}

export interface TrackerIssuePreviewDto {
  title: string
  body: string
}

export interface TrackerRefreshResultDto {
  checked: number
  changed: number
}
