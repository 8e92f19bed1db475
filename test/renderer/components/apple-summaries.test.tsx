import { afterEach, describe, expect, it } from 'vitest'
import { AppleSummaries } from '../../../src/renderer/src/pages/dashboard/AppleSummaries'
import { render, unmountAll } from '../support/render'

afterEach(unmountAll)

describe('Apple’s summary on the dashboard', () => {
  it('shows each territory’s text in its language, with where and when Apple wrote it', () => {
    const view = render(
      <AppleSummaries
        summaries={[
          {
            text: 'Les utilisateurs aiment le widget.',
            locale: 'fr-FR',
            territory: 'FRA',
            createdAt: Date.UTC(2026, 10, 20, 12),
          },
        ]}
      />,
    )
    expect(view.querySelector('h2')?.textContent).toBe('Apple’s summary')
    const quote = view.querySelector('blockquote')
    expect(quote?.textContent).toBe('Les utilisateurs aiment le widget.')
    expect(quote?.getAttribute('lang')).toBe('fr-FR')
    expect(view.querySelector('figcaption')?.textContent).toMatch(/^App Store · FRA · written \S/)
  })

  it('takes no room when Apple has no summary', () => {
    const view = render(<AppleSummaries summaries={[]} />)
    expect(view.querySelector('section')).toBeNull()
  })
})
