import { SyncScheduler } from '../../../../src/main/core/sync/scheduler'
import { drainDraftQueue } from '../../../../src/main/core/replies/draft-queue/drain'
import { configureTrackers } from '../../../../src/main/core/trackers/runtime'
import type { Logger } from '../../../../src/main/core/log/logger'
import {
  startGooglePlaySimulator,
  type GooglePlaySimulator,
} from '../../../../src/main/simulators/google-play'
import {
  startGitHubSimulator,
  startJiraSimulator,
  startLinearSimulator,
  type GitHubSimulator,
  type JiraSimulator,
  type LinearSimulator,
} from '../../../../src/main/simulators/trackers'
import { createTestCore, type TestCore } from '../../../support/core'

export const PKG = 'com.example.notes'
export const GH_TOKEN = 'github_pat_11ABCDEFG0123456789_secretvalue'
export const LINEAR_KEY = 'lin_api_0123456789abcdefSECRET'
export const JIRA_TOKEN = 'ATATT3xFfGF0-jira-secret-token'
const HOUR = 3_600_000

export interface World {
  t: TestCore
  gp: GooglePlaySimulator
  github: GitHubSimulator
  linear: LinearSimulator
  jira: JiraSimulator
  /** Every log line, serialized. */
  logs: string[]
  /** Waits the tracker clients asked for (none really happen). */
  slept: number[]
  reviewIds: string[]
  sync(): Promise<void>
  close(): Promise<void>
}

/** A workspace with a Google Play app, three synced reviews and the three tracker simulators. */
export async function setupWorld(): Promise<World> {
  const logs: string[] = []
  const line = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    void logs.push(JSON.stringify({ level, message, fields }))
  const log: Logger = { info: line('info'), warn: line('warn'), error: line('error') }
  // Other members turn the outbound guard on; the simulators live on loopback.
  const t = await createTestCore({ runtime: { allowOutbound: ['127.0.0.1'] } as never, log })
  const slept: number[] = []
  configureTrackers(t.core, {
    sleep: async (ms) => {
      slept.push(ms)
      t.clock.advance(ms)
    },
  })
  const gp = await startGooglePlaySimulator({ clock: t.clock })
  const github = await startGitHubSimulator({ clock: t.clock })
  const linear = await startLinearSimulator({ clock: t.clock })
  const jira = await startJiraSimulator({ clock: t.clock })
  t.core.endpoints = { ...t.core.endpoints, googlePlayApiUrl: gp.url, googleTokenUrl: gp.tokenUrl }
  const workspaceId = t.workspaceId
  await t.run('apps.add', { workspaceId, name: 'Notes', googlePlayPackage: PKG })
  await t.run('googlePlay.connect', {
    workspaceId,
    serviceAccountJson: JSON.stringify(gp.serviceAccount),
  })
  const now = t.clock.now()
  gp.seed(PKG, [
    {
      authorName: 'Megan Smith',
      text: 'The app crashes every time I open a note since the update.',
      starRating: 1,
      reviewerLanguage: 'en_US',
      appVersionName: '4.2',
      device: 'Pixel 8',
      lastModified: now - 3 * HOUR,
    },
    {
      authorName: 'Jonas',
      text: 'Die App stürzt beim Öffnen einer Notiz ständig ab. So ist sie unbrauchbar.',
      starRating: 2,
      reviewerLanguage: 'de_DE',
      lastModified: now - 2 * HOUR,
    },
    {
      authorName: 'Ana',
      text: 'Funciona bien, pero a veces tarda en sincronizar.',
      starRating: 4,
      reviewerLanguage: 'es_ES',
      lastModified: now - HOUR,
    },
  ])
  const polling = new SyncScheduler(t.core, undefined, () => 0.5)
  const sync = async () => {
    await polling.tick()
    await drainDraftQueue(t.core)
  }
  await sync()
  const page = await t.run('reviews.list', { workspaceId, sort: 'oldest' })
  const reviewIds = page.items.map((i) => i.id)
  github.addRepo('acme/notes')
  github.addRepo('acme/website')
  github.addToken(GH_TOKEN, { login: 'octocat', issues: 'write' })
  linear.addTeam('ENG', 'Engineering')
  linear.addKey(LINEAR_KEY)
  jira.addProject('APP', 'Mobile app')
  jira.addAccount('dev@acme.test', JIRA_TOKEN)
  return {
    t,
    gp,
    github,
    linear,
    jira,
    logs,
    slept,
    reviewIds,
    sync,
    async close() {
      t.core.close()
      await Promise.all([gp.close(), github.close(), linear.close(), jira.close()])
    },
  }
}

export async function connectAll(w: World): Promise<void> {
  const workspaceId = w.t.workspaceId
  for (const input of [
    { kind: 'github', token: GH_TOKEN, baseUrl: w.github.url },
    { kind: 'linear', token: LINEAR_KEY, baseUrl: w.linear.url },
    { kind: 'jira', token: JIRA_TOKEN, email: 'dev@acme.test', baseUrl: w.jira.url },
  ] as const) {
    const result = await w.t.run('trackers.connect', { workspaceId, ...input })
    if (!result.ok) throw new Error(result.message)
  }
}
