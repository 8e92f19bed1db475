import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import { voiceWith } from './fixtures'

const voice = voiceWith({ brandName: 'Trail Log', supportContact: 'help@traillog.example' })

// Bug reports written for this test that name the system but no device.
const CASES: [string, string, string][] = [
  ['en', 'The widget has been blank for a week on Android 14.', 'on your Android 14'],
  ['es', 'El widget está en blanco desde hace una semana en Android 14.', 'en tu Android 14'],
  ['fr', 'Le widget reste vide depuis une semaine sous Android 14.', 'sur votre Android 14'],
  ['it', 'Il widget è vuoto da una settimana su Android 14.', 'sul tuo Android 14'],
  ['sv', 'Widgeten har varit tom i en vecka på Android 14.', 'på din Android 14'],
]

describe('a fault on a named system without a device', () => {
  for (const [language, body, where] of CASES)
    it(`names the system in the sentence, not in a bracket of its own (${language})`, () => {
      const d = draftBuiltin({
        review: { id: `os:${language}`, rating: 2, body, language },
        voice,
        store: 'app_store',
        limit: 5970,
        answers: [],
      })
      expect(d.body).toContain(where)
      expect(d.body).not.toContain('(Android 14)')
    })
})
