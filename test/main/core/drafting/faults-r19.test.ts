import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/**
 * Round 19, lost data: a training plan, badges or achievements lost are data lost, whatever the
 * stars or a sarcastic "thanks a lot" beside them; the draft leads with recovery, never thanks.
 */
const draft = (lang: string, rating: number, app: 'notes' | 'run' | 'game', body: string) =>
  corpusDraft(lang, rating, body, app)

describe('a lost plan, badges or achievements are lost data: recovery leads, no thanks', () => {
  const rows: [string, number, 'notes' | 'run' | 'game', string][] = [
    ['en', 1, 'run', 'the new update deleted my whole training plan, thanks a lot'],
    ['en', 5, 'run', 'great app, only thing is my badges disappeared after the last update'],
    ['en', 3, 'game', 'my trophies got wiped after the update, so annoying'],
    ['nl', 1, 'run', 'Mijn hardloopschema is na de update verdwenen.'],
  ]
  for (const [lang, stars, app, body] of rows) {
    it(`${lang} ${stars}★ ${body}`, () => {
      const text = draft(lang, stars, app, body).body
      expect(text).toMatch(/recover|restore|terug te halen|te redden|herstel/i)
      expect(text).not.toMatch(/thank|bedankt/i)
    })
  }
})

describe('what was lost is named: a streak, badges, medals, one run', () => {
  const rows: [string, number, 'notes' | 'run' | 'game', string, RegExp][] = [
    [
      'en',
      3,
      'game',
      'lost my 87 day streak bc the app didnt open yesterday. not cool',
      /your streak\./,
    ],
    [
      'en',
      4,
      'run',
      'my run from yesterday didnt save, 12k gone. otherwise love the app',
      /lost your run\b/,
    ],
    ['en', 3, 'game', 'my trophies got wiped after the update, so annoying', /your trophies/],
    [
      'es',
      1,
      'game',
      'Perdí todas mis medallas y el nivel 45 después de cambiar de móvil',
      /las medallas/,
    ],
    ['de', 1, 'run', 'Mein Lauf von heute morgen wurde nicht gespeichert', /den Lauf/],
    ['de', 2, 'game', 'Alle meine Abzeichen sind nach dem Update weg', /die Abzeichen/],
    ['it', 2, 'game', "Ho perso tutte le medaglie dopo l'aggiornamento", /perso le medaglie/],
    ['pt', 1, 'game', 'Sumiram todas as minhas medalhas depois da atualização', /as medalhas/],
    ['nl', 1, 'run', 'Mijn hardloopschema is na de update verdwenen.', /hardloopschema/],
  ]
  for (const [lang, stars, app, body, named] of rows) {
    it(`${lang} ${stars}★ ${body}`, () => {
      expect(draft(lang, stars, app, body).body).toMatch(named)
    })
  }
})

describe('an app that "won\'t run" is a fault, never praise', () => {
  it('en 2★ the app wont run since the update', () => {
    const text = draft('en', 2, 'run', 'the app wont run since the update').body
    expect(text).toMatch(/sorry/i)
    expect(text).not.toMatch(/thank/i)
  })
})

describe("the app left for this one: its crash and its support are not this app's", () => {
  it('en 2★ Strava crashed, so they moved here; "their support" never replied', () => {
    const text = draft(
      'en',
      2,
      'run',
      'Strava kept crashing on my watch so I moved over here, their support never even replied. So far StrideRun tracks ok but the GPS drifts a bit in the forest',
    ).body
    expect(text).not.toMatch(/crash|Strava|ticket|should have been answered/i)
    expect(text).toMatch(/GPS/)
  })
  it('de 3★ von Runtastic gewechselt, weil die App abstürzte', () => {
    const text = draft(
      'de',
      3,
      'run',
      'Bin von Runtastic gewechselt, weil die App ständig abgestürzt ist. Hier läuft es bisher gut',
    ).body
    expect(text).not.toMatch(/Abstürz|absturz|Runtastic/i)
  })
  it("en 2★ a crash of this app after switching stays this app's", () => {
    const text = draft('en', 2, 'run', 'I switched from Strava and this app crashes even more').body
    expect(text).toMatch(/crash/i)
  })
})
