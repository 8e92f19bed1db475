import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

/**
 * Something on screen in the way, said without a word of fault ("the keyboard covers the text
 * box", "black on black", "off the screen", "押せません"): a fault to look into, taken up first,
 * never kind words to thank for nor a design opinion or an idea.
 */
describe('a thing in the way on screen is a fault', () => {
  const rows: [string, number, string][] = [
    [
      'en',
      5,
      'love this app but since the last update the keyboard covers the text box when i type at the bottom of a note. cant see what im writing',
    ],
    ['en', 5, 'dark mode text is black on black in the checklist view lol. otherwise perfect'],
    [
      'en',
      2,
      'the buttons on the summary screen are off the screen on my small phone, cant tap save',
    ],
    ['ja', 5, '面白いけど、最新のアップデートからボタンが画面の外にはみ出して押せません。'],
    ['de', 5, 'Super App! Die Tastatur verdeckt aber das Eingabefeld.'],
    ['fr', 5, 'Très bonne appli, mais le clavier cache la zone de texte.'],
    ['es', 5, 'Me encanta, pero el teclado tapa el cuadro de texto.'],
    ['ru', 5, 'Отличное приложение, но клавиатура закрывает поле ввода.'],
    ['ko', 5, '좋은 앱인데 키보드가 입력창을 가려요.'],
    ['tr', 5, 'Harika uygulama ama klavye yazı alanını kapatıyor.'],
    ['sv', 5, 'Bra app men tangentbordet täcker textrutan.'],
  ]
  for (const [language, rating, body] of rows)
    it(`${language} ${rating}★: ${body}`, () => {
      const d = corpusDraft(language, rating, body)
      const moves = movesOf(d)
      expect(moves[0], d.body).toMatch(/^sorry/)
      expect(moves, d.body).toContain('details')
      expect(moves, d.body).not.toContain('thanksFor')
      expect(moves, d.body).not.toContain('request')
    })

  it('names the thing in the way without the verb that follows it', () => {
    const d = corpusDraft('en', 5, rows[0]?.[2] ?? '')
    expect(replyOf(d), d.body).toMatch(/keyboard/)
    expect(replyOf(d), d.body).not.toMatch(/keyboard covers|kind words about/)
  })
})

/**
 * "I loved the daily challenge mode… Now it's gone": love in the past, then the thing is no longer
 * there. A complaint about what was taken away, heard by its name: no thanks for kind words, no
 * "tell us what's missing", no device and version to send.
 */
describe('loved, and now gone', () => {
  const rows: [string, number, string, RegExp, ('notes' | 'game')?][] = [
    [
      'en',
      1,
      "I loved the daily challenge mode, it was the best part. Now it's gone?? Why would you remove it",
      /daily challenge mode/,
    ],
    [
      'es',
      5,
      'Me encantaba el modo sin conexión, ahora ya no se puede jugar sin internet. Qué pena.',
      /modo sin conexión/,
    ],
    ['de', 2, 'Ich liebte die Kalenderansicht. Jetzt ist sie einfach weg.', /Kalenderansicht/],
    [
      'en',
      5,
      'i used to love the handwriting feature, was the reason i bought pro. now its gone after the update 😡',
      /handwriting/,
      'notes',
    ],
  ]
  for (const [language, rating, body, names, app = 'game'] of rows)
    it(`${language} ${rating}★: ${body}`, () => {
      const d = corpusDraft(language, rating, body, app)
      const moves = movesOf(d)
      expect(replyOf(d), d.body).toMatch(names)
      expect(moves, d.body).toEqual(['heard'])
      expect(replyOf(d), d.body).not.toMatch(/didn't live up|kind words|palabras|enttäuscht/)
    })

  it('keeps past praise that lost nothing as praise', () => {
    const d = corpusDraft('en', 5, 'I loved it so much I bought premium the first week.')
    expect(movesOf(d)[0], d.body).toBe('thanksFor')
  })
})

/**
 * "The widget doesn't update. Also the search doesn't find anything.": a second thing in a fault
 * clause of its own goes wrong too, though no symptom word says how; the apology names both.
 */
it('names a second broken thing said in a clause of its own', () => {
  const d = corpusDraft(
    'en',
    2,
    "The widget doesn't update. Also the search doesn't find anything.",
  )
  expect(replyOf(d), d.body).toMatch(/widget/)
  expect(replyOf(d), d.body).toMatch(/search/)
})

it('takes no word of the first fault clause for a second broken thing', () => {
  const d = corpusDraft(
    'en',
    2,
    'Export to PDF cuts off the last line of every page. Super annoying for work',
  )
  expect(replyOf(d), d.body).not.toMatch(/line not working/)
})

/** "nichts gespeichert", "verlies ik steeds mijn voortgang": a run or progress lost, recovery first. */
describe('lost data said with a verb of not saving or of losing', () => {
  const rows: [string, string, 'run' | 'game'][] = [
    [
      'de',
      'Die App hat meinen Lauf nach 10 km einfach gestoppt und nichts gespeichert. Sehr ärgerlich.',
      'run',
    ],
    [
      'nl',
      'Na de laatste update verlies ik steeds mijn voortgang. Al drie keer opnieuw begonnen.',
      'game',
    ],
  ]
  for (const [language, body, app] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, app)
      expect(movesOf(d), d.body).toEqual(['sorryLoss', 'recovery'])
    })
})

/**
 * "The new music is boring", "Levels are way too easy now", "Уровни слишком простые": boredom,
 * and a praise word after a word of excess, complain; no kind words to thank for. "Not too
 * simple" complains of nothing.
 */
describe('boredom and too much of a good thing', () => {
  const rows: [string, number, string][] = [
    ['en', 3, 'Levels are way too easy now and the new music is boring.'],
    ['en', 4, 'The puzzles got repetitive after a week.'],
    ['ru', 3, 'Уровни слишком простые.'],
    ['es', 3, 'El juego se volvió muy aburrido.'],
    ['sv', 3, 'Spelet har blivit tråkigt.'],
    ['it', 3, 'Il gioco è diventato noioso.'],
  ]
  for (const [language, rating, body] of rows)
    it(`${language} ${rating}★: ${body}`, () => {
      const d = corpusDraft(language, rating, body, 'game')
      const moves = movesOf(d)
      expect(moves, d.body).not.toContain('thanks')
      expect(moves, d.body).not.toContain('thanksFor')
      expect(moves, d.body).not.toContain('praiseAlso')
      expect(moves, d.body).not.toContain('neutral')
    })

  it('hears "not too simple" as no complaint', () => {
    const d = corpusDraft('en', 5, 'Not too simple, not too complex. Perfect.')
    expect(movesOf(d)[0], d.body).toMatch(/^thanks/)
  })
})
