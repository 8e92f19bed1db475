import { afterEach, describe, expect, it } from 'vitest'
import { replies } from '../../../../src/main/core/db/schema'
import { createTestCore, type TestCore } from '../../../support/core'
import { seedApp } from '../inbox/seed'

let t: TestCore
afterEach(() => t?.core.close())

const AUTHORS = ['Anna Berg', 'Tom Hale', 'Lina Park', 'Omar Said', 'Eva Lund', 'Max Roth']

async function publish(bodies: { body: string; source?: 'drafted' | 'edited' | 'external'; language?: string | null }[]) {
  const { appId, reviewIds } = await seedApp(
    t,
    'Notes',
    bodies.map((_, i) => ({ rating: 4, body: `Review ${i}`, hoursAgo: i + 1, author: AUTHORS[i % AUTHORS.length]! })),
  )
  const now = t.clock.now()
  bodies.forEach((b, i) =>
    t.core.db
      .insert(replies)
      .values({
        id: t.core.ids.next('rpl'),
        workspaceId: t.workspaceId,
        reviewId: reviewIds[i]!,
        status: 'published',
        body: b.body,
        source: b.source ?? 'external',
        language: b.language ?? null,
        publishedAt: now - i * 1000,
        createdAt: now,
        updatedAt: now,
      })
      .run(),
  )
  return appId
}

describe('brand voice proposed from published replies', () => {
  it('finds the greeting (with the name as {name}), the sign-off, the contact line and the typical length', async () => {
    t = await createTestCore()
    const reply = (name: string, middle: string) => `Hey ${name}!\n${middle} Questions? Write to help@notes.example.\nCheers, Sam from Notes`
    const appId = await publish([
      { body: reply('Anna', 'Thanks so much for the kind words.') },
      { body: reply('Tom', 'Sorry about the crash, please update to the latest version.') },
      { body: reply('Lina', 'Glad the sync works well for you.'), source: 'drafted' },
      { body: reply('Omar', 'Thanks for the idea of tags, we passed it on.') },
      { body: 'Danke für die Bewertung!\nIhr Notes-Team', language: 'de' },
      { body: 'Thanks!' },
    ])
    const proposal = await t.run('voice.propose', { workspaceId: t.workspaceId, appId })
    expect(proposal).toMatchObject({
      basedOn: 5,
      external: 4,
      language: 'en',
      greeting: { value: 'Hey {name}!' },
      signOff: { value: 'Cheers, Sam from Notes' },
      supportContact: { value: 'help@notes.example' },
      length: { value: 'short' },
    })
    expect(proposal.greeting!.share).toBe(0.8)
  })

  it('proposes nothing it has not seen often enough', async () => {
    t = await createTestCore()
    await publish([{ body: 'Hi Anna,\nThanks!\nSam' }, { body: 'Thank you for the review.' }])
    const proposal = await t.run('voice.propose', { workspaceId: t.workspaceId })
    expect(proposal).toMatchObject({ basedOn: 2, greeting: null, signOff: null, supportContact: null, length: null })
  })

  it('is for editors and admins of the workspace', async () => {
    t = await createTestCore()
    const viewer = await t.run('members.add', { workspaceId: t.workspaceId, name: 'Vic', role: 'viewer' })
    await expect(t.run('voice.propose', { workspaceId: t.workspaceId }, { userId: viewer.userId })).rejects.toThrow()
  })
})

describe('few-shot examples for the model', () => {
  it('shows the model the team’s latest approved replies in the review’s language, and none found on the stores', async () => {
    const { startFakeModel } = await import('../../../support/model-simulator')
    t = await createTestCore()
    const fake = await startFakeModel()
    try {
      const { reviewIds } = await seedApp(t, 'Notes', [
        { rating: 5, body: 'Super App, ich nutze sie täglich.', hoursAgo: 1, language: 'de' },
        { rating: 4, body: 'Gut, aber das Widget fehlt.', hoursAgo: 2, language: 'de' },
        { rating: 5, body: 'Klasse!', hoursAgo: 3, language: 'de' },
      ])
      const now = t.clock.now()
      const insert = (reviewId: string, body: string, source: 'edited' | 'external', approvedAt: number | null) =>
        t.core.db
          .insert(replies)
          .values({ id: t.core.ids.next('rpl'), workspaceId: t.workspaceId, reviewId, status: 'published', body, source, language: 'de', approvedAt, publishedAt: now, createdAt: now, updatedAt: now })
          .run()
      insert(reviewIds[0]!, 'Moin! Schön, dass dir die App gefällt. Dein Notes-Team', 'edited', now)
      insert(reviewIds[1]!, 'Danke für den Hinweis auf das Widget. Alte Antwort aus der Console.', 'external', null)
      await t.run('model.set', { workspaceId: t.workspaceId, baseUrl: fake.url, model: 'llama3.1', timeoutMs: 5000 })
      await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId: reviewIds[2]! })
      const prompt = fake.calls.find((c) => c.system.startsWith('You write replies'))!.system
      expect(prompt).toContain('Replies the team approved recently')
      expect(prompt).toContain('Moin! Schön, dass dir die App gefällt. Dein Notes-Team')
      expect(prompt).not.toContain('Alte Antwort aus der Console')
    } finally {
      await fake.close()
    }
  })
})
