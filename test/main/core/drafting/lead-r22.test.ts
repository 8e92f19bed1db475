import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/**
 * "Since the update the widget doesn't show my notes any more, it's blank": the notes are in the
 * app; the widget fails to show them. A fault of the widget, never "the widget cost you your data".
 */
describe('a widget that shows nothing is a fault of the widget, not data lost', () => {
  const rows: [string, string][] = [
    [
      'en',
      "Since the update the widget doesn't show my notes anymore, it's completely blank. Xiaomi 13",
    ],
    ['de', 'Seit dem Update zeigt das Widget keine Notizen mehr an, komplett leer. Xiaomi 13'],
    ['fr', "Depuis la mise à jour le widget n'affiche plus mes notes, il est vide"],
    ['es', 'Desde la actualización el widget no muestra mis notas, está vacío'],
    ['pt', 'Depois da atualização o widget não mostra mais minhas notas, fica vazio'],
    // Guard: Russian was already read right.
    ['ru', 'После обновления виджет не показывает заметки, пустой'],
    ['vi', 'Từ khi cập nhật bản mới thì widget không hiện ghi chú nữa, trống trơn. Xiaomi 13'],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'notes')
      expect(replyOf(d), d.body).toMatch(/widget|виджет/i)
      expect(replyOf(d), d.body).not.toMatch(
        /data|restor|recover|Daten|wiederherstell|données|récupér|datos|recuper|dados|данн|восстанов|dữ liệu|khôi phục/i,
      )
    })
})

/** "All my notes are gone, the list is completely blank": the list is where the loss shows, not its cause. */
it('a list that shows nothing is not blamed for the loss', () => {
  const d = corpusDraft(
    'en',
    1,
    'All my notes are gone after the update, the list is completely blank!!',
    'notes',
  )
  expect(replyOf(d), d.body).toMatch(/lost your notes/)
  expect(replyOf(d), d.body).not.toMatch(/the list/i)
})

/**
 * "Ran 5k and the app says 3km": the distance run and a different one the app reports is the
 * distance measured wrong, though no word says "wrong"; "ran 5k" is no thing to name.
 */
describe('a distance run and a different one reported is the distance measured wrong', () => {
  const rows: [string, string, RegExp][] = [
    ['en', 'ran 5k and the app says 3km', /distance/],
    ['en', "I ran a 10k today and it only recorded 7.5km. What's going on?", /distance/],
    ['de', 'Bin 10 km gelaufen, die App zeigt 7 km an.', /Distanz/],
  ]
  for (const [language, body, named] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'run')
      expect(replyOf(d), d.body).toMatch(named)
      expect(replyOf(d), d.body).not.toMatch(/ran 5k|\[answer|hakt/i)
    })
  // Guard: two distances run are no fault.
  it('guard: "Ran 5k yesterday and 10k today, loving it" is thanked', () => {
    const d = corpusDraft('en', 5, 'Ran 5k yesterday and 10k today, loving it', 'run')
    expect(replyOf(d), d.body).toMatch(/thank/i)
    expect(replyOf(d), d.body).not.toMatch(/sorry|distance/i)
  })
})

/** GPS way off beside a drained battery: both are apologised for, in each language. */
describe('GPS measured wrong beside a drained battery names both', () => {
  const rows: [string, string, RegExp, RegExp][] = [
    [
      'en',
      'ran 5k and the app says 3km, gps is way off. also drains battery like crazy',
      /GPS/,
      /battery/,
    ],
    ['vi', 'chạy 5km mà app ghi có 3km, gps sai bét. lại còn hao pin kinh khủng', /GPS/, /pin/],
    [
      'de',
      'Bin 10 km gelaufen, die App zeigt 7 km an. GPS total daneben. Und der Akku ist nach einer Stunde leer',
      /GPS/,
      /Akku/,
    ],
    [
      'fr',
      "J'ai couru 10 km et l'appli affiche 7 km, le GPS est complètement à côté. En plus la batterie se vide très vite",
      /GPS/,
      /batterie/,
    ],
  ]
  for (const [language, body, first, second] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, 'run')
      expect(replyOf(d), d.body).toMatch(first)
      expect(replyOf(d), d.body).toMatch(second)
    })
})

/**
 * Vietnamese: a wish for a running plan names the plan (not the pace praised before it), and a
 * request after praise is not left out because both lines open with "Cảm ơn bạn": three
 * syllables are one Vietnamese phrase, not a sentence said twice.
 */
it('vi: a wished-for running plan is named after the praise', () => {
  const d = corpusDraft(
    'vi',
    4,
    'app ok, giọng đọc báo pace dễ nghe. ước gì có thêm kế hoạch chạy bán marathon',
    'run',
  )
  expect(replyOf(d), d.body).toMatch(/kế hoạch tập luyện/)
  expect(replyOf(d), d.body).not.toMatch(/về pace/)
})

/** vi: bought "remove ads" and ads still show: the purchase that did not arrive, not a question. */
describe('vi: ads still shown after buying their removal is a purchase not delivered', () => {
  const rows = [
    'Đã mua gói xóa quảng cáo rồi mà vẫn còn quảng cáo là sao vậy?',
    'mua gói xóa quảng cáo 49k rồi mà vẫn hiện quảng cáo sau mỗi màn',
  ]
  for (const body of rows)
    it(body, () => {
      const d = corpusDraft('vi', 2, body, 'game')
      expect(replyOf(d), d.body).toMatch(/giao dịch mua/)
      expect(replyOf(d), d.body).not.toMatch(/\[answer/)
    })
})

/** vi: a wish to add a thing reads "gợi ý thêm …", never "ý tưởng về thêm …". */
it('vi: a wish to add a thing is named straight after the verb', () => {
  const d = corpusDraft(
    'vi',
    4,
    'Mong app có thêm chế độ tối cho widget với cho đổi font chữ. Cảm ơn dev nhiều',
    'notes',
  )
  expect(replyOf(d), d.body).toMatch(/chế độ tối/)
  expect(replyOf(d), d.body).not.toMatch(/về thêm/)
})
