import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

/**
 * Reviews written for these tests: the price, the ads, too little content or support that never
 * answers, in words that also say "can't", "impossible" or "doesn't respond". Nothing is broken,
 * so no device and version are asked for, and the reply says which grievance it heard.
 */
const GRIEVANCES: [lang: string, rating: number, body: string, says: RegExp][] = [
  [
    'en',
    3,
    'love the look, hate the energy system. cant play more than 5 min without paying',
    /price/,
  ],
  ['it', 1, 'Troppa pubblicità, impossibile giocare', /pubblicità/],
  ['pl', 2, 'Aplikacja fajna, ale cena abonamentu to przesada', /cena/],
  ['pt', 1, 'Muito caro, a assinatura subiu e não avisaram ninguém', /preço/],
  ['es', 4, 'Me encanta pero hay muy pocas plantillas nuevas', /plantillas/],
  ['de', 4, 'Tolle App, aber viel zu wenige Vorlagen', /Vorlagen/],
  ['es', 2, 'El servicio al cliente no responde nunca, escribí tres veces', /respuesta/],
  ['ru', 1, 'Слишком много рекламы, невозможно пользоваться', /реклам/],
]

describe('a grievance said in words of inability is heard, not sent to support as a fault', () => {
  it.each(GRIEVANCES)('%s %d★: "%s"', (lang, rating, body, says) => {
    const d = notesProDraft(lang, rating, body)
    expect(d.reading?.main).not.toBe('bug')
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('details')
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('askMissing')
    expect(d.body).toMatch(says)
  })

  it('keeps a fault named beside the ads', () => {
    const d = notesProDraft('en', 1, 'Too many ads, and the app crashes after every ad')
    expect(d.reading?.points.map((p) => p.intent)).toContain('bug')
  })
})

describe('"how" with a verb asks how to do it; it wishes for nothing', () => {
  it.each([
    ['hi', 'नोट्स को फ़ोल्डर में कैसे डालें? समझ नहीं आ रहा'],
    ['hi', 'रिमाइंडर कैसे जोड़ें?'],
    ['en', 'How do I add a note to a folder? cant figure it out'],
    ['es', '¿Cómo puedo agregar una etiqueta a una nota?'],
  ] as const)('%s: "%s"', (lang, body) => {
    const d = notesProDraft(lang, 3, body)
    expect(d.reading?.main).toBe('question')
    expect(d.reading?.points.map((p) => p.intent)).not.toContain('request')
  })

  it('still reads a plain wish with the same verb as a wish', () => {
    expect(notesProDraft('hi', 4, 'कृपया डार्क मोड डालें').reading?.main).toBe('request')
  })
})

describe('too little of a thing, or what it costs, set against praise is a grievance heard', () => {
  it.each([
    [
      'en',
      2,
      'Levels are too short and there is not enough new content, finished everything in 2 days',
      /didn't live up|levels/,
    ],
    ['en', 1, "It's a good app but they charge for everything now. Greedy.", /price/],
  ] as const)('%s %d★: "%s"', (lang, rating, body, says) => {
    const d = notesProDraft(lang, rating, body)
    expect(d.plan?.moves.map((m) => m.kind)).toContain('heard')
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('details')
    expect(d.body).toMatch(says)
  })

  it('a shopping list under five stars is no price', () => {
    const d = notesProDraft(
      'de',
      5,
      'Tolle App, aber ich nutze sie hauptsächlich für Einkaufslisten.',
    )
    expect(d.reading?.main).toBe('praise')
  })
})

describe('a review with no cue word is heard by the grievance its clauses name', () => {
  it.each([
    ['en', 'every update moves the buttons around. stop redesigning things that worked', /design/],
    ['en', 'ads every two levels now. getting old', /ads/],
  ] as const)('%s: "%s"', (lang, body, says) => {
    const d = notesProDraft(lang, 2, body)
    expect(d.plan?.moves.map((m) => m.kind)).toContain('heard')
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('details')
    expect(d.body).toMatch(says)
  })
})

describe('a review with no cue word that names a device is still a report', () => {
  it('asks nothing more and names the device, whatever topic its words have', () => {
    const d = notesProDraft(
      'en',
      2,
      'every update moves the buttons around on my Pixel 7 running Android 14',
    )
    expect(d.plan?.moves.map((m) => m.kind)).toContain('sorry')
    expect(d.body).toContain('Pixel 7')
  })
})
