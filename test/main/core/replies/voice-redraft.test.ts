import { and, eq, lt } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { apps, outboxEvents, replies } from '../../../../src/main/core/db/schema'
import { drainDraftQueue } from '../../../../src/main/core/replies/draft-queue/drain'
import { redraftStaleDrafts } from '../../../../src/main/core/replies/draft-queue/stale'
import { googlePlayWith, replyOf, type FlagsSetup } from './fixtures/flags'

let s: FlagsSetup | undefined
afterEach(async () => {
  s?.t.core.close()
  await s?.gp.close()
  s = undefined
})

const REVIEWS = [
  'Love the app, sync just works.',
  'Great notes app, fast and clean.',
  'Nice app but the widget is small.',
  'Works well on my tablet.',
  'Good app, I use it every day.',
]

const draftEvents = (setup: FlagsSetup) =>
  setup.t.core.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'draft.created')).all()
    .length

/** Untouched drafts written before their app's drafting inputs last changed. */
function staleDrafts(setup: FlagsSetup): number {
  const app = setup.t.core.db.select().from(apps).where(eq(apps.id, setup.appId)).get()
  return setup.t.core.db
    .select()
    .from(replies)
    .where(
      and(
        eq(replies.status, 'draft'),
        eq(replies.source, 'drafted'),
        lt(replies.draftedInputsAt, app?.draftingInputsAt ?? 0),
      ),
    )
    .all().length
}

describe('a brand voice change reaches every pending draft', () => {
  it('redrafts the drafts nobody touched and flags the edited one; approved and dismissed replies stay as they are', async () => {
    s = await googlePlayWith(REVIEWS)
    const { t, workspaceId, reviewIds } = s
    const [untouched, edited, approved, dismissed, alsoUntouched] = reviewIds as [
      string,
      string,
      string,
      string,
      string,
    ]
    expect(await drainDraftQueue(t.core)).toBe(5)
    await t.run('replies.edit', {
      workspaceId,
      reviewId: edited,
      body: 'Thanks a lot, glad it works for you!',
    })
    await t.run('replies.approve', { workspaceId, reviewId: approved })
    await t.run('replies.dismiss', { workspaceId, reviewId: dismissed })
    const before = Object.fromEntries(reviewIds.map((id) => [id, replyOf(t, id)?.body]))
    const announced = draftEvents(s)

    await t.run('voice.set', {
      workspaceId,
      settings: { brandName: 'Notes', signOff: 'Sam from Notes', language: 'en' },
    })
    // Until the queue has run, the pane says so for every pending draft.
    expect(
      (await t.run('reviews.get', { workspaceId, reviewId: untouched })).reply?.inputsChanged,
    ).toBe(true)

    expect(await drainDraftQueue(t.core)).toBe(2)
    for (const id of [untouched, alsoUntouched]) {
      const detail = await t.run('reviews.get', { workspaceId, reviewId: id })
      expect(detail.reply).toMatchObject({
        status: 'draft',
        source: 'drafted',
        inputsChanged: false,
      })
      expect(detail.reply?.body).toContain('Sam from Notes')
      expect(detail.audit.at(-1)).toMatchObject({
        action: 'redrafted',
        actorName: null,
        detail: expect.stringContaining('because the brand voice or the Answers changed'),
      })
    }
    // A redraft is not a new draft: receivers were told about these reviews' drafts already.
    expect(draftEvents(s)).toBe(announced)

    const flagged = await t.run('reviews.get', { workspaceId, reviewId: edited })
    expect(flagged.reply).toMatchObject({
      source: 'edited',
      body: before[edited],
      inputsChanged: true,
    })
    expect(replyOf(t, approved)).toMatchObject({ status: 'approved', body: before[approved] })
    expect(replyOf(t, dismissed)).toMatchObject({ status: 'dismissed', body: before[dismissed] })
    expect(await drainDraftQueue(t.core)).toBe(0)

    // "Redraft" on the edited one writes it in the new voice; the flag goes.
    const redrafted = await t.run('replies.draft', { workspaceId, reviewId: edited })
    expect(redrafted.reply).toMatchObject({ source: 'drafted', inputsChanged: false })
    expect(redrafted.reply?.body).toContain('Sam from Notes')
  })

  it('only the apps whose drafts read differently: saving the same voice, or another app’s, redrafts nothing here', async () => {
    s = await googlePlayWith(REVIEWS.slice(0, 2))
    const { t, workspaceId, reviewIds } = s
    await t.run('voice.set', {
      workspaceId,
      settings: { brandName: 'Notes', signOff: 'Sam', language: 'en' },
    })
    expect(await drainDraftQueue(t.core)).toBe(2)

    await t.run('voice.set', {
      workspaceId,
      settings: { brandName: 'Notes', signOff: 'Sam', language: 'en' },
    })
    const other = await t.run('apps.add', {
      workspaceId,
      name: 'Calendar',
      googlePlayPackage: 'com.example.calendar',
    })
    await t.run('voice.set', {
      workspaceId,
      appId: other.id,
      settings: { signOff: 'Kim from Calendar' },
    })
    expect(staleDrafts(s)).toBe(0)
    expect(
      (await t.run('reviews.get', { workspaceId, reviewId: reviewIds[0] })).reply?.inputsChanged,
    ).toBe(false)
    expect(await drainDraftQueue(t.core)).toBe(0)

    // A never-say phrase in the workspace default does reach this app.
    await t.run('voice.set', {
      workspaceId,
      settings: { brandName: 'Notes', signOff: 'Sam', language: 'en', neverSay: ['glad'] },
    })
    expect(staleDrafts(s)).toBe(2)
    expect(await drainDraftQueue(t.core)).toBe(2)
    for (const id of reviewIds) expect(replyOf(t, id)?.body.toLowerCase()).not.toContain('glad')
  })

  it('a pass cut short (stopped, or a write that failed) leaves the rest to the next pass, which finishes it', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => `Useful app number ${i}, thanks.`)
    s = await googlePlayWith(texts)
    const { t, workspaceId, reviewIds } = s
    expect(await drainDraftQueue(t.core)).toBe(12)
    await t.run('voice.set', {
      workspaceId,
      settings: { brandName: 'Notes', signOff: 'Sam from Notes', language: 'en' },
    })
    expect(staleDrafts(s)).toBe(12)

    // One write fails as a full disk would, and the pass stops after its first batch of five
    // (oldest draft first, then by review id: the unlucky one is in it).
    const unlucky = [...reviewIds].sort()[0]
    t.core.db.$client
      .exec(`CREATE TRIGGER fail_one BEFORE UPDATE OF body ON replies WHEN NEW.review_id = '${unlucky}'
      BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`)
    let batches = 0
    const first = await redraftStaleDrafts(t.core, workspaceId, {
      batchSize: 5,
      stopped: () => batches++ >= 1,
    })
    expect(first).toBe(4)
    expect(staleDrafts(s)).toBe(8)

    t.core.db.$client.exec('DROP TRIGGER fail_one')
    expect(await drainDraftQueue(t.core)).toBe(8)
    expect(staleDrafts(s)).toBe(0)
    for (const id of reviewIds) expect(replyOf(t, id)?.body).toContain('Sam from Notes')
  })
})

describe('a new Answer reaches the drafts that asked for it', () => {
  it('redrafts an untouched draft whose question had no Answer: the slot gives way to the Answer', async () => {
    s = await googlePlayWith(['How do I export a note as PDF? I need it for work.'])
    const { t, workspaceId, appId, reviewIds } = s
    const [asked] = reviewIds as [string]
    expect(await drainDraftQueue(t.core)).toBe(1)
    const before = replyOf(t, asked)
    expect(before?.body).toContain('[answer:')
    expect(before?.confidence).toBe('low')

    await t.run('answers.create', {
      workspaceId,
      appId,
      language: 'en',
      title: 'Export a note as PDF',
      keywords: ['pdf', 'export'],
      examples: ['how do I export a note as PDF?'],
      body: 'Open the note and tap Share → Export as PDF.',
    })
    expect(await drainDraftQueue(t.core)).toBe(1)
    const after = replyOf(t, asked)
    expect(after?.body).toContain('Open the note and tap Share → Export as PDF.')
    expect(after?.body).not.toContain('[answer:')
    expect(after?.confidence).not.toBe('low')
  })
})
