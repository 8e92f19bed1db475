import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import { englishBook, phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { voiceWith } from '../fixtures'

/**
 * A charge, the store sending them to the developer, and support that never answered: the reply
 * says sorry for the charge, that they should not have been sent back and forth, and in ONE
 * sentence that they deserved an answer and what finds their earlier message. No third stacked
 * acknowledgement, no store refund path (the store already sent them away). Reviews written for
 * this test.
 */

const CONTACT = 'help@recipebox.example'
const voice = voiceWith({ brandName: 'Recipe Box', supportContact: CONTACT })

const CASES: [string, string][] = [
  [
    'en',
    'Charged twice for the yearly plan. Apple told me to ask the developer, and my emails to support got no answer.',
  ],
  [
    'de',
    'Zweimal für das Jahresabo abgebucht. Apple sagt, ich soll mich an den Entwickler wenden, und der Support antwortet nicht auf meine Mails.',
  ],
  [
    'fr',
    "Prélevé deux fois pour l'abonnement annuel. Apple me renvoie vers le développeur et le support ne répond pas à mes mails.",
  ],
  [
    'es',
    'Me cobraron dos veces la suscripción anual. Apple dice que hable con el desarrollador y el soporte no responde a mis correos.',
  ],
  [
    'it',
    "Addebitato due volte l'abbonamento annuale. Apple dice di contattare lo sviluppatore e il supporto non risponde alle mie email.",
  ],
  [
    'pt',
    'Cobraram duas vezes a assinatura anual. A Apple diz para falar com o desenvolvedor e o suporte não responde meus e-mails.',
  ],
  [
    'ru',
    'Дважды списали за годовую подписку. Apple отправляет к разработчику, а поддержка не отвечает на письма.',
  ],
  [
    'pl',
    'Pobrali dwa razy za roczną subskrypcję. Apple odsyła do dewelopera, a support nie odpowiada na maile.',
  ],
  [
    'uk',
    'Двічі списали за річну підписку. Apple відправляє до розробника, а підтримка не відповідає на листи.',
  ],
  [
    'nl',
    'Twee keer afgeschreven voor het jaarabonnement. Apple verwijst naar de ontwikkelaar en de support reageert niet op mijn mails.',
  ],
  ['zh', '年度会员被扣了两次费。苹果说要找开发者，可是给客服发邮件也没人回。'],
]

/** The sentences between the greeting and the sign-off. */
function sentences(body: string): string[] {
  const lines = body.split('\n').filter((l) => l.trim() !== '')
  const middle = lines.slice(1, lines.length > 2 ? -1 : undefined).join(' ')
  return middle.split(/(?<=[.!?])\s+|(?<=[。！？])/u).filter((s) => s.trim() !== '')
}

describe('sent back and forth, and no answer from support', () => {
  it.each(CASES)('%s: reads both, and says them in three sentences', (lang, body) => {
    const reading = readReview({ rating: 1, body }, phrasebookFor(lang) ?? englishBook)
    expect(reading.storeLoop).toBe(true)
    expect(reading.supportFailed).toBe(true)
    const text = draftBuiltin({
      review: { id: `loop-silence:${lang}`, rating: 1, body, language: lang, author: 'Robin Vale' },
      voice,
      store: 'app_store',
      limit: 5970,
      answers: [],
    }).body
    expect(text).toContain(CONTACT)
    expect(text).not.toContain('reportaproblem.apple.com')
    expect(sentences(text).length).toBeLessThanOrEqual(3)
  })
})
