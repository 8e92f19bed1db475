import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

/** Reviews written for these tests: two features asked for in one clause, joined by "and". */
const TWO: [lang: string, body: string, first: string, second: string][] = [
  ['en', 'Please add a calendar view and coloured tags', 'calendar', 'tags'],
  ['de', 'Bitte einen Kalender einbauen und farbige Tags', 'Kalender', 'Tags'],
  [
    'fr',
    "Ce serait top d'avoir un calendrier et des étiquettes de couleur",
    'calendrier',
    'étiquettes',
  ],
  ['es', 'Ojalá tuviera calendario y etiquetas de colores', 'calendario', 'etiquetas'],
  ['ru', 'Добавьте календарь и цветные теги', 'календарь', 'теги'],
  ['pl', 'Dodajcie kalendarz i kolorowe tagi', 'kalendarz', 'tagi'],
  ['id', 'Tambahin dong kalender sama tag warna', 'kalender', 'tag'],
  ['vi', 'Mong app có thêm chế độ tối với cỡ chữ lớn hơn', 'chế độ tối', 'chữ'],
  ['zh', '希望增加日历视图和彩色标签', '日历', '标签'],
]

describe('two wishes joined by "and" in one clause are both taken up', () => {
  it.each(TWO)('%s: "%s" names both', (lang, body, first, second) => {
    const d = notesProDraft(lang, 4, body)
    const request = d.plan?.moves.find((m) => m.kind === 'request')
    expect(request).toBeDefined()
    expect(d.body).toContain(first)
    expect(d.body).toContain(second)
    expect(d.body).not.toContain('support@notes-pro.example')
  })

  it('keeps a neighbouring word of one wish as that wish, not a second one', () => {
    const d = notesProDraft('en', 4, 'Please add a dark mode for the widget')
    const request = d.plan?.moves.find((m) => m.kind === 'request')
    expect(request && 'things' in request ? request.things : undefined).toBeUndefined()
  })
})
