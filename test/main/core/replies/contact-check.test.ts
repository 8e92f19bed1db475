import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { BUILTIN_LANGUAGES } from '../../../../src/main/core/drafting/phrasebooks'
import { DEFAULT_VOICE } from '../../../../src/main/core/drafting/voice/defaults'
import { contactsIn, unapprovedContact } from '../../../../src/main/core/replies/contact-check'

const voice = {
  ...DEFAULT_VOICE,
  brandName: 'Acme',
  supportContact: 'help@acme.example',
  signOff: 'Sam from Acme',
  alwaysSay: ['Tips at acme.example/tips'],
}

describe('the auto-publish contact check', () => {
  it('passes every built-in draft for good ratings, in every language and wording', () => {
    for (const { code } of BUILTIN_LANGUAGES) {
      for (const rating of [4, 5]) {
        for (let variant = 0; variant < 4; variant++) {
          const draft = draftBuiltin({
            review: {
              id: `r-${code}-${rating}-${variant}`,
              rating,
              body: 'Great app, the sync works well.',
              language: code,
              author: 'Anna Berg',
            },
            voice: { ...voice, language: code },
            store: 'google_play',
            limit: 350,
            variant,
          })
          expect(
            unapprovedContact(draft.body, voice),
            `${code} ${rating}★ #${variant}: ${draft.body}`,
          ).toBeNull()
        }
      }
    }
  })

  it('lets the brand voice’s own contact details through, however they are written', () => {
    expect(
      unapprovedContact(
        'Questions? Write to help@acme.example or see https://acme.example/tips.',
        voice,
      ),
    ).toBeNull()
    expect(
      unapprovedContact('Call us on +1 (415) 555-0100.', {
        ...voice,
        supportContact: '+1 415 555 0100',
      }),
    ).toBeNull()
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

describe('contacts are compared as whole tokens, never as pieces of the voice’s', () => {
  const acme = {
    ...DEFAULT_VOICE,
    brandName: 'Acme',
    supportContact: 'help@acme.com',
    signOff: null,
    alwaysSay: [],
  }

  it('holds what only looks like the support address (issue 26, finding 7)', () => {
    for (const body of [
      'Write to help@acme.co.',
      'See acme.co for more.',
      'Try me.com',
      'Visit ac.me today',
      'Mail elp@acme.com',
      'Mail help@acme.com.evil.example',
    ]) {
      expect(unapprovedContact(body, acme), body).toMatch(/^Waits for a person/)
    }
    const demo = {
      ...DEFAULT_VOICE,
      brandName: 'Notes Pro',
      supportContact: 'support@notes-pro.example',
    }
    expect(
      unapprovedContact(
        'Sorry about that! Please write to support@notes-pro.ex so we can help.',
        demo,
      ),
    ).toContain('an e-mail address (support@notes-pro.ex)')
    expect(
      unapprovedContact('Please write to support@notes-pro.example so we can help.', demo),
    ).toBeNull()
  })

  it('matches after normalising case, IDN, trailing dots, the URL scheme, www and a trailing slash', () => {
    const passes: [string, string][] = [
      ['HELP@ACME.COM', 'help@acme.com'],
      ['Write to help@acme.com.', 'help@acme.com'],
      ['hilfe@xn--bcher-kva.example', 'hilfe@bücher.example'],
      ['hilfe@Bücher.example', 'hilfe@xn--bcher-kva.example'],
      ['ｈｅｌｐ＠ａｃｍｅ．ｃｏｍ', 'help@acme.com'],
      ['https://acme.example/help', 'www.acme.example/help/'],
      ['http://WWW.ACME.example/help/', 'acme.example/help'],
      ['See acme.example./help', 'https://acme.example/help'],
      ['Go to acme.com', 'help@acme.com'],
      ['Call +1 (415) 555-0100', '+1 415 555 0100'],
    ]
    for (const [body, contact] of passes) {
      expect(
        unapprovedContact(body, { ...acme, supportContact: contact }),
        `${body} / ${contact}`,
      ).toBeNull()
    }
    const held: [string, string][] = [
      ['https://acme.example/helpdesk', 'acme.example/help'],
      ['https://acme.example/help/../evil', 'acme.example/help'],
      ['https://acme.example@evil.example/help', 'acme.example/help'],
      ['https://acme.example:8443/help', 'acme.example/help'],
      ['https://аcme.example/help', 'acme.example/help'], // Cyrillic а
      ['Call +1 415 555 0101', '+1 415 555 0100'],
    ]
    for (const [body, contact] of held) {
      expect(
        unapprovedContact(body, { ...acme, supportContact: contact }),
        `${body} / ${contact}`,
      ).toMatch(/^Waits/)
    }
  })
})

describe('contact matching properties', () => {
  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/)
  const domain = fc
    .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
    .map(([labels, tld]) => [...labels, tld].join('.'))
  const local = fc.stringMatching(/^[a-z0-9](?:[a-z0-9._+-]{0,10}[a-z0-9])?$/)
  const email = fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`)
  const voiceWith = (supportContact: string) => ({
    ...DEFAULT_VOICE,
    brandName: 'Brand',
    signOff: null,
    alwaysSay: [],
    supportContact,
  })
  const randomCase = (text: string, seed: number) =>
    [...text].map((c, i) => ((seed >> (i % 30)) & 1 ? c.toUpperCase() : c)).join('')

  it('the voice’s own address passes in any letter case and next to punctuation', () => {
    fc.assert(
      fc.property(
        email,
        fc.integer(),
        fc.constantFrom('', '.', ',', '!', ')'),
        (address, seed, after) => {
          expect(
            unapprovedContact(
              `Questions? (${randomCase(address, seed)}${after} Thanks.`,
              voiceWith(address),
            ),
          ).toBeNull()
        },
      ),
    )
  })

  it('no other address, domain or link made from a piece of the support address passes', () => {
    fc.assert(
      fc.property(email, fc.nat(), fc.nat(), (address, a, b) => {
        const start = a % address.length
        const end = start + 1 + (b % (address.length - start))
        const piece = address.slice(start, end)
        const ownDomain = address.slice(address.indexOf('@') + 1)
        const contacts = contactsIn(piece)
        if (contacts.length === 0 || piece === address || piece === ownDomain) return
        expect(unapprovedContact(`Reach us at ${piece} today`, voiceWith(address)), piece).toMatch(
          /^Waits for a person/,
        )
      }),
      { numRuns: 500 },
    )
  })

  it('another address passes only when it is the same address', () => {
    fc.assert(
      fc.property(email, email, (allowed, other) => {
        const verdict = unapprovedContact(`Write to ${other}`, voiceWith(allowed))
        if (other.toLowerCase() === allowed.toLowerCase()) expect(verdict).toBeNull()
        else expect(verdict).toMatch(/^Waits for a person/)
      }),
    )
  })

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        (body, contact) => {
          const verdict = unapprovedContact(body, voiceWith(contact))
          expect(verdict === null || verdict.startsWith('Waits for a person')).toBe(true)
        },
      ),
    )
  })
})
