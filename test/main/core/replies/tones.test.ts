import { afterEach, describe, expect, it } from 'vitest'
import { startFakeModel, type FakeModel } from '../../../support/model-simulator'
import { googlePlayWith, type FlagsSetup } from './fixtures/flags'

const ANGRY =
  'Since the last update the app crashes every time I open it and my notes from this week are gone. This is infuriating.'

let s: FlagsSetup | undefined
let model: FakeModel | undefined
afterEach(async () => {
  s?.t.core.close()
  await s?.gp.close()
  await model?.close()
  s = undefined
  model = undefined
})

/** The reply's sentences after the greeting line. */
const sentences = (body: string) =>
  body
    .split('\n')
    .slice(1)
    .join(' ')
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean)

describe('tones on a reply draft', () => {
  it('stack: Shorter then Friendlier stays short, opens by acknowledging the feeling, and both show as pressed', async () => {
    s = await googlePlayWith([ANGRY])
    const { t, workspaceId, reviewIds } = s
    const reviewId = reviewIds[0] as string
    const press = (tone: 'shorter' | 'friendlier' | 'more_formal') =>
      t.run('replies.draft', { workspaceId, reviewId, tone })

    const plain = await t.run('replies.draft', { workspaceId, reviewId })
    expect(plain.reply?.tones).toEqual([])
    const friendlierAlone = (await press('friendlier')).reply
    await press('friendlier') // off again
    const shorter = (await press('shorter')).reply
    expect(shorter?.tones).toEqual(['shorter'])
    // Each tone changes the text: even a reply of two needed sentences gets shorter.
    expect(shorter?.body.length).toBeLessThan(plain.reply?.body.length ?? 0)
    const both = (await press('friendlier')).reply

    expect(both?.tones).toEqual(['shorter', 'friendlier'])
    expect(sentences(both?.body ?? '')[0]).toMatch(/frustrat|upset/i)
    // Still Shorter: no closing line, so shorter than Friendlier alone.
    expect(both?.body.length).toBeLessThan(friendlierAlone?.body.length ?? 0)
    expect(friendlierAlone?.body).toMatch(/frustrat|upset/i)
    expect(plain.reply?.body).not.toMatch(/frustrat|upset/i)
  })

  it('Regenerate keeps the tones; pressing one again takes it off; More formal replaces Friendlier', async () => {
    s = await googlePlayWith([ANGRY])
    const { t, workspaceId, reviewIds } = s
    const reviewId = reviewIds[0] as string
    await t.run('replies.draft', { workspaceId, reviewId, tone: 'shorter' })
    await t.run('replies.draft', { workspaceId, reviewId, tone: 'friendlier' })

    const regenerated = await t.run('replies.draft', { workspaceId, reviewId, regenerate: true })
    expect(regenerated.reply?.tones).toEqual(['shorter', 'friendlier'])

    const offAgain = await t.run('replies.draft', { workspaceId, reviewId, tone: 'shorter' })
    expect(offAgain.reply?.tones).toEqual(['friendlier'])

    const formal = await t.run('replies.draft', { workspaceId, reviewId, tone: 'more_formal' })
    expect(formal.reply?.tones).toEqual(['more_formal'])
    expect(formal.reply?.body).not.toMatch(/!/)
    expect(formal.audit.at(-1)?.detail).toContain('tones: more formal')
  })

  it("a person's edit ends the tones: the next tone starts from that one alone", async () => {
    s = await googlePlayWith([ANGRY])
    const { t, workspaceId, reviewIds } = s
    const reviewId = reviewIds[0] as string
    await t.run('replies.draft', { workspaceId, reviewId, tone: 'shorter' })
    const edited = await t.run('replies.edit', {
      workspaceId,
      reviewId,
      body: 'Sorry about the crashes. Please write to us so we can help.',
    })
    expect(edited.reply?.tones).toEqual([])

    const friendlier = await t.run('replies.draft', { workspaceId, reviewId, tone: 'friendlier' })
    expect(friendlier.reply?.tones).toEqual(['friendlier'])
  })

  it('with a model, a pressed tone rewrites the reply as it stands, every stacked tone asked for together', async () => {
    s = await googlePlayWith([ANGRY])
    model = await startFakeModel()
    const { t, workspaceId, reviewIds } = s
    const reviewId = reviewIds[0] as string
    await t.run('model.set', {
      workspaceId,
      baseUrl: `${model.url}/chat/completions`,
      model: 'llama3.1',
    })
    const edited =
      'Sorry about the crashes. Please write to us at help@notes.example so we can help.'
    await t.run('replies.edit', { workspaceId, reviewId, body: edited })

    await t.run('replies.draft', { workspaceId, reviewId, tone: 'shorter' })
    const first = model.calls.at(-1)?.system ?? ''
    expect(first).toContain('The reply as it stands')
    expect(first).toContain(edited)
    const rewritten = await t.run('replies.draft', { workspaceId, reviewId, tone: 'friendlier' })
    const second = model.calls.at(-1)?.system ?? ''
    expect(second).toContain('noticeably shorter')
    expect(second).toContain('acknowledges how they feel')
    expect(rewritten.reply?.tones).toEqual(['shorter', 'friendlier'])
    expect(rewritten.reply?.drafter).toBe('model')
  })
})
