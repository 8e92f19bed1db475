import { describe, expect, it } from 'vitest'
import { namingDraft } from './naming-support'

// Praise written for this test. Polish, Russian and Ukrainian put a noun's attribute after it in
// the genitive ("widżet kalendarza", the calendar widget); Turkish puts it first and marks the
// head ("rota haritası", the route map). Either is one thing: the reply never splits it into
// "the widget and the calendar".
const CASES: [string, string, string, RegExp][] = [
  [
    'pl',
    'Widżet kalendarza to najlepsza rzecz w tej aplikacji, dzięki!',
    'widżet kalendarza',
    /widżet i kalendarz/u,
  ],
  ['pl', 'Na mapie trasy wszystko widać, świetna robota', 'mapa trasy', /mapa i trasy|mapie/u],
  ['ru', 'Виджет календаря просто супер, спасибо!', 'виджет календаря', /виджет и календарь/u],
  ['uk', 'Віджет календаря просто супер, дякую!', 'віджет календаря', /віджет і календар/u],
  ['tr', 'Rota haritası çok güzel, her şey net görünüyor.', 'rota haritası', /rotalar ve harita/u],
  ['tr', 'Takvim widgetı harika, her gün bakıyorum', 'takvim widgetı', /Takvim widget /u],
]

describe('a noun and its attribute name one thing', () => {
  for (const [language, body, named, wrong] of CASES)
    it(`${language}: "${named}"`, () => {
      const draft = namingDraft(language, 5, body)
      expect(draft).toContain(named)
      expect(draft).not.toMatch(wrong)
    })

  it('a name that already holds the word takes no second copy (uk "PDF експорт")', () => {
    const draft = namingDraft('uk', 2, 'PDF експорт ламається: після оновлення файл порожній')
    expect(draft).not.toMatch(/PDF експорт експорт|експорт у PDF експорт/u)
  })
})
