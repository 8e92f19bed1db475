import { describe, expect, it } from 'vitest'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import { englishBook, phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'

/**
 * "Even idiots like me should find the settings", "idioter som jag": the reviewer calls
 * themselves names, not the team. That is a real review to answer, never marked as abuse; the
 * same word aimed at the team still is. Reviews written for this test.
 */

const read = (lang: string, body: string) =>
  readReview({ rating: 2, body }, phrasebookFor(lang) ?? englishBook)

const SELF: [string, string][] = [
  [
    'sv',
    'Även för idioter som jag borde det gå att hitta inställningarna, men jag hittar dem inte.',
  ],
  ['sv', 'Inte ens idioter som jag kan förstå den nya menyn.'],
  ['en', "Even idiots like me should be able to find the settings, but I can't."],
  [
    'de',
    'Selbst für Idioten wie mich sollten die Einstellungen zu finden sein, ich finde sie aber nicht.',
  ],
  [
    'fr',
    'Même pour des idiots comme moi, les réglages devraient être faciles à trouver, mais je ne les trouve pas.',
  ],
  ['es', 'Hasta idiotas como yo deberían encontrar los ajustes, pero no los encuentro.'],
  ['pt', 'Até idiotas como eu deveriam achar as configurações, mas não acho.'],
  ['it', 'Anche idioti come me dovrebbero trovare le impostazioni, ma non le trovo.'],
  ['nl', 'Zelfs idioten zoals ik zouden de instellingen moeten vinden, maar ik vind ze niet.'],
  ['pl', 'Nawet idioci jak ja powinni znaleźć ustawienia, ale ich nie widzę.'],
]

describe('an insult aimed at oneself', () => {
  it.each(SELF)('%s: %s is no abuse', (lang, body) => {
    const reading = read(lang, body)
    expect(reading.main).not.toBe('abuse')
    expect(reading.spam ?? null).toBeNull()
  })

  it.each([
    ['sv', 'Ni är idioter, appen kraschar hela tiden.'],
    ['es', 'Sois unos idiotas, la app no funciona.'],
    ['en', 'You are idiots, the app crashes.'],
  ])('%s: the same word aimed at the team still is', (lang, body) => {
    expect(read(lang, body).spam).toBeTruthy()
  })
})
