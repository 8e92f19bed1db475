import { afterEach, describe, expect, it } from 'vitest'
import {
  NewLinkCard,
  type NewLink,
} from '../../../src/renderer/src/pages/settings/members/NewLinkCard'
import { render, unmountAll } from '../support/render'

afterEach(unmountAll)

const link = (over: Partial<NewLink> = {}): NewLink => ({
  member: 'ana@example.com',
  url: 'http://127.0.0.1:4848/login?token=abc',
  note: 'It works once.',
  thisComputerOnly: true,
  emailed: null,
  ...over,
})

describe('a new sign-in or invitation link', () => {
  it('says a 127.0.0.1 link opens only on this computer, and how to fix that', () => {
    const view = render(<NewLinkCard link={link()} onDone={() => {}} />)
    expect(view.textContent).toContain('teammates on other machines cannot open it')
    expect(view.textContent).toContain('--public-url')
    // The link itself stays the card's only code element (what people copy).
    expect(view.querySelectorAll('code')).toHaveLength(1)
  })

  it('says nothing more for a public link, and reports the e-mail', () => {
    const view = render(
      <NewLinkCard
        link={link({
          url: 'https://reviews.example.com/login?token=abc',
          thisComputerOnly: false,
          emailed: { sentTo: 'ana@example.com' },
        })}
        onDone={() => {}}
      />,
    )
    expect(view.textContent).not.toContain('cannot open it')
    expect(view.textContent).toContain('E-mailed to ana@example.com.')
  })
})
