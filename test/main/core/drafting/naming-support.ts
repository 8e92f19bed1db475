import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { DEFAULT_VOICE } from '../../../../src/main/core/drafting/voice/defaults'

/** The naming tests' one voice: a brand, a contact and a sign-off, English by default. */
const voice = {
  ...DEFAULT_VOICE,
  brandName: 'Acme',
  supportContact: 'help@acme.example',
  signOff: 'Acme',
  language: 'en',
}

/** The built-in draft's text for a Google Play review in `language`, with no team Answers. */
export function namingDraft(language: string, rating: number, body: string): string {
  return draftBuiltin({
    review: {
      id: `naming-${language}-${body.length}`,
      rating,
      title: null,
      body,
      author: null,
      language,
      territory: null,
      appVersion: null,
    },
    voice,
    store: 'google_play',
    limit: 5970,
    answers: [],
  }).body
}
