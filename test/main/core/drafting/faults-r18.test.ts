import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/**
 * Round 18, lost data: a recording not kept is a loss, a run named by its distance is the thing
 * lost; lost data is named whole; a freeze beside the loss is named with it; no steps to a new
 * phone no one named.
 */
const draft = (lang: string, rating: number, app: 'notes' | 'run' | 'game', body: string) =>
  corpusDraft(lang, rating, body, app)

describe('a run or a note that did not save is lost data: recovery leads', () => {
  const rows: [string, number, 'notes' | 'run' | 'game', string, RegExp][] = [
    [
      'en',
      1,
      'run',
      'my 10k from this morning didnt save. ran it in 48 min, my best ever, and now its just gone',
      /recover|restore/i,
    ],
    [
      'fr',
      1,
      'run',
      "Ma course de ce matin n'a pas été enregistrée, 15 km pour rien. L'appli s'est figée à la fin",
      /récupér|restaur/,
    ],
    [
      'nl',
      2,
      'run',
      'Mijn registratie van vanochtend is verdwenen, de app liep vast bij het opslaan',
      /terug te halen|herstel/,
    ],
    ['ko', 2, 'run', '달리기 기록이 저장되지 않아요. 앱이 중간에 멈춰요', /되살릴|복구/],
    ['zh', 1, 'notes', '更新后打开就闪退，笔记全都看不到了', /找回|恢复/],
    ['es', 1, 'run', 'La carrera de hoy no se guardó, 12 km a la basura', /recuperar|restaurar/],
    ['ru', 2, 'run', 'Приложение не сохранило мою пробежку на 21 км, очень обидно', /восстанов/],
  ]
  for (const [lang, stars, app, body, recovery] of rows) {
    it(`${lang}: "${body.slice(0, 40)}…" leads with recovery`, () => {
      expect(draft(lang, stars, app, body).body).toMatch(recovery)
    })
  }
  it('settings that do not save are no lost data', () => {
    const d = draft(
      'en',
      2,
      'notes',
      'my font settings are not saved, every time i open the app it is back to small text',
    )
    expect(d.body).not.toMatch(/recover|restore|lost your|data is/i)
  })
})

describe('a share gone beside a distance is no lost run', () => {
  it('"30% gone in one 5k run" stays a battery fault', () => {
    expect(
      draft('en', 2, 'run', 'Eats my battery, 30% gone in one 5k run on my Pixel 8').body,
    ).not.toMatch(/recover|restore|lost your/i)
  })
})

describe('lost data is named whole, never as a fragment', () => {
  it('"every single note … disappeared" is sorry for the notes, not "your single note"', () => {
    const d = draft(
      'en',
      1,
      'notes',
      'every single note i wrote last year disappeared after i logged in on my new phone',
    )
    expect(d.body).not.toMatch(/single note/)
    expect(d.body).toMatch(/lost your notes/)
  })
  it('"every note i had is gone" names the notes, plural', () => {
    expect(draft('en', 1, 'notes', 'every note i had is gone').body).toMatch(/your notes/)
  })
  it('"all my runs from 2023 are missing" quotes the year and stops there', () => {
    const d = draft(
      'en',
      2,
      'run',
      'all my runs from 2023 are missing from the history. only this year shows up',
    )
    expect(d.body).toMatch(/runs from 2023\./)
  })
})

describe('a freeze beside the loss is named with it; recovery leads', () => {
  const rows: [string, number, 'notes' | 'run' | 'game', string, RegExp][] = [
    [
      'en',
      1,
      'game',
      'game froze on level 80 and when i restarted all progress was wiped. 2 years of playing for nothing',
      /froze/,
    ],
    [
      'fr',
      1,
      'run',
      "Ma course de ce matin n'a pas été enregistrée, 15 km pour rien. L'appli s'est figée à la fin",
      /figée/,
    ],
    [
      'nl',
      2,
      'run',
      'Mijn registratie van vanochtend is verdwenen, de app liep vast bij het opslaan',
      /vastliep/,
    ],
    ['tr', 1, 'game', '80. seviyede oyun donuyor, 3. kez baştan başlamak zorunda kaldım', /dondu/],
    ['ko', 2, 'run', '달리기 기록이 저장되지 않아요. 앱이 중간에 멈춰요', /멈추면서/],
  ]
  for (const [lang, stars, app, body, freeze] of rows) {
    it(`${lang}: "${body.slice(0, 40)}…" names the freeze`, () => {
      expect(draft(lang, stars, app, body).body).toMatch(freeze)
    })
  }
  it('a wipe with no new phone named gets no steps to carry progress to a new phone', () => {
    const d = draft(
      'en',
      1,
      'game',
      'game froze on level 80 and when i restarted all progress was wiped. 2 years of playing for nothing',
    )
    expect(d.body).not.toMatch(/old phone|new one|Cloud save/)
    expect(d.body).toMatch(/tilequest\.example/)
  })
})
