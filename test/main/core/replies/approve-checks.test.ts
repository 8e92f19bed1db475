import { afterEach, describe, expect, it } from 'vitest'
import { maybeAutoPublish } from '../../../../src/main/core/replies/auto-publish'
import { googlePlayWith, injectDraft, replyOf, type FlagsSetup } from './fixtures/flags'

const SIGN_OFF = 'The Notes team'

let s: FlagsSetup | undefined
afterEach(async () => {
  s?.t.core.close()
  await s?.gp.close()
  s = undefined
})

async function withVoice(texts: string[]) {
  s = await googlePlayWith(texts)
  await s.t.run('voice.set', {
    workspaceId: s.workspaceId,
    settings: {
      brandName: 'Notes',
      neverSay: ['cheap', 'no worries'],
      signOff: SIGN_OFF,
      language: 'en',
    },
  })
  return s
}

const refusal = (message: string, field = 'body') => ({
  ok: false,
  error: { code: 'INVALID_INPUT', message, field },
})

describe('approving checks the answer slots and the brand voice', () => {
  it('refuses an open [answer: …] slot, a never-say phrase and a missing sign-off, each with the exact text', async () => {
    const { t, workspaceId, reviewIds } = await withVoice(['How do I export a note as PDF?'])
    const [reviewId] = reviewIds as [string]
    const approve = (body?: string) =>
      t.dispatch('replies.approve', { workspaceId, reviewId, ...(body ? { body } : {}) })

    injectDraft(t, reviewId, {
      body: `Thanks for asking! [answer: how to export a note as PDF]\n${SIGN_OFF}`,
    })
    expect(await approve()).toMatchObject(
      refusal('Fill in the answer before approving: [answer: how to export a note as PDF]'),
    )

    // Case and line breaks do not hide a phrase the voice never says.
    expect(await approve(`Thanks! Export is in the menu. No\nWorries.\n${SIGN_OFF}`)).toMatchObject(
      refusal('This reply contains "no worries", which the brand voice never says.'),
    )
    expect(await approve(`Not CHEAP at all: export is in the menu.\n${SIGN_OFF}`)).toMatchObject(
      refusal('This reply contains "cheap", which the brand voice never says.'),
    )
    expect(await approve('Thanks! Export is in the ⋮ menu.')).toMatchObject(
      refusal(
        `This reply is missing the brand voice's sign-off "${SIGN_OFF}". Add it before approving.`,
      ),
    )
    expect(replyOf(t, reviewId)?.status).toBe('draft')

    const approved = await t.run('replies.approve', {
      workspaceId,
      reviewId,
      body: `Thanks! Export is in the ⋮ menu.\n${SIGN_OFF}`,
    })
    expect(approved.reply?.status).toBe('approved')
  })

  it('asks for the sign-off only in the voice’s language (and one approval never asks about confidence)', async () => {
    const { t, workspaceId, reviewIds } = await withVoice(['Die App ist super.'])
    const [reviewId] = reviewIds as [string]
    injectDraft(t, reviewId, {
      body: 'Vielen Dank für die netten Worte!',
      language: 'de',
      assessment: { confidence: 'low', reasons: ['sarcasm is likely'] },
    })
    expect((await t.run('replies.approve', { workspaceId, reviewId })).reply?.status).toBe(
      'approved',
    )
  })

  it('bulk approve skips low-confidence drafts unless asked, and says how many and why', async () => {
    const { t, workspaceId, reviewIds } = await withVoice(['One', 'Two', 'Three', 'Four'])
    const [low, medium, high, slot] = reviewIds as [string, string, string, string]
    const body = `Thank you for the review!\n${SIGN_OFF}`
    injectDraft(t, low, {
      body,
      assessment: {
        confidence: 'low',
        reasons: ['the billing claim is unclear', 'no refund path'],
      },
    })
    injectDraft(t, medium, {
      body,
      assessment: { confidence: 'medium', reasons: ['needs review: language not detected'] },
    })
    injectDraft(t, high, { body })
    injectDraft(t, slot, { body: `Yes: [answer: does it sync with Outlook?]\n${SIGN_OFF}` })

    const first = await t.run('replies.bulkApprove', { workspaceId, reviewIds })
    expect(first.done.sort()).toEqual([medium, high].sort())
    expect(first.lowConfidence).toBe(1)
    expect(first.skipped).toEqual([
      {
        reviewId: low,
        reason:
          'Low confidence (the billing claim is unclear): look at this draft and approve it on its own, or include low-confidence drafts.',
        field: 'includeLowConfidence',
      },
      {
        reviewId: slot,
        reason: 'Fill in the answer before approving: [answer: does it sync with Outlook?]',
        field: 'body',
      },
    ])
    expect(replyOf(t, low)?.status).toBe('draft')

    const second = await t.run('replies.bulkApprove', {
      workspaceId,
      reviewIds: [low, slot],
      includeLowConfidence: true,
    })
    expect(second.done).toEqual([low])
    expect(second.lowConfidence).toBe(0)
    expect(second.skipped.map((x) => x.reviewId)).toEqual([slot])
  })

  it('auto-publish never approves a low-confidence draft (nor one with reasons to look at, or one the voice refuses)', async () => {
    const { t, workspaceId, appId, reviewIds } = await withVoice(['One', 'Two', 'Three', 'Four'])
    await t.run('autoPublish.set', {
      workspaceId,
      appId,
      enabled: true,
      rules: { minRating: 1, languages: [], drafter: 'any', dailyCap: 50 },
    })
    const [low, medium, banned, high] = reviewIds as [string, string, string, string]
    const body = `Thank you for the review!\n${SIGN_OFF}`
    injectDraft(t, low, { body, assessment: { confidence: 'low', reasons: ['sarcasm is likely'] } })
    injectDraft(t, medium, {
      body,
      assessment: { confidence: 'medium', reasons: ['needs review: language not detected'] },
    })
    injectDraft(t, banned, { body: `Cheap thrills, thanks!\n${SIGN_OFF}` })
    injectDraft(t, high, { body })

    expect(reviewIds.map((id) => maybeAutoPublish(t.core, id))).toEqual([false, false, false, true])
    expect(reviewIds.map((id) => replyOf(t, id)?.status)).toEqual([
      'draft',
      'draft',
      'draft',
      'approved',
    ])
  })
})
