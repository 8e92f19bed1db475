import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/** Round 18: a freeze beside a loss, and steps to a new phone no one named. */
const draft = (lang: string, rating: number, app: 'notes' | 'run' | 'game', body: string) =>
  corpusDraft(lang, rating, body, app)

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
