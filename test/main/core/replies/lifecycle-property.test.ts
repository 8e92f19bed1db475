import { asc, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { replyEvents } from '../../../../src/main/core/db/schema'
import { runPublisherPass } from '../../../../src/main/core/replies/publisher'
import { REPLY_STATUSES } from '../../../../src/shared/dto/replies'
import { googlePlayWith, replyOf } from './fixtures/flags'

const REVIEWS = [
  'The widget stopped updating after the last version, please fix it.',
  'Charged twice for the yearly plan, I want one of them refunded.',
]

/** What a person, the publisher, the store or a sync can do to one of the reviews. */
type Step =
  | {
      kind: 'draft'
      review: number
      regenerate: boolean
      tone?: 'shorter' | 'friendlier' | 'more_formal'
    }
  | { kind: 'edit'; review: number; text: string }
  | {
      kind: 'approve' | 'publish' | 'undo' | 'dismiss' | 'reopen' | 'spam' | 'notSpam'
      review: number
    }
  | { kind: 'pass' }
  | { kind: 'storeFails'; failure: 'server_error' | 'quota' | 'forbidden' }
  | { kind: 'sync' }

const review = fc.integer({ min: 0, max: REVIEWS.length - 1 })
const tone = fc.option(
  fc.constantFrom('shorter' as const, 'friendlier' as const, 'more_formal' as const),
  {
    nil: undefined,
  },
)
const byPerson = (
  ...kinds: ('approve' | 'publish' | 'undo' | 'dismiss' | 'reopen' | 'spam' | 'notSpam')[]
) => fc.record({ kind: fc.constantFrom(...kinds), review })
// Weighted toward what moves a reply along (approve, publish, passes, store failures), so most
// runs take replies through the publisher and its failure paths, not only through drafting.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc
      .record({ kind: fc.constant('draft' as const), review, regenerate: fc.boolean(), tone })
      .map(({ tone, ...rest }) => (tone ? { ...rest, tone } : rest)),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      review,
      text: fc.constantFrom(
        'Thanks, we are on it.',
        'Sorry! Write to help@notes.example and we will look.',
      ),
    }),
  },
  { weight: 4, arbitrary: byPerson('approve', 'publish') },
  { weight: 2, arbitrary: byPerson('undo', 'dismiss', 'reopen', 'spam', 'notSpam') },
  { weight: 3, arbitrary: fc.constant({ kind: 'pass' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('storeFails' as const),
      failure: fc.constantFrom('server_error' as const, 'quota' as const, 'forbidden' as const),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'sync' as const }) },
)

/** Errors a person may meet (a refused move, bad input); anything else is a defect. */
const EXPECTED = new Set([
  'CONFLICT',
  'INVALID_INPUT',
  'NOT_FOUND',
  'QUOTA_EXCEEDED',
  'UNAVAILABLE',
  'STORE_ERROR',
  'FORBIDDEN',
  'PERMISSION_DENIED',
])

describe('the reply lifecycle under random sequences of commands, publisher passes, store failures and syncs', () => {
  it('never reaches an unknown state, never skips an audit line, and never loses an approval', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        const s = await googlePlayWith(REVIEWS)
        const { t, gp, workspaceId, reviewIds } = s
        // Approved by a person and not touched by a person since: it must go out or fail, never
        // fall back to a draft or disappear by itself.
        const approvedUntouched = new Set<string>()
        try {
          for (const action of steps) {
            const id = 'review' in action ? (reviewIds[action.review] as string) : ''
            const input = { workspaceId, reviewId: id }
            let result: Awaited<ReturnType<typeof t.dispatch>> | null = null
            switch (action.kind) {
              case 'draft':
                result = await t.dispatch('replies.draft', {
                  ...input,
                  regenerate: action.regenerate,
                  ...(action.tone ? { tone: action.tone } : {}),
                })
                break
              case 'edit':
                result = await t.dispatch('replies.edit', { ...input, body: action.text })
                break
              case 'approve':
                result = await t.dispatch('replies.approve', input)
                break
              case 'publish':
                result = await t.dispatch('replies.publish', input)
                break
              case 'undo':
                result = await t.dispatch('replies.undoApprove', { workspaceId, reviewIds: [id] })
                break
              case 'dismiss':
                result = await t.dispatch('replies.dismiss', input)
                break
              case 'reopen':
                result = await t.dispatch('replies.reopen', input)
                break
              case 'spam':
                result = await t.dispatch('reviews.markSpam', input)
                break
              case 'notSpam':
                result = await t.dispatch('reviews.markNotSpam', input)
                break
              case 'pass':
                await runPublisherPass(t.core, { recoverAll: true })
                break
              case 'storeFails':
                gp.failNext(action.failure, { on: 'api', times: 2 })
                break
              case 'sync':
                result = await t.dispatch('sync.now', { workspaceId })
                break
            }
            if (result && !result.ok)
              expect(
                EXPECTED,
                `${action.kind}: ${result.error.code} ${result.error.message}`,
              ).toContain(result.error.code)
            // A person's hand on the reply ends the promise that the approval goes through.
            if (
              result?.ok &&
              ['edit', 'undo', 'dismiss', 'draft', 'spam', 'notSpam', 'reopen'].includes(
                action.kind,
              )
            )
              approvedUntouched.delete(id)
            if (
              result?.ok &&
              (action.kind === 'approve' || action.kind === 'publish') &&
              replyOf(t, id)?.status === 'approved'
            )
              approvedUntouched.add(id)

            for (const reviewId of reviewIds) {
              const reply = replyOf(t, reviewId)
              if (reply) expect(REPLY_STATUSES).toContain(reply.status)
              if (reply?.status === 'published') expect(reply.publishedAt).not.toBeNull()
              if (reply?.status === 'approved') expect(reply.approvedAt).not.toBeNull()
              // Every change left its audit line, in order: each line starts where the last ended.
              const events = t.core.db
                .select()
                .from(replyEvents)
                .where(eq(replyEvents.reviewId, reviewId))
                .orderBy(asc(replyEvents.at), asc(replyEvents.id))
                .all()
              const moves = events.filter((e) => e.fromStatus !== null || e.toStatus !== null)
              let last: string | null = null
              for (const e of moves) {
                expect(e.fromStatus, `${e.action} after ${last}`).toBe(last)
                last = e.toStatus
              }
              expect(last).toBe(reply?.status ?? null)
              if (approvedUntouched.has(reviewId))
                expect([
                  'approved',
                  'publishing',
                  'published',
                  'pending_publish',
                  'failed',
                ]).toContain(reply?.status)
              if (reply && reply.status !== 'approved' && reply.status !== 'publishing')
                approvedUntouched.delete(reviewId)
            }
          }
        } finally {
          t.core.close()
          await gp.close()
        }
      }),
      { numRuns: 25 },
    )
  }, 120_000)
})
