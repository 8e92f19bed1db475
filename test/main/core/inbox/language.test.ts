import { afterEach, describe, expect, it } from 'vitest'
import { backfillLanguagesStep } from '../../../../src/main/core/reviews/language-backfill'
import { createTestCore, type TestCore } from '../../../support/core'
import { seedApp } from './seed'

let t: TestCore
afterEach(() => t?.core.close())

const bodies = (items: { excerpt: string }[]) => items.map((i) => i.excerpt).sort()

// App Store reviews arrive with a territory and no language, as the store sends them.
const APP_STORE = [
  {
    rating: 5,
    body: 'Tolle App, ich nutze sie jeden Tag für meine Einkaufslisten.',
    hoursAgo: 1,
    territory: 'DEU',
    language: null,
  },
  {
    rating: 1,
    body: 'Stürzt seit dem Update ständig ab, bitte beheben.',
    hoursAgo: 2,
    territory: 'AUT',
    language: null,
  },
  { rating: 4, body: 'Super!', hoursAgo: 3, territory: 'DEU', language: null },
  {
    rating: 5,
    body: 'Works great, I use it every single day.',
    hoursAgo: 4,
    territory: 'DEU',
    language: null,
  },
  {
    rating: 3,
    body: 'Très pratique mais un peu lente au démarrage.',
    hoursAgo: 5,
    territory: 'CAN',
    language: null,
  },
  { rating: 5, body: '👍👍', hoursAgo: 6, territory: 'CHE', language: null },
]

describe('the language stored on a review', () => {
  it('is detected at ingest for App Store reviews, so the language filter and counts find them', async () => {
    t = await createTestCore()
    await seedApp(t, 'Notes', APP_STORE, { store: 'app_store' })
    const german = await t.run('reviews.list', { workspaceId: t.workspaceId, language: 'de' })
    expect(bodies(german.items)).toEqual(
      [APP_STORE[0]!, APP_STORE[1]!, APP_STORE[2]!].map((r) => r.body).sort(),
    )
    expect(german.items.every((i) => i.language === 'de')).toBe(true)
    const unknown = await t.run('reviews.list', { workspaceId: t.workspaceId, language: 'unknown' })
    expect(bodies(unknown.items)).toEqual(['👍👍'])
    const counts = await t.run('reviews.counts', { workspaceId: t.workspaceId })
    expect(counts.languages).toEqual([
      { language: 'de', reviews: 3 },
      { language: null, reviews: 1 },
      { language: 'en', reviews: 1 },
      { language: 'fr', reviews: 1 },
    ])
  })

  it('keeps the language a store sends', async () => {
    t = await createTestCore()
    await seedApp(t, 'Notes', [{ rating: 5, body: 'Tolle App!', hoursAgo: 1, language: 'pt-BR' }])
    const page = await t.run('reviews.list', { workspaceId: t.workspaceId, language: 'pt' })
    expect(page.items.map((i) => i.language)).toEqual(['pt-BR'])
  })

  it("is the text's own when it plainly overrules the store's field, so the filter finds it with its draft's language", async () => {
    t = await createTestCore()
    await seedApp(t, 'Notes', [
      {
        rating: 2,
        body: 'La aplicación se cierra cada vez que intento exportar mis notas, qué desastre.',
        hoursAgo: 1,
        language: 'de-DE',
      },
      { rating: 5, body: 'Super app', hoursAgo: 2, language: 'de-DE' },
    ])
    const spanish = await t.run('reviews.list', { workspaceId: t.workspaceId, language: 'es' })
    expect(bodies(spanish.items)).toEqual([
      'La aplicación se cierra cada vez que intento exportar mis notas, qué desastre.',
    ])
    // Too short to tell: the store's field stays, as sent.
    const german = await t.run('reviews.list', { workspaceId: t.workspaceId, language: 'de' })
    expect(german.items.map((i) => i.language)).toEqual(['de-DE'])
  })

  it('is filled in for reviews stored before detection, step by step, each review looked at once', async () => {
    t = await createTestCore()
    await seedApp(t, 'Notes', APP_STORE, { store: 'app_store' })
    // As an older version stored them: no language at all.
    t.core.db.$client.prepare('UPDATE reviews SET language = NULL').run()
    expect(
      (await t.run('reviews.list', { workspaceId: t.workspaceId, language: 'de' })).items,
    ).toEqual([])

    const steps: boolean[] = []
    while (steps.length < 10) {
      const more = backfillLanguagesStep(t.core, 4)
      steps.push(more)
      if (!more) break
    }
    expect(steps).toEqual([true, false])
    const german = await t.run('reviews.list', { workspaceId: t.workspaceId, language: 'de' })
    expect(german.items).toHaveLength(3)
    // The review nobody can tell stays unknown and is not read again.
    expect(backfillLanguagesStep(t.core, 4)).toBe(false)
    expect(
      (await t.run('reviews.list', { workspaceId: t.workspaceId, language: 'unknown' })).items,
    ).toHaveLength(1)
  })
})
