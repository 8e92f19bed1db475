import { afterEach, describe, expect, it } from 'vitest'
import { composeDraft } from '../../../../src/main/core/drafting'
import { startFakeModel, type FakeModel } from '../../../support/model-simulator'
import { createTestCore, type TestCore } from '../../../support/core'

const KEY = 'sk-live-51HxQzTOPSECRETvalue0123456789'

let t: TestCore
const fakes: FakeModel[] = []
afterEach(async () => {
  t?.core.close()
  await Promise.all(fakes.splice(0).map((f) => f.close()))
})

async function twoModels() {
  t = await createTestCore()
  const real = await startFakeModel({ apiKey: KEY })
  const thief = await startFakeModel()
  fakes.push(real, thief)
  await t.run('model.set', { workspaceId: t.workspaceId, baseUrl: real.url, model: 'm', apiKey: KEY })
  return { real, thief }
}

const sentKey = (fake: FakeModel) => fake.calls.some((c) => c.authorization?.includes(KEY))

describe('the model API key is bound to the origin it was entered for', () => {
  it('refuses to move the stored key to another origin, in plain words, and sends nothing there', async () => {
    const { real, thief } = await twoModels()
    const moved = await t.dispatch('model.set', { workspaceId: t.workspaceId, baseUrl: thief.url, model: 'm' })
    expect(moved).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'apiKey' } })
    if (moved.ok) throw new Error('unreachable')
    expect(moved.error.message).toContain(`entered for ${new URL(real.url).origin}`)
    expect(moved.error.message).toMatch(/enter its API key again/)
    // Nothing was lost: the settings still point at the original model, with its key.
    expect(await t.run('model.get', { workspaceId: t.workspaceId })).toMatchObject({ baseUrl: real.url, hasKey: true, keyOrigin: new URL(real.url).origin })
    await t.run('model.test', { workspaceId: t.workspaceId })
    expect(thief.calls).toHaveLength(0)
    expect(sentKey(real)).toBe(true)
  })

  it('a port on the same host is another origin too', async () => {
    const { real } = await twoModels()
    const url = new URL(real.url)
    const otherPort = `${url.protocol}//${url.hostname}:${Number(url.port) === 65535 ? 1 : Number(url.port) + 1}/v1`
    const moved = await t.dispatch('model.set', { workspaceId: t.workspaceId, baseUrl: otherPort, model: 'm' })
    expect(moved).toMatchObject({ ok: false, error: { field: 'apiKey' } })
  })

  it('moves to a new origin when the key is entered again or forgotten', async () => {
    const { thief } = await twoModels()
    const forgotten = await t.run('model.set', { workspaceId: t.workspaceId, baseUrl: thief.url, model: 'm', apiKey: '' })
    expect(forgotten).toMatchObject({ hasKey: false, keyOrigin: null })
    const fresh = await t.run('model.set', { workspaceId: t.workspaceId, baseUrl: thief.url, model: 'm', apiKey: 'sk-other' })
    expect(fresh).toMatchObject({ hasKey: true, keyOrigin: new URL(thief.url).origin })
  })

  it('never sends a key whose origin does not match, even when the settings were changed behind its back', async () => {
    const { thief } = await twoModels()
    // The settings row is edited directly (an old build, or a restored backup): the key stays home.
    t.core.db.$client
      .prepare("UPDATE workspaces SET settings = json_set(settings, '$.model.baseUrl', ?) WHERE id = ?")
      .run(thief.url, t.workspaceId)
    const test = await t.run('model.test', { workspaceId: t.workspaceId })
    expect(test.ok).toBe(false)
    expect(test.message).toMatch(/API key was entered for http:\/\/127\.0\.0\.1:\d+/)
    const app = await t.run('apps.add', { workspaceId: t.workspaceId, name: 'Notes', googlePlayPackage: 'com.example.notes' })
    const draft = await composeDraft(t.core, {
      workspaceId: t.workspaceId,
      appId: app.id,
      review: { id: 'r1', rating: 2, body: 'It crashes when I add a photo.', language: 'en', author: 'Sam' },
      store: 'google_play',
      limit: 350,
    })
    expect(draft.drafter).toBe('builtin')
    expect(thief.calls).toHaveLength(0)
  })

  it('treats a key saved before origins were recorded as entered for https on its host only', async () => {
    const { thief } = await twoModels()
    t.core.db.$client
      .prepare("UPDATE credentials SET metadata = json_object('baseUrlHost', '127.0.0.1') WHERE kind = 'model_api_key'")
      .run()
    const moved = await t.dispatch('model.set', { workspaceId: t.workspaceId, baseUrl: thief.url, model: 'm' })
    expect(moved).toMatchObject({ ok: false, error: { field: 'apiKey' } })
    expect(sentKey(thief)).toBe(false)
  })
})
