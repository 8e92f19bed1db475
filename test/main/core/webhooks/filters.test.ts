import { describe, expect, it } from 'vitest'
import { reviewFacts } from '../../../../src/main/core/webhooks/filters'

const event = (review: Record<string, unknown>) =>
  JSON.stringify({ type: 'draft.created', data: { review } })

describe('the review facts routing filters read', () => {
  it("use the event's topics, so a topic a person added by hand routes the review", () => {
    const facts = reviewFacts(
      event({
        app_id: 'app_1',
        store: 'google_play',
        rating: 2,
        language: 'en',
        body: 'Meh.',
        topics: ['ads'],
      }),
    )
    expect(facts?.topics()).toEqual(['ads'])
  })

  it('detect topics from the text when the event carries none', () => {
    const facts = reviewFacts(
      event({
        app_id: 'app_1',
        store: 'google_play',
        rating: 1,
        language: 'en',
        body: 'It crashes on start.',
      }),
    )
    expect(facts?.topics()).toContain('crash')
  })
})
