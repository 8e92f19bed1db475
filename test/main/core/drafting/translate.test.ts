import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore, type TestCore } from '../../../support/core'
import { startFakeModel, type FakeModel } from '../../../support/model-simulator'
import { seedApp } from '../inbox/seed'

let t: TestCore
let fake: FakeModel | null = null
afterEach(async () => {
  t?.core.close()
  await fake?.close()
  fake = null
})

const translations = () => fake!.calls.filter((c) => c.system.startsWith('You translate'))

async function setup(withModel: boolean) {
  t = await createTestCore()
  const { reviewIds } = await seedApp(t, 'Notes', [
    { rating: 1, title: 'Abstürze ohne Ende', body: 'Die App stürzt beim Synchronisieren ständig ab. So ist sie für mich unbrauchbar.', hoursAgo: 1, language: 'de-DE' },
    { rating: 5, body: 'Great app, I use it every day.', hoursAgo: 2, language: 'en-US' },
  ])
  if (withModel) {
    fake = await startFakeModel()
    await t.run('model.set', { workspaceId: t.workspaceId, baseUrl: fake.url, model: 'llama3.1', timeoutMs: 5000 })
  }
  return { german: reviewIds[0]!, english: reviewIds[1]! }
}

const translate = (reviewId: string) => t.run('reviews.translate', { workspaceId: t.workspaceId, reviewId })

describe('translations for the approver', () => {
  it('shows a review in another language, and its draft, in the team’s language', async () => {
    const { german } = await setup(true)
    await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId: german })
    const result = await translate(german)
    expect(result).toMatchObject({
      teamLanguage: 'en',
      reviewLanguage: 'de',
      needed: true,
      unavailable: null,
      review: { title: 'Endless crashes', body: 'The app keeps crashing while syncing. Like this it is useless to me.' },
    })
    // The draft is German; its back-translation is English sentences, not the German ones.
    const detail = await t.run('reviews.get', { workspaceId: t.workspaceId, reviewId: german })
    expect(detail.reply?.language).toBe('de')
    expect(result.draft?.body).toMatch(/sorry|crash/i)
    expect(result.draft?.body).not.toContain(detail.reply!.body.split('\n')[1]!)
    expect(translations()[0]!.system).toContain('into English (en)')
  })

  it('asks the model once per text: the same review and draft come from the cache', async () => {
    const { german } = await setup(true)
    await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId: german })
    const first = await translate(german)
    const calls = translations().length
    expect(calls).toBe(2)
    expect(await translate(german)).toEqual(first)
    expect(translations()).toHaveLength(calls)
    // A changed draft is translated anew.
    await t.run('replies.edit', { workspaceId: t.workspaceId, reviewId: german, body: 'Danke für Ihre Geduld.' })
    await translate(german)
    expect(translations()).toHaveLength(calls + 1)
  })

  it('needs nothing for a review in the team’s language', async () => {
    const { english } = await setup(true)
    expect(await translate(english)).toMatchObject({ needed: false, review: null, draft: null, unavailable: null })
    expect(translations()).toHaveLength(0)
  })

  it('says in plain words that no translation is available without a model, or when the model fails', async () => {
    const { german } = await setup(false)
    const none = await translate(german)
    expect(none).toMatchObject({ needed: true, review: null })
    expect(none.unavailable).toMatch(/^No translation available: translations need a model/)

    fake = await startFakeModel()
    await t.run('model.set', { workspaceId: t.workspaceId, baseUrl: fake.url, model: 'llama3.1', timeoutMs: 5000 })
    fake.failNext('error')
    const failed = await translate(german)
    expect(failed.unavailable).toMatch(/^No translation available: the model returned HTTP 500/)
    // A failure is not cached: the next try asks again and succeeds.
    expect((await translate(german)).review?.title).toBe('Endless crashes')
  })

  it('is only for members of the review’s workspace', async () => {
    const { german } = await setup(false)
    const other = await t.run('workspaces.create', { name: 'Other' })
    await expect(t.run('reviews.translate', { workspaceId: other.id, reviewId: german })).rejects.toThrow(/not found|no review/i)
  })
})
