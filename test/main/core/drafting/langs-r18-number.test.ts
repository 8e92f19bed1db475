import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/** Round 18, languages: reviews written for these tests. */
describe('a plural the article shows, though the noun is the same in the singular, reaches the reply', () => {
  it.each([
    [
      'it',
      'I promemoria non arrivano più, ho perso un appuntamento per colpa vostra',
      /i promemoria non compaiano/,
    ],
    ['it', 'Le modalità non si salvano più e i widget non si aggiornano', /i widget|le modalità/],
    ['de', 'Gut, aber die Filter funktionieren nicht mehr seit dem letzten Update.', /die Filter/],
  ] as const)('%s: %s', (lang, body, named) => {
    const d = corpusDraft(lang, 2, body)
    expect(d.body).toMatch(named)
  })
  it('a singular stays singular: Il promemoria delle 8 non arriva più', () => {
    expect(corpusDraft('it', 2, 'Il promemoria delle 8 non arriva più').body).toMatch(
      /il promemoria non compaia/,
    )
  })
})

describe('a feature word for filters, named in each language', () => {
  it.each([
    ['de', 'Gut, aber die Filter funktionieren nicht mehr seit dem letzten Update.', /die Filter/],
    ['fr', 'Les filtres ne marchent plus depuis la mise à jour', /les filtres/],
    ['es', 'Los filtros no funcionan', /los filtros/],
    ['en', 'the filters dont work anymore', /the filters/],
  ] as const)('%s: %s', (lang, body, named) => {
    expect(corpusDraft(lang, 2, body).body).toMatch(named)
  })
  it('German "die" before a feminine noun is no plural: die Schriftgröße im Editor', () => {
    expect(
      corpusDraft('de', 3, 'Bitte ändert die Schriftgröße im Editor, sie ist winzig.').body,
    ).toMatch(/zur Schriftgröße im Editor/)
  })
})
