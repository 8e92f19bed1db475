import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import { englishBook, phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { voiceWith } from '../fixtures'

/**
 * "Subscribed after the free trial, worth every penny" is praise: the trial is how they came to
 * pay, not a charge they did not expect. A billing apology with a refund path answers praise with
 * sorry. A trial beside a grievance (no warning, cancelled, never subscribed) stays billing.
 * Reviews written for this test.
 */

const voice = voiceWith({ brandName: 'Recipe Box', supportContact: 'help@recipebox.example' })

const draft = (language: string, body: string, rating: number) =>
  draftBuiltin({
    review: { id: `trial-worth:${language}:${body}`, rating, body, language },
    voice,
    store: 'app_store',
    limit: 5970,
    answers: [],
  }).body

const read = (language: string, body: string, rating: number) =>
  readReview({ rating, body }, phrasebookFor(language) ?? englishBook)

const PRAISE: [string, string][] = [
  ['en', 'Subscribed after the free trial ended, worth every penny!'],
  ['es', 'Pagué la suscripción después de la prueba gratuita y vale cada céntimo.'],
  ['fr', "Abonnée après l'essai gratuit, ça vaut chaque centime."],
  ['pt', 'Assinei depois do teste grátis e vale cada centavo.'],
  ['it', 'Abbonata dopo la prova gratuita, vale ogni centesimo.'],
  ['ru', 'Оплатил подписку после пробного периода, стоит каждой копейки.'],
  ['uk', 'Оформила підписку після пробного періоду, варта кожної копійки.'],
  ['nl', 'Na de proefperiode een abonnement genomen, elke cent waard.'],
  ['de', 'Nach dem Probeabo bezahlt, jeden Cent wert.'],
]

describe('a trial named in praise', () => {
  it.each(PRAISE)('%s: is praise, with no billing apology or refund path', (lang, body) => {
    const reading = read(lang, body, 5)
    expect(reading.main).toBe('praise')
    expect(reading.billing).toBeNull()
    expect(draft(lang, body, 5)).not.toMatch(/reportaproblem|help@recipebox/u)
  })

  it.each([
    ['en', 'Charged $39.99 after the free trial without any warning. The app is great though.'],
    ['en', 'Never subscribed but the free trial charged me anyway, great app otherwise.'],
    ['es', 'Me cobraron después de la prueba gratuita sin avisar, aunque la app es genial.'],
  ])('%s: a trial beside a grievance stays a charge to look into', (lang, body) => {
    expect(read(lang, body, 3).billing).not.toBeNull()
    expect(draft(lang, body, 3)).toContain('help@recipebox.example')
  })
})
