import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { voiceWith } from './fixtures'

function draft(language: string, body: string): Draft {
  return draftBuiltin({
    review: { id: `${language}:${body}`, rating: 2, body, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
  })
}

const symptomOf = (d: Draft) =>
  (d.plan?.moves ?? []).flatMap((m) => (m.kind === 'sorry' && 'symptom' in m ? [m.symptom] : []))

// A grumble that names what goes wrong ("it keeps signing me out") is a fault to say back and look
// into, not a bare "sorry something isn't right, tell us what we can do better".
describe('a complaint naming its symptom gets that symptom apologised for', () => {
  const reviews: [string, string, string][] = [
    ['de', 'Total nervig. Die App meldet mich ständig ab.', 'logout'],
    ['nl', 'Irritant, de app logt me steeds uit.', 'logout'],
    ['tr', 'Sinir bozucu, uygulama sürekli oturumumu kapatıyor.', 'logout'],
    ['it', "Pessima. L'app mi fa uscire continuamente.", 'logout'],
    ['ja', '最悪。何度もログアウトされる。', 'logout'],
    ['ko', '최악이에요. 자꾸 로그아웃돼요.', 'logout'],
    ['hi', 'बहुत बेकार, ऐप बार बार लॉग आउट कर देता है।', 'logout'],
    ['ar', 'سيء جدا، التطبيق يسجل خروجي باستمرار.', 'logout'],
  ]
  for (const [language, body, symptom] of reviews)
    it(`${language}: ${body}`, () => {
      const d = draft(language, body)
      expect(symptomOf(d)).toEqual([symptom])
      expect(d.body).toContain('help@acme.example')
    })
})
