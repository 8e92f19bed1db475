import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'

const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

/**
 * "Asks me to rate every time" in the languages beyond en/de/fr/es/pt/it: the rating prompt is
 * named by the phrasebook's noun, heard and passed on. Never "what keeps you from five stars"
 * (asked of someone tired of being asked), never device details for a thing done on purpose,
 * never "thanks for the idea" for "prośba o ocenę", never a quoted verb fragment.
 */
describe('a complaint about rating prompts is heard, with the prompts named', () => {
  const rows: [string, string, RegExp, RegExp, App][] = [
    ['ar', 'التطبيق يطلب مني تقييمه كل ما أفتحه، شي مزعج', /طلبات تقييم التطبيق/, /نجوم/, 'notes'],
    ['sv', 'Sluta be mig betygsätta appen varje gång jag öppnar den', /betyg/, /stjärnor/, 'game'],
    [
      'nl',
      'Bij elke start vraagt hij om een beoordeling, heel irritant',
      /de beoordelingsverzoeken/,
      /toestel/,
      'notes',
    ],
    ['pl', 'Co chwilę wyskakuje prośba o ocenę, to denerwuje', /prośby o ocenę/, /pomysł/, 'run'],
    [
      'ru',
      'Достало, что каждый раз просит оценить приложение',
      /просьбы оценить/,
      /устройств|звёзд/,
      'game',
    ],
    [
      'uk',
      'Постійно просить оцінити застосунок, набридло',
      /прохання оцінити/,
      /пристрій/,
      'notes',
    ],
    [
      'tr',
      'Uygulama sürekli puan vermemi istiyor, bıktım artık',
      /değerlendirme istekleri/,
      /beş yıldız/i,
      'game',
    ],
    [
      'id',
      'Tiap buka selalu minta rating, bikin kesel',
      /permintaan untuk memberi rating/,
      /bintang/,
      'notes',
    ],
    ['vi', 'Mở app lên là bắt đánh giá, khó chịu ghê', /các yêu cầu đánh giá/, /năm sao/, 'run'],
    ['hi', 'हर बार ऐप रेटिंग मांगता है, बहुत परेशान करता है', /रेटिंग के अनुरोध/, /पांच|पाँच/, 'game'],
    ['ja', '起動するたびにレビューを求めてくるのがうっとうしい', /評価のお願い/, /求め/, 'notes'],
    ['ko', '켤 때마다 별점 달라고 해서 너무 귀찮아요', /평가 요청/, /별 다섯|5점/, 'game'],
    ['zh', '每次打开都叫我评分，烦死了', /评分请求/, /五星/, 'notes'],
  ]
  for (const [language, body, named, never, app] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, app)
      expect(movesOf(d), d.body).toEqual(['heard'])
      expect(replyOf(d), d.body).toMatch(named)
      expect(replyOf(d), d.body).not.toMatch(never)
    })

  // Guard: the reviewer's own "оцените" in praise names no prompt.
  it('guard ru 5★: praise that tells others to rate is thanked, no prompt named', () => {
    const d = corpusDraft('ru', 5, 'Лучшая игра! Всем советую, оцените сами', 'game')
    expect(replyOf(d), d.body).not.toMatch(/просьб/)
  })
})

/**
 * "Please fix" after a complaint that names a thing asks to fix that thing: the reply names it
 * rather than "sorry for the inconvenience" and a request for device details.
 */
describe('a bare plea after a named complaint keeps the name', () => {
  const rows: [string, string, RegExp][] = [
    ['hi', 'डार्क मोड में टेक्स्ट पढ़ना मुश्किल है, रंग बहुत फीके हैं। कृपया ठीक करें', /डार्क मोड/],
    [
      'en',
      'Text in dark mode is hard to read, the colors are way too faded. Please fix',
      /dark mode/,
    ],
  ]
  for (const [language, body, named] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'notes')
      expect(replyOf(d), d.body).toMatch(named)
    })

  // Guard: a plea after a fault of its own is still that fault's, with the way to tell us more.
  it('guard en: a crash then "please fix" stays a fault report', () => {
    const d = corpusDraft('en', 2, 'The app crashes every time I open a note. Please fix', 'notes')
    expect(movesOf(d), d.body).toContain('details')
    expect(replyOf(d), d.body).toMatch(/crash/)
  })
})

/** "Lịch sử chạy bộ" is the run history: never quoted as "lịch", the calendar. */
it('vi: the run history is not called the calendar', () => {
  const d = corpusDraft(
    'vi',
    2,
    'App bị đứng khi vào lịch sử chạy bộ, máy Xiaomi Redmi Note 12',
    'run',
  )
  expect(replyOf(d), d.body).not.toMatch(/lịch(?! sử)/)
})

/**
 * Turkish marks the subject of "hoşunuza gitmesi" with the genitive ("etiketlerin"), a suffix the
 * drafter never attaches: kind words for a feature say "{feature} hakkındaki" instead.
 */
it('tr: thanks for a named feature need no genitive suffix', () => {
  const d = corpusDraft(
    'tr',
    5,
    'Şimdiye kadar kullandığım en iyi not uygulaması, özellikle etiket sistemi harika',
    'notes',
  )
  expect(replyOf(d), d.body).toMatch(/hakkında/)
  expect(replyOf(d), d.body).not.toMatch(/hoşunuza gittiğine|beğeninizi kazandığına/)
})

/**
 * "Her 5 bölümde", "每3关": a number after "every" counts levels, it names none. Quoting it as
 * "5. bölüm" or "第3关" would apologise for a level the reviewer never meant.
 */
describe('a number after "every" names no level', () => {
  const rows: [string, string, RegExp][] = [
    [
      'tr',
      'Güzel oyun ama enerji sistemi çok kötü, her 5 bölümde beklemek zorundayım',
      /5\. bölüm/,
    ],
    ['zh', '游戏不错，但是每3关就有广告，太多了', /第3关/],
  ]
  for (const [language, body, never] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 3, body, 'game')
      expect(replyOf(d), d.body).not.toMatch(never)
    })

  // Guards: a level named by its number is still quoted with it.
  it('guard tr: "340. bölümde" names level 340', () => {
    const d = corpusDraft('tr', 2, '340. bölümde takıldım, ipucu çalışmıyor', 'game')
    expect(replyOf(d), d.body).toMatch(/340\. bölüm/)
  })
  it('guard ru: "на 212 уровне" names level 212', () => {
    const d = corpusDraft('ru', 2, 'На 212 уровне игра вылетает', 'game')
    expect(replyOf(d), d.body).toMatch(/уровень 212/)
  })
})
