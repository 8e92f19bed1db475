import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ToneAdjustment } from '../../../src/shared/dto/drafting'
import { RedraftBar } from '../../../src/renderer/src/pages/inbox/RedraftBar'
import { button, click, render, unmountAll } from '../support/render'

afterEach(unmountAll)

function bar(tones: ToneAdjustment[]) {
  const onDraft = vi.fn()
  const view = render(
    <RedraftBar
      disabled={false}
      drafting={false}
      hasText
      tones={tones}
      onDraft={onDraft}
      templates={null}
    />,
  )
  const pressed = [...view.querySelectorAll('button[aria-pressed="true"]')].map((b) =>
    b.textContent?.trim(),
  )
  return { view, onDraft, pressed }
}

describe('the redraft bar', () => {
  it('shows the stacked tones as pressed, and a press asks for that tone on top', async () => {
    const { view, onDraft, pressed } = bar(['shorter', 'friendlier'])
    expect(pressed).toEqual(['Shorter', 'Friendlier'])
    expect(button(view, 'More formal').getAttribute('aria-pressed')).toBe('false')
    expect(button(view, 'Shorter').title).toBe('Redraft without “Shorter”')
    await click(button(view, 'More formal'))
    expect(onDraft).toHaveBeenCalledWith({ tone: 'more_formal' })
  })

  it('with no tones, none is pressed', () => {
    expect(bar([]).pressed).toEqual([])
  })
})
