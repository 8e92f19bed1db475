import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { outboxEvents } from '../../../../src/main/core/db/schema'
import * as drafting from '../../../../src/main/core/drafting'
import type { ComposeRequest } from '../../../../src/main/core/drafting/compose'
import { drainDraftQueue } from '../../../../src/main/core/replies/draft-queue/drain'
import { runPublisherPass } from '../../../../src/main/core/replies/publisher'
import { nextWaiting } from '../../../../src/main/core/replies/draft-queue/waiting'
import { googlePlayWith, injectDraft, replyOf, reviewOf, type FlagsSetup } from './fixtures/flags'

// Stands in for the drafter of issue 25 until it lands: an ad is spam, unless a person said
// "Not spam" (DraftReview.markedNotSpam). Everything else is the real drafter's draft.
vi.mock('../../../../src/main/core/drafting', async (importOriginal) => {
  const actual = await importOriginal<typeof drafting>()
  return {
    ...actual,
    composeDraft: vi.fn(async (...args: Parameters<typeof actual.composeDraft>) => {
      const [, request] = args
      if (request.review.body.includes('bit.ly') && !request.review.markedNotSpam)
        return {
          body: '',
          language: 'en',
          drafter: 'builtin',
          note: null,
          assessment: { confidence: 'high', reasons: [] },
          spam: { reason: 'An ad with a link to another site' },
        }
      return actual.composeDraft(...args)
    }),
  }
})

const AD = 'Earn $500 daily from home, visit bit.ly/cash-now'
const REAL = 'Love the app, the sync between my phone and tablet just works.'

let s: FlagsSetup | undefined
afterEach(async () => {
  s?.t.core.close()
  await s?.gp.close()
  s = undefined
  vi.mocked(drafting.composeDraft).mockClear()
})

const draftEvents = (setup: FlagsSetup) =>
  setup.t.core.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'draft.created')).all()
    .length

describe('spam', () => {
  it('a spam verdict writes no reply: the review is marked with the reason, nothing is announced, and the queue never picks it again', async () => {
    s = await googlePlayWith([AD, REAL])
    const { t, workspaceId, reviewIds } = s
    const [ad, real] = reviewIds as [string, string]

    expect(
      injectDraft(
        t,
        ad,
        { body: '', spam: { reason: 'An ad for another product' } },
        { onlyIfNoReply: true },
      ),
    ).toBeNull()
    expect(replyOf(t, ad)).toBeUndefined()
    expect(reviewOf(t, ad)).toMatchObject({
      spamReason: 'An ad for another product',
      spamMarkedByUserId: null,
      spamMarkedAt: t.clock.now(),
    })
    expect(draftEvents(s)).toBe(0)

    // Only the real review waits; drafting it leaves the spam alone, again and again.
    expect(nextWaiting(t.core, workspaceId, null, 50).map((r) => r.id)).toEqual([real])
    expect((await t.run('drafts.queue', { workspaceId })).waiting).toBe(1)
    expect(await drainDraftQueue(t.core)).toBe(1)
    expect(await drainDraftQueue(t.core)).toBe(0)
    expect(replyOf(t, ad)).toBeUndefined()
    expect(replyOf(t, real)?.status).toBe('draft')
    expect(draftEvents(s)).toBe(1)

    const detail = await t.run('reviews.get', { workspaceId, reviewId: ad })
    expect(detail.review.spam).toMatchObject({
      reason: 'An ad for another product',
      markedByName: null,
    })
    expect(detail.review.spam?.howToReport).toContain('Play Console')
    expect(detail.audit.map((a) => [a.action, a.actorName, a.detail])).toEqual([
      ['marked_spam', null, 'Looks like spam: An ad for another product'],
    ])
  })

  it('the drafter marks spam from the queue; "Not spam" clears it, drafts the review and tells drafting a person decided', async () => {
    s = await googlePlayWith([AD, REAL])
    const { t, workspaceId, reviewIds } = s
    const [ad] = reviewIds as [string, string]
    expect(await drainDraftQueue(t.core)).toBe(1)
    expect(reviewOf(t, ad)?.spamReason).toBe('An ad with a link to another site')

    const cleared = await t.run('reviews.markNotSpam', { workspaceId, reviewId: ad })
    expect(cleared.review.spam).toBeNull()
    expect(cleared.reply).toMatchObject({ status: 'draft', source: 'drafted' })
    expect(cleared.reply?.body.length).toBeGreaterThan(0)
    const lastRequest = vi.mocked(drafting.composeDraft).mock.calls.at(-1)?.[1] as ComposeRequest
    expect(lastRequest.review.markedNotSpam).toBe(true)
    expect(cleared.audit.map((a) => a.action)).toEqual([
      'marked_spam',
      'marked_not_spam',
      'drafted',
    ])
    expect(cleared.audit[1]?.actorName).not.toBeNull()

    // It stays a review: another draft (a regenerate, the queue) never marks it again.
    await t.run('replies.draft', { workspaceId, reviewId: ad, regenerate: true })
    expect(await drainDraftQueue(t.core)).toBe(0)
    expect(reviewOf(t, ad)?.spamReason).toBeNull()
    expect(replyOf(t, ad)?.status).toBe('draft')
  })

  it('"Mark as spam" dismisses a pending draft, is refused once a reply is on its way, and is for editors and admins only', async () => {
    s = await googlePlayWith([REAL, 'Crashes when I open a note.'])
    const { t, workspaceId, reviewIds } = s
    const [first, second] = reviewIds as [string, string]
    await drainDraftQueue(t.core)

    const marked = await t.run('reviews.markSpam', { workspaceId, reviewId: first })
    expect(marked.review.spam).toMatchObject({ reason: 'A person marked it as spam.' })
    expect(marked.review.spam?.markedByName).not.toBeNull()
    expect(marked.reply?.status).toBe('dismissed')
    expect(marked.audit.at(-1)).toMatchObject({
      action: 'marked_spam',
      fromStatus: 'draft',
      toStatus: 'dismissed',
    })
    // Marked: no drafting, editing or reopening until a person says "Not spam".
    expect(await t.dispatch('replies.draft', { workspaceId, reviewId: first })).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', field: 'reviewId' },
    })
    expect(
      await t.dispatch('replies.edit', { workspaceId, reviewId: first, body: 'Thanks!' }),
    ).toMatchObject({ ok: false, error: { code: 'CONFLICT' } })
    expect(await t.dispatch('replies.reopen', { workspaceId, reviewId: first })).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    })

    await t.run('replies.approve', { workspaceId, reviewId: second })
    expect(await t.dispatch('reviews.markSpam', { workspaceId, reviewId: second })).toMatchObject({
      ok: false,
      error: {
        code: 'CONFLICT',
        field: 'reviewId',
        message: expect.stringContaining('Undo the approval first'),
      },
    })
    // Once it went live, a new draft of it still leaves the old reply on the store.
    await runPublisherPass(t.core)
    expect(replyOf(t, second)?.status).toBe('published')
    await t.run('replies.edit', { workspaceId, reviewId: second, body: 'Thanks again!' })
    expect(await t.dispatch('reviews.markSpam', { workspaceId, reviewId: second })).toMatchObject({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: expect.stringContaining('Report it in the store’s console'),
      },
    })

    const viewer = await t.run('members.add', { workspaceId, name: 'Vic', role: 'viewer' })
    expect(
      await t.dispatch(
        'reviews.markNotSpam',
        { workspaceId, reviewId: first },
        { userId: viewer.userId },
      ),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    expect(reviewOf(t, first)?.spamReason).toBe('A person marked it as spam.')
    const editor = await t.run('members.add', { workspaceId, name: 'Eddie', role: 'editor' })
    const back = await t.run(
      'reviews.markNotSpam',
      { workspaceId, reviewId: first },
      { userId: editor.userId },
    )
    expect(back.review.spam).toBeNull()
    expect(back.reply?.status).toBe('draft')
    expect(back.audit.find((a) => a.action === 'marked_not_spam')?.actorName).toBe('Eddie')
  })

  it('a review of another workspace is not found', async () => {
    s = await googlePlayWith([REAL])
    const { t, reviewIds } = s
    const other = await t.run('workspaces.create', { name: 'Other' })
    expect(
      await t.dispatch('reviews.markSpam', { workspaceId: other.id, reviewId: reviewIds[0] }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })
})
