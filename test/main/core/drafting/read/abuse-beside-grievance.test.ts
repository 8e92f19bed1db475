import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { voiceWith } from '../fixtures'

/**
 * Insults aimed at the people behind the app, beside a real grievance (a double charge, ads):
 * no apology draft; the review is flagged for a person with "abusive language". Swearing about
 * the app itself, and someone calling themselves names, still get a normal reply. Reviews
 * written for this test.
 */

function draft(language: string, body: string, rating = 1) {
  return draftBuiltin({
    review: { id: `abg-${language}:${body}`, rating, body, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    answers: [],
  })
}

const ABUSIVE: [language: string, body: string][] = [
  ['en', 'Ads every 10 seconds. Whoever designed this is a moron.'],
  ['de', 'Zweimal abgebucht, ihr Drecksäcke!'],
  ['pt', 'Cobraram duas vezes, seus safados'],
  ['sv', 'Dragit pengar två gånger, era jävla tjuvar'],
  ['ko', '두 번 결제됐어요 쓰레기들'],
  ['zh', '扣了两次钱，狗东西'],
  ['ja', '二重に請求された。詐欺師のクズども'],
  ['es', 'Me cobraron dos veces, sinvergüenzas malnacidos'],
]

const NOT_ABUSE: [language: string, body: string, rating: number][] = [
  ['en', 'this shit app deleted my notes. fucking useless', 1],
  ['de', 'Diese scheiß App löscht meine Notizen, verdammt nochmal', 1],
  ['de', 'Die App ist idiotensicher und die Sync klappt super', 5],
  ['en', 'Even an idiot like me can use it, great app', 5],
  ['pt', 'Sou meio idiota com tecnologia mas consegui usar, ótimo app', 5],
  ['ja', '前のアプリはクズだったけど、これは最高', 5],
]

describe('insults at the team beside a grievance', () => {
  for (const [language, body] of ABUSIVE)
    it(`get no draft and are flagged as abusive language (${language}: ${body})`, () => {
      const d = draft(language, body)
      expect(d.body).toBe('')
      expect(d.spam?.reason).toMatch(/^Abusive language|^Insults/u)
    })

  for (const [language, body, rating] of NOT_ABUSE)
    it(`swearing about the app or at oneself is answered (${language}: ${body})`, () => {
      const d = draft(language, body, rating)
      expect(d.spam).toBeNull()
      expect(d.body).not.toBe('')
    })
})
