import { describe, expect, it } from 'vitest'
import { phrasebookFor } from '../../../../src/main/core/drafting/phrasebooks'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'

/** The sentences of a reply, without its greeting and sign-off. */
const sentencesOf = (body: string): string[] =>
  replyOf({ body } as never)
    .split(/(?<=[。！？])|(?<=[.!?।])\s+/u)
    .filter((s) => s.length > 0)

/**
 * A fault and a grievance in one review: after the fault's apology the grievance is heard
 * without a second one. German lost it outright (its lines all said "tut uns leid" again, a
 * repeat the writer drops); the others said sorry twice in a row.
 */
describe('a grievance after a fault is heard, without a second apology', () => {
  const rows: [string, string, App, RegExp][] = [
    [
      'de',
      'Die synchronisierung geht seit tagen nicht mehr. und dauernd werbung dazwischen, nervig',
      'notes',
      /Werbung/,
    ],
    [
      'de',
      'Levels laden nicht mehr richtig!! Und die werbung nach jedem level nervt einfach',
      'game',
      /Werbung/,
    ],
    [
      'fr',
      "la synchro marche plus depuis la maj. et en plus des pubs partout c'est relou",
      'notes',
      /publicités/,
    ],
    [
      'it',
      'la sincronizzazione non va piu da giorni. e poi troppa pubblicità ovunque',
      'notes',
      /pubblicità/,
    ],
    ['pt', 'a sincronização parou de funcionar. e ainda tem anúncio demais', 'notes', /anúncios/],
    ['ru', 'синхронизация не работает после обновления. и реклама везде бесит', 'notes', /реклам/],
    ['ja', '同期ができなくなりました。あと広告が多すぎてうざい', 'notes', /広告/],
    ['ko', '동기화가 안돼요. 그리고 광고가 너무 많아서 짜증나요', 'notes', /광고/],
    [
      'tr',
      'senkronizasyon çalışmıyor güncellemeden beri. ayrıca reklam çok fazla',
      'notes',
      /Reklam/,
    ],
    ['id', 'sinkronisasi gak jalan sejak update. iklannya juga kebanyakan', 'notes', /iklan/],
    [
      'vi',
      'đồng bộ không hoạt động từ khi cập nhật. quảng cáo cũng quá nhiều',
      'notes',
      /quảng cáo/,
    ],
    ['ar', 'المزامنة لا تعمل منذ التحديث. والإعلانات كثيرة جدا', 'notes', /الإعلانات/],
    ['hi', 'अपडेट के बाद सिंक काम नहीं कर रहा। और विज्ञापन बहुत ज़्यादा हैं', 'notes', /विज्ञापन/],
  ]
  for (const [language, body, app, grievance] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, app)
      const apology = phrasebookFor(language)?.apology ?? /sorry/i
      expect(replyOf(d), d.body).toMatch(grievance)
      expect(
        sentencesOf(d.body).filter((s) => apology.test(s)),
        d.body,
      ).toHaveLength(1)
    })

  // Guard: heard alone, the grievance still says sorry for it as before.
  it('guard, de: the ads alone', () => {
    const d = corpusDraft('de', 2, 'viel zu viel werbung, alle zwei minuten ein video', 'game')
    expect(replyOf(d), d.body).toMatch(/Werbung.*tut uns leid|tut uns leid.*Werbung/)
  })
})

/**
 * Grievances heard together in one line keep what the design is of: "the new design of the
 * level map" is what they complained about, not the app's design as a whole.
 */
describe('the joined grievance line keeps what the design is of', () => {
  const rows: [string, string, RegExp][] = [
    [
      'en',
      'way too many ads and the new design of the level map is ugly, also way too expensive',
      /design of the level map/i,
    ],
    ['en', 'ads after every level and the level map design is just ugly now', /level map design/i],
    [
      'fr',
      'Trop de pubs et le nouveau design de la carte des niveaux est moche',
      /design de la carte des niveaux/i,
    ],
    [
      'es',
      'demasiados anuncios y el nuevo diseño del mapa de niveles es feisimo',
      /diseño del mapa de niveles/i,
    ],
    ['ja', '広告多すぎ。レベルマップのデザインも見にくい', /レベルマップのデザイン/],
  ]
  for (const [language, body, says] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'game')
      expect(replyOf(d), d.body).toMatch(says)
    })

  // Guard: a thing named elsewhere in the clause is not what the design is of.
  it('guard, en: the design is ugly and search is slow', () => {
    const body = 'the new design is ugly and search is slow now, plus too many ads'
    const d = corpusDraft('en', 2, body, 'notes')
    expect(replyOf(d), d.body).not.toMatch(/design of/i)
  })
})

/** Korean lists as it is written ("광고와 디자인"), never with "및", the "and" of forms. */
describe('Korean joins grievances with 와/과, not 및', () => {
  const rows: [string, RegExp][] = [
    ['광고 너무 많고 디자인도 별로고 가격도 비싸요', /디자인과 가격/],
    ['광고 넘 많고 난이도도 너무 어려워요ㅠ', /광고와 난이도/],
  ]
  for (const [body, says] of rows)
    it(`ko: ${body}`, () => {
      const d = corpusDraft('ko', 2, body, 'game')
      expect(replyOf(d), d.body).toMatch(says)
      expect(d.body).not.toMatch(/및/)
    })
})

/** A name the review wrote with its own 的 (or the typo 的的) never doubles the line's 的. */
describe('Chinese never says 的 twice in a row', () => {
  for (const body of ['关卡地图的的设计太丑了', '体力的的恢复太慢了 等半天'])
    it(`zh: ${body}`, () => {
      const d = corpusDraft('zh', 2, body, 'game')
      expect(d.body).not.toMatch(/的的/)
    })
})

/** A sum the review names is the price itself: "the $7 price", "der Preis (4,99 €)". */
describe('a sum listed beside other grievances is said as its price', () => {
  const rows: [string, string, RegExp, RegExp][] = [
    [
      'en',
      'ads r annoying af and pro is way overpriced, $7 a month for a to do list??',
      /the \$7 price/,
      /price of \$7/,
    ],
    [
      'de',
      'zu viel werbung und 4,99 € im monat ist echt zu teuer',
      /Preis \(4,99 €\)/,
      /Preis (?:über|für) 4,99/,
    ],
  ]
  for (const [language, body, says, never] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'notes')
      expect(replyOf(d), d.body).toMatch(says)
      expect(d.body).not.toMatch(never)
    })
})

/** Praise thanked, then an idea: the idea's line does not open with a second "thanks" in a row. */
describe('an idea after thanks for praise is not thanked with the same word again', () => {
  const rows: [string, string, RegExp][] = [
    [
      'uk',
      'класна гра, бустери огонь особливо бомба. от би життя відновлювались швидше',
      /Дякуємо/g,
    ],
    [
      'ru',
      'игра огонь, ежедневные награды классные. вот бы жизни быстрее восстанавливались',
      /Спасибо/g,
    ],
  ]
  for (const [language, body, thanks] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 5, body, 'game')
      expect(replyOf(d), d.body).toMatch(/жит|жизн/)
      expect(replyOf(d).match(thanks) ?? [], d.body).toHaveLength(1)
    })
})
