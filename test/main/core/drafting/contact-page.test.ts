import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { voiceWith } from './fixtures'

/** A team whose contact is a help page: the page is reached, not written or sent to. */
describe('a help page as the contact, in English', () => {
  const REVIEWS = [
    'The game freezes on level 212 every time I use a hammer.',
    'Charged twice for the coin pack, $4.99 two times on my card.',
    'Locked out after changing phones, it says my account does not exist.',
    'Lost all my progress after the update, I was on level 800!!',
    'Emailed support three times about the missing gems, nobody answers.',
  ]
  const draft = (contact: string, body: string) =>
    draftBuiltin({
      review: { rating: 1, body, language: 'en' },
      voice: voiceWith({ brandName: 'Tile Town', supportContact: contact }),
      store: 'app_store',
      limit: 5970,
    }).body

  for (const body of REVIEWS)
    it(`reads "through" the page: ${body.slice(0, 30)}…`, () => {
      const page = draft('https://tiletown.example/help', body)
      expect(page).toContain('https://tiletown.example/help')
      expect(page).not.toMatch(/(?:write to(?: us)?(?: directly)? at|send|to) https:/iu)
      const mail = draft('help@tiletown.example', body)
      expect(mail).toContain('help@tiletown.example')
    })
})
