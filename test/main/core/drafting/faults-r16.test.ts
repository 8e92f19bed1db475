import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/** Round 16: a grievance about how the app is made is heard, not treated as a fault. */
const draft = (lang: string, rating: number, app: 'notes' | 'run' | 'game', body: string) =>
  corpusDraft(lang, rating, body, app)

describe('what a game hands out over time, too slowly, is its pace: heard, not a fault', () => {
  it('"lives refill way too slowly" hears the lives, no "problem", no support contact', () => {
    const d = draft(
      'en',
      2,
      'game',
      'lives refill way too slowly, 30 min for one life is ridiculous',
    )
    expect(d.body).toMatch(/lives/)
    expect(d.body).not.toMatch(/problem|help you|tilequest\.example/)
  })
  it('"Die Leben laden viel zu langsam nach" is heard, and "Leben" is the plural', () => {
    const d = draft('de', 2, 'game', 'Die Leben laden viel zu langsam nach. Nervig.')
    expect(d.body).not.toMatch(/hakt|tilequest\.example/)
    expect(d.body).not.toMatch(/vom Leben|beim Leben/)
  })
  it('"search is way too slow" is still the app being slow', () => {
    const d = draft('en', 2, 'notes', 'search is way too slow, takes 10 seconds every time')
    expect(d.body).toMatch(/slow|search/)
  })
})

describe('too much of something, a negator only after it, still complains of the excess', () => {
  it('"il carattere è troppo piccolo e non si può ingrandire" is heard, not a fault to write in about', () => {
    const d = draft(
      'it',
      3,
      'notes',
      'Il carattere è troppo piccolo e non si può ingrandire. Peccato perché per il resto va bene.',
    )
    expect(d.body).toMatch(/carattere/)
    expect(d.body).not.toMatch(/problemi|support@/)
  })
  it('"not too hard" still complains of nothing', () => {
    const d = draft('en', 5, 'game', 'not too hard, not too easy, just right')
    expect(d.body).not.toMatch(/sorry/i)
  })
})

describe('"太…了" of how a game is made is heard, not a fault to write in about', () => {
  it('"难度太高了" gets no support contact', () => {
    const d = draft('zh', 2, 'game', '难度太高了，后面的关卡不买道具根本过不去。')
    expect(d.body).not.toMatch(/tilequest\.example/)
  })
})

describe('praise, then a turn to too much of something: the excess is the point', () => {
  it('"great app but way too many steps to add a quick note" does not thank', () => {
    const d = draft(
      'en',
      4,
      'notes',
      'great app but way too many steps to add a quick note. 4 taps just to write one line',
    )
    expect(d.body).not.toMatch(/thank/i)
  })
})

describe('data lost in a crash: recovery leads, and the apology names the crash too', () => {
  it('"crashed when i opened it, half my notes are gone" names the crash beside the notes', () => {
    const d = draft(
      'en',
      1,
      'notes',
      'app crashed when i opened it this morning and now half my notes from last week are gone',
    )
    expect(d.body).toMatch(/crash/)
    expect(d.body).toMatch(/notes/)
  })
  it('"keeps crashing when i save, lost 3 runs" names the crash and the runs', () => {
    const d = draft(
      'en',
      1,
      'run',
      'keeps crashing when i try to save my run. lost 3 runs this week',
    )
    expect(d.body).toMatch(/crash/)
    expect(d.body).toMatch(/runs/)
  })
  it('"stürzt beim Öffnen ab und meine Notizen sind weg" names the Absturz', () => {
    const d = draft(
      'de',
      1,
      'notes',
      'Seit dem letzten Update stürzt die App beim Öffnen ab und meine Notizen sind weg.',
    )
    expect(d.body).toMatch(/Absturz/)
  })
  it('a loss with no crash keeps the plain loss line', () => {
    const d = draft('en', 1, 'notes', 'all my notes are gone after the update')
    expect(d.body).not.toMatch(/crash/)
  })
})

describe('"love it but the GPS keeps dropping" is a fault, not kind words about GPS', () => {
  it('apologises for the GPS, no thanks', () => {
    const d = draft(
      'en',
      5,
      'run',
      'Love it but the GPS keeps dropping in the middle of my runs, my 10k showed as 7.3k',
    )
    expect(d.body).not.toMatch(/kind words|thank/i)
    expect(d.body).toMatch(/GPS/)
  })
})

describe('"not too …" before a measure is no excess', () => {
  it('"Nie za dobra. Wyszukiwanie jest wolne." still apologises for the slow search', () => {
    const d = draft('pl', 2, 'notes', 'Nie za dobra. Wyszukiwanie jest wolne.')
    expect(d.body).not.toMatch(/oczekiwania/)
  })
})
