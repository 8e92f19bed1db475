import { randomBytes } from 'node:crypto'
import { run } from '../core/commands/dispatch'
import type { Core } from '../core/core'
import { startGitHubSimulator } from '../simulators/trackers'

const DEMO_REPO = 'demo-apps/notes-pro'

/**
 * The demo's issue tracker: a GitHub simulator with the app's repository, connected in the demo
 * workspace (a fresh token each run) with the repository as the remembered project, so "Create
 * issue" and the Fixed view work without an account anywhere. Returns how to stop it.
 */
export async function startDemoTracker(
  core: Core,
  workspaceId: string,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  const github = await startGitHubSimulator()
  github.addRepo(DEMO_REPO)
  const token = `github_pat_demo_${randomBytes(12).toString('hex')}`
  github.addToken(token, { login: 'notes-pro-bot', issues: 'write' })
  const owner = { userId: core.ownerUserId }
  const connected = await run(core, owner, 'trackers.connect', {
    workspaceId,
    kind: 'github',
    token,
    baseUrl: github.url,
  })
  if (connected.ok)
    await run(core, owner, 'trackers.setDefaultProject', {
      workspaceId,
      kind: 'github',
      projectId: DEMO_REPO,
    })
  log(
    connected.ok
      ? `Demo: GitHub Issues simulated at ${github.url} (${DEMO_REPO}).`
      : `Demo: the simulated GitHub could not be connected: ${connected.message}`,
  )
  return () => github.close()
}
