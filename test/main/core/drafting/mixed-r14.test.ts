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
