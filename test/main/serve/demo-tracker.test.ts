import { afterEach, describe, expect, it } from 'vitest'
import { startDemoTracker } from '../../../src/main/serve/demo-tracker'
import { createTestCore, type TestCore } from '../../support/core'

let t: TestCore
let stop: (() => Promise<void>) | null = null
afterEach(async () => {
  await stop?.()
  t?.core.close()
})

describe('the demo tracker', () => {
  it('connects a simulated GitHub with the app repository remembered', async () => {
    t = await createTestCore()
    const lines: string[] = []
    stop = await startDemoTracker(t.core, t.workspaceId, (l) => lines.push(l))
    const [github] = await t.run('trackers.list', { workspaceId: t.workspaceId })
    expect(github).toMatchObject({
      kind: 'github',
      account: 'notes-pro-bot',
      health: { ok: true },
      defaultProject: { id: 'demo-apps/notes-pro' },
    })
    expect(lines.join('\n')).toContain('Demo: GitHub Issues simulated at')
    const page = await t.run('trackers.projects', { workspaceId: t.workspaceId, kind: 'github' })
    expect(page.map((p) => p.id)).toEqual(['demo-apps/notes-pro'])
  })
})
