import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { BUILTIN_LANGUAGES } from '../../../../src/main/core/drafting/phrasebooks'
import { DEFAULT_VOICE } from '../../../../src/main/core/drafting/voice/defaults'
import { unapprovedContact } from '../../../../src/main/core/replies/contact-check'

const voice = { ...DEFAULT_VOICE, brandName: 'Acme', supportContact: 'help@acme.example', signOff: 'Sam from Acme', alwaysSay: ['Tips at acme.example/tips'] }

describe('the auto-publish contact check', () => {
  it('passes every built-in draft for good ratings, in every language and wording', () => {
    for (const { code } of BUILTIN_LANGUAGES) {
      for (const rating of [4, 5]) {
        for (let variant = 0; variant < 4; variant++) {
          const draft = draftBuiltin({
            review: { id: `r-${code}-${rating}-${variant}`, rating, body: 'Great app, the sync works well.', language: code, author: 'Anna Berg' },
            voice: { ...voice, language: code },
            store: 'google_play',
            limit: 350,
            variant,
          })
          expect(unapprovedContact(draft.body, voice), `${code} ${rating}★ #${variant}: ${draft.body}`).toBeNull()
        }
      }
    }
  })

  it('lets the brand voice’s own contact details through, however they are written', () => {
    expect(unapprovedContact('Questions? Write to help@acme.example or see https://acme.example/tips.', voice)).toBeNull()
    expect(unapprovedContact('Call us on +1 (415) 555-0100.', { ...voice, supportContact: '+1 415 555 0100' })).toBeNull()
  })

  it('names what it found: links, bare domains, e-mail addresses, phone numbers, codes and amounts', () => {
    const cases: [string, RegExp][] = [
      ['See www.evil.example now', /a link \(www\.evil\.example\)/],
      ['Grab it at bit.ly/free-pro!', /a link \(bit\.ly\/free-pro\)/],
      ['Mail deals@evil.example', /an e-mail address \(deals@evil\.example\)/],
      ['Ring 0800 123 4567', /a phone number or figures \(0800 123 4567\)/],
      ['Use code 48213 at checkout', /figures \(48213\)/],
      ['Now only $5 for you', /figures \(\$5\)/],
      ['Take 50% off', /figures \(50%\)/],
    ]
    for (const [body, reason] of cases) expect(unapprovedContact(body, voice), body).toMatch(reason)
  })
})
