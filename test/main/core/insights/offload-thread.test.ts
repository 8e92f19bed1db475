/**
 * Reply Effect and reply speed read a whole period of reviews: in the desktop app and `serve`
 * the work thread computes them, so a year at a million reviews never stalls the loop that
 * answers people. The answers are the same as computed here; a bad period is refused here.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { startBackground } from '../../../../src/main/core/background'
import { dispatch, run } from '../../../../src/main/core/commands/dispatch'
import { createCore, type Core } from '../../../../src/main/core/core'
import { computeInsight, type InsightQuery } from '../../../../src/main/core/insights/offload'
import { tempDir, testKeyProvider } from '../../../support/core'

let core: Core | undefined
let background: { stop(): Promise<void> } | undefined
afterEach(async () => {
  await background?.stop()
  core?.close()
})

describe('insight figures on the work thread', () => {
  it('are computed there, with the same answers as on one thread', async () => {
    core = createCore({
      dataDir: tempDir('rr-insight-thread-'),
      keyProvider: testKeyProvider(),
      endpoints: { appStoreApiUrl: 'http://127.0.0.1:9', googlePlayApiUrl: 'http://127.0.0.1:9' },
    })
    const owner = { userId: core.ownerUserId }
    const [ws] = await run(core, owner, 'workspaces.list', {})
    const workspaceId = ws!.id
    const app = await run(core, owner, 'apps.add', {
      workspaceId,
      name: 'Notes',
      googlePlayPackage: 'com.example.notes',
    })
    background = startBackground(core, (w) => w.name === 'store polling')
    const reader = core.state.insightReader
    expect(reader).not.toBeNull()
    const asked: InsightQuery['kind'][] = []
    core.state.insightReader = (query) => {
      asked.push(query.kind)
      return reader!(query)
    }

    const until = core.clock.now()
    const since = until - 30 * 24 * 60 * 60_000
    const input = { workspaceId, appId: app.id, since, until }
    const scope = { workspaceId, appId: app.id, store: undefined, since, until }
    const effect = await run(core, owner, 'insights.replyEffect.get', input)
    const speed = await run(core, owner, 'insights.replySpeed.get', input)
    const csv = await run(core, owner, 'insights.replyEffect.export', input)
    expect(asked).toEqual(['replyEffect', 'replySpeed', 'replyEffectExport'])
    expect(effect).toEqual(computeInsight(core, { kind: 'replyEffect', scope }))
    expect(speed).toEqual(computeInsight(core, { kind: 'replySpeed', scope }))
    expect(csv).toEqual(computeInsight(core, { kind: 'replyEffectExport', scope }))

    // The period is checked before anything crosses over.
    expect(
      await dispatch(core, owner, 'insights.replyEffect.get', { ...input, since: until + 1 }),
    ).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    expect(asked).toHaveLength(3)
  }, 60_000)
})
