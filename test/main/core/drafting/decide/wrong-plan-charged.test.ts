import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import { englishBook, phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import type { DraftStore } from '../../../../../src/shared/dto/drafting'
import { voiceWith } from '../fixtures'

/**
 * Charged for another plan than the one chosen (the yearly plan for the monthly one): the reply
 * restates that, with the sum they name, instead of "the trouble with your payment". The store's
 * refund path and the offer to check the order stay. Reviews written for this test.
 */

const voice = voiceWith({ brandName: 'Recipe Box', supportContact: 'help@recipebox.example' })

const draft = (language: string, body: string, store: DraftStore = 'google_play') =>
  draftBuiltin({
    review: { id: `wrong-plan:${language}:${body}`, rating: 1, body, language },
    voice,
    store,
    limit: 5970,
    answers: [],
  }).body

// [language, review, sum, what the restating reply says]
const CASES: [string, string, string, RegExp][] = [
  [
    'en',
    'Picked the monthly plan but got charged for the yearly one, $59.99.',
    '$59.99',
    /different plan/u,
  ],
  [
    'de',
    'Ich wollte das Monatsabo, abgebucht wurden aber 49,99 € für das Jahresabo.',
    '49,99',
    /anderen Tarif/u,
  ],
  [
    'fr',
    "J'avais choisi l'abonnement mensuel et on m'a prélevé 39,99 € pour l'annuel.",
    '39,99',
    /autre formule/u,
  ],
  ['es', 'Me cobraron 39,99 € del plan anual cuando elegí el mensual.', '39,99', /plan distinto/u],
  [
    'pt',
    'Cobraram R$ 99,90 do plano anual em vez do mensal que eu escolhi.',
    '99,90',
    /plano diferente/u,
  ],
  [
    'it',
    "Mi hanno addebitato 39,99 € per l'annuale invece del mensile.",
    '39,99',
    /piano diverso/u,
  ],
  [
    'nl',
    'Ik had het maandabonnement gekozen maar er is €39,99 afgeschreven voor een jaar.',
    '39,99',
    /ander abonnement/u,
  ],
  ['ru', 'Выбрал месячную подписку, а списали 1490 ₽ за годовую.', '1490', /другой тариф/u],
  ['uk', 'Я обрала місячну підписку, а списали 999 грн за річну.', '999', /інший тариф/u],
  ['pl', 'Wybrałam plan miesięczny, a pobrali 149 zł za roczny.', '149', /inny plan/u],
  ['tr', 'Aylık paketi seçtim ama yıllık için 499 TL çekildi.', '499', /başka bir plan/u],
  [
    'id',
    'Padahal saya pilih paket bulanan, tapi ditagih Rp 299.000 untuk tahunan.',
    '299.000',
    /paket yang berbeda/u,
  ],
  [
    'sv',
    'Jag valde månadsabonnemanget men blev debiterad 399 kr för ett helt år.',
    '399',
    /annan plan/u,
  ],
]

describe('charged for another plan than the one chosen', () => {
  it.each(CASES)('%s: restates the wrong plan with the sum', (lang, body, sum, says) => {
    expect(readReview({ rating: 1, body }, phrasebookFor(lang) ?? englishBook).billing).toBe(
      'wrong_plan',
    )
    const text = draft(lang, body)
    expect(text).toMatch(says)
    expect(text).toContain(sum)
    expect(text).toContain('play.google.com')
    expect(text).toContain('help@recipebox.example')
  })

  it('a praise review that names the plan it chose is no charge', () => {
    const body = 'Paid for the yearly plan I chose instead of monthly, worth every cent.'
    expect(readReview({ rating: 5, body }, englishBook).billing).toBeNull()
  })

  it('a double charge stays a double charge', () => {
    expect(
      readReview(
        { rating: 1, body: 'Charged twice for the yearly plan, I only wanted one.' },
        englishBook,
      ).billing,
    ).toBe('charged_twice')
  })
})
