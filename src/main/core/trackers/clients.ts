import type { TrackerKind } from '../../../shared/dto/trackers'
import { GITHUB_API, githubClient } from './github/client'
import { jiraClient } from './jira/client'
import { LINEAR_API, linearClient } from './linear/client'
import type { TrackerClient } from './types'

export const CLIENTS: Record<TrackerKind, TrackerClient> = {
  github: githubClient,
  linear: linearClient,
  jira: jiraClient,
}

/** Jira has no default: its address is the team's own site. */
export const DEFAULT_BASE_URL: Record<TrackerKind, string | null> = {
  github: GITHUB_API,
  linear: LINEAR_API,
  jira: null,
}
