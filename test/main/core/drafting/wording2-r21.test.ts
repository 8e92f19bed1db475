import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/**
 * German purchases: what was bought is named after "für" or "mit" ("eine Erstattung für die
 * werbefreie Version"), never "Ihr Kauf vom Werbefrei-Kauf"; the reviewer's "die" before a
 * feminine word of theirs ("die Werbung", "die werbefreie Version") makes nothing plural.
 */
describe('German purchases are named as what was bought', () => {
  const rows: [number, string, RegExp, 'notes' | 'game'][] = [
    [
      2,
      'Hab mir die werbefreie Version gekauft und trotzdem kommt nach jedem Level Werbung. Geld zurück bitte',
      /für die werbefreie Version/,
      'game',
    ],
    [
      1,
      'Ich habe bezahlt um die Werbung zu entfernen, aber die Werbung ist immer noch da. Ich will mein Geld zurück',
      /werbefreie Version/,
      'game',
    ],
    [1, 'Werbefrei gekauft, der Kauf wird aber nirgends angezeigt. Schade', /werbefreie/, 'game'],
    [
      1,
      'Jahresabo gekauft, aber Premium ist immer noch gesperrt. Erstattung bitte!',
      /Premium/,
      'notes',
    ],
  ]
  for (const [rating, body, named, app] of rows)
    it(`de ${rating}★: ${body}`, () => {
      const d = corpusDraft('de', rating, body, app)
      const reply = replyOf(d)
      expect(reply).toMatch(named)
      expect(reply).not.toMatch(/Kauf vo[mn]\b|Werbefrei-Kauf|Kaufn\b/)
    })

  // Guards: a "die" before a noun of theirs that is not feminine still shows the plural.
  const guards: [string, RegExp][] = [
    ['Die Wecker klingeln seit dem Update nicht mehr', /den Weckern/],
    ['Die Filter funktionieren nicht mehr', /die Filter/],
  ]
  for (const [body, named] of guards)
    it(`guard de: ${body}`, () => {
      expect(replyOf(corpusDraft('de', 2, body, 'notes'))).toMatch(named)
    })
})

/**
 * A German name whose adjective the line declines ("bei den täglichen Belohnungen") is still
 * named: the draft is not marked as leaving out what the review is about.
 */
describe('a declined German name counts as named', () => {
  const rows = [
    'Die tägliche Belohnung kommt seit dem Update nicht mehr',
    'Bei der täglichen Belohnung stürzt das Spiel jedes Mal ab',
  ]
  for (const body of rows)
    it(`de: ${body}`, () => {
      const d = corpusDraft('de', 2, body, 'game')
      expect(replyOf(d)).toMatch(/täglichen Belohnung/)
      expect(d.assessment.reasons.join('; ')).not.toMatch(/does not name/)
    })
})

/**
 * The game's daily challenge is named whole in every language ("데일리 챌린지", "每日挑战",
 * "tantangan harian"), never cut to the bare "challenge", which is another thing.
 */
describe('the daily challenge is named whole', () => {
  const rows: [string, number, string, RegExp][] = [
    ['ko', 2, '데일리 챌린지가 업데이트 후로 안 열려요', /데일리 챌린지/],
    ['zh', 2, '每日挑战打不开，一直转圈圈', /每日挑战/],
    ['zh-Hant', 2, '每日挑戰打不開，一直轉圈', /每日挑戰/],
    ['de', 2, 'Die tägliche Challenge lädt nicht mehr seit dem Update', /tägliche Challenge/],
    ['vi', 2, 'Thử thách hàng ngày không tải được sau khi cập nhật', /thử thách hằng ngày/i],
    ['id', 2, 'Tantangan harian tidak bisa dibuka sejak update', /tantangan harian/i],
    ['tr', 2, 'Günlük meydan okuma güncellemeden beri açılmıyor', /günlük meydan okuma/i],
    ['pl', 2, 'Codzienne wyzwanie nie ładuje się od aktualizacji', /codzienne wyzwanie/i],
    ['nl', 2, 'De dagelijkse uitdaging laadt niet meer sinds de update', /dagelijkse uitdaging/],
    ['hi', 2, 'डेली चैलेंज अपडेट के बाद खुल नहीं रहा', /डेली चैलेंज/],
    ['ar', 2, 'التحدي اليومي لا يفتح منذ التحديث', /التحدي اليومي/],
    ['uk', 2, 'Щоденний челендж не завантажується після оновлення', /щоденний челендж/i],
    ['ru', 2, 'Ежедневный челлендж не загружается после обновления', /ежедневный челлендж/i],
    ['sv', 2, 'Den dagliga utmaningen laddar inte sedan uppdateringen', /dagliga utmaningen/],
    ['pl', 5, 'Uwielbiam codzienne wyzwania, super sprawa', /codzienne wyzwani/],
  ]
  for (const [language, rating, body, named] of rows)
    it(`${language} ${rating}★: ${body}`, () => {
      expect(replyOf(corpusDraft(language, rating, body, 'game'))).toMatch(named)
    })

  // Guards: languages that already named it whole (English by its qualifier), and a bare challenge that stays bare.
  const guards: [string, string, RegExp][] = [
    ['ja', 'デイリーチャレンジが開かない', /デイリーチャレンジ/],
    ['es', 'El desafío diario no carga desde la actualización', /desafío diario/],
    ['tr', 'Bulmacalar güzel ama challenge modu çok zor', /meydan okuma/],
    ['en', 'the daily challenge wont load since the update', /daily challenge/],
  ]
  for (const [language, body, named] of guards)
    it(`guard ${language}: ${body}`, () => {
      expect(replyOf(corpusDraft(language, 2, body, 'game'))).toMatch(named)
    })
})

/**
 * Paid, and what was paid for is still locked, in any language: a purchase that never came
 * (billing, the order checked), never a grumble about the price or a question to fill.
 */
describe('paid for and still locked is a purchase that never came', () => {
  const rows: [string, string][] = [
    ['ar', 'اشتريت الاشتراك السنوي وما زالت الميزات مقفلة'],
    ['id', 'Sudah bayar premium tapi fitur tetap terkunci. Gimana sih?'],
    ['vi', 'Đã mua gói Pro mà các tính năng vẫn bị khóa'],
    ['tr', 'Premium satın aldım ama özellikler hala kilitli'],
    ['ru', 'Оплатил подписку, а функции всё ещё заблокированы'],
    ['pl', 'Zapłaciłem za premium, a funkcje nadal są zablokowane'],
    ['sv', 'Jag betalade för premium men funktionerna är fortfarande låsta'],
    ['nl', 'Ik heb betaald voor premium maar alles zit nog op slot'],
  ]
  for (const [language, body] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, 'notes')
      const moves = (d.plan?.moves ?? []).map((m) => m.kind)
      expect(moves, d.body).toContain('billing')
      expect(moves, d.body).toContain('checkOrder')
      expect(d.assessment.reasons.join('; ')).not.toMatch(/does not name/)
    })

  // Guards: locked out of an account, or a screen locked in portrait, is no purchase.
  const guards: [string, string][] = [
    ['I paid for premium and now I’m locked out of my account', 'lockedOut'],
    ['I paid for this app. The screen is locked in portrait which is annoying', 'sorry'],
  ]
  for (const [body, move] of guards)
    it(`guard en: ${body}`, () => {
      const moves = (corpusDraft('en', 1, body, 'notes').plan?.moves ?? []).map((m) => m.kind)
      expect(moves).toContain(move)
      expect(moves).not.toContain('billing')
    })
})
