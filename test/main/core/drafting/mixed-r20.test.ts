import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

/**
 * Kind words for a thing named beside a complaint are thanked for in a clause of their own,
 * after the complaint, whatever the stars: the text decides, not the rating.
 */
describe('named praise beside a complaint is thanked after it, at any stars', () => {
  const rows: [string, number, string, RegExp, 'notes' | 'run'][] = [
    [
      'en',
      2,
      'way too expensive for what it is, 12 bucks a month?? the audio coaching is nice tho',
      /audio/,
      'run',
    ],
    ['ko', 3, '위젯은 정말 좋아요. 근데 동기화가 자주 실패하고 검색도 느려요.', /위젯/, 'notes'],
    ['es', 2, 'Es carísima la suscripción, aunque los widgets me encantan.', /widgets/, 'notes'],
  ]
  for (const [language, rating, body, named, app] of rows)
    it(`${language} ${rating}★: ${body}`, () => {
      const d = corpusDraft(language, rating, body, app)
      const moves = movesOf(d)
      expect(moves[0], d.body).not.toBe('praiseAlso')
      expect(moves, d.body).toContain('praiseAlso')
      expect(replyOf(d), d.body).toMatch(named)
    })
})

/**
 * A second thing that "doesn't find", "ne trouve plus", "findet nicht mehr" beside a crash is a
 * second thing going wrong, named in the apology; a thing only judged ("too basic") is not.
 */
describe('a second thing that does not work beside a crash is named', () => {
  const rows: [string, string, RegExp][] = [
    [
      'de',
      'Die App stürzt beim Öffnen von Anhängen ab, und die Suche findet alte Notizen nicht mehr.',
      /Anhängen.*und die Suche/,
    ],
    [
      'en',
      "The app crashes when I open attachments, and the search doesn't find my old notes anymore.",
      /attachments.*and the search/,
    ],
    [
      'fr',
      "L'appli plante quand j'ouvre les pièces jointes, et la recherche ne trouve plus mes anciennes notes.",
      /pièces jointes.*la recherche/,
    ],
  ]
  for (const [language, body, named] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body)
      expect(movesOf(d)[0], d.body).toBe('sorryCrash')
      expect(replyOf(d), d.body).toMatch(named)
    })

  it('a thing only judged beside the crash is no second fault', () => {
    const d = corpusDraft(
      'en',
      2,
      'The app crashes when I open attachments, and the search is too basic.',
    )
    expect(replyOf(d), d.body).not.toMatch(/search not working/)
  })
})

/** "… a hint button and also a way to play offline": an "also" between two things makes two wishes. */
describe('two wishes joined by "also" are both named', () => {
  const rows: [string, string, RegExp][] = [
    [
      'en',
      'would love a hint button and also a way to play offline on the plane',
      /hint button and an offline mode/,
    ],
    [
      'de',
      'Ich wünsche mir einen Tipp-Button und auch einen Offline-Modus.',
      /Tipp-Button.*Offline-Modus/,
    ],
  ]
  for (const [language, body, named] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 3, body, 'game')
      expect(movesOf(d)[0], d.body).toBe('request')
      expect(replyOf(d), d.body).toMatch(named)
    })

  it('a word of the same wish is still one wish', () => {
    const d = corpusDraft('en', 4, 'please add a widget for the lock screen')
    expect(replyOf(d), d.body).toMatch(/a widget for the lock screen;/)
  })
})

/**
 * "Search is slow and the editor lags": a second thing with the same trouble is named beside the
 * first, not said again as a trouble of its own ("… and the editor being slow").
 */
describe('a second thing with the same trouble is named beside the first', () => {
  const rows: [string, string, 'notes' | 'run', RegExp, RegExp][] = [
    [
      'en',
      'Search is slow and the editor lags when typing long notes. otherwise solid app',
      'notes',
      /when you use the search and the editor\./,
      /being slow/,
    ],
    [
      'en',
      'the map freezes and the stats screen freezes too',
      'run',
      /when you use the map and the stats screen\./,
      /screen freezing/,
    ],
    [
      'de',
      'Die Suche ist langsam und der Editor hängt bei langen Notizen.',
      'notes',
      /bei der Suche und dem Editor hängen bleibt/,
      /hängen bleibt und/,
    ],
  ]
  for (const [language, body, app, says, never] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 3, body, app)
      expect(replyOf(d), d.body).toMatch(says)
      expect(replyOf(d), d.body).not.toMatch(never)
    })
})
