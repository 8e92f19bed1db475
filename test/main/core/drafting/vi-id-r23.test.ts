import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'
const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

/**
 * Lines after praise fit any praise: no "glad everything works for you" (Vietnamese "mọi thứ đều
 * ổn", Indonesian "berjalan lancar"), which answers a worry nobody raised, and no "useful" for a game.
 */
describe('praise is followed by a line that fits any praise', () => {
  const rows: [string, string, App][] = [
    ['vi', 'Ứng dụng nhẹ, mở nhanh, giao diện sạch sẽ. Rất ưng', 'notes'],
    ['vi', 'game vui, chơi giải trí rất ổn', 'game'],
    ['vi', 'giọng đọc dễ nghe, đo nhịp tim chính xác', 'run'],
    ['vi', 'xịn, đáng tiền', 'notes'],
    ['id', 'Gamenya seru banget, grafisnya lucu, cocok buat santai', 'game'],
    ['id', 'Aplikasi catatan terbaik, simpel dan cepat', 'notes'],
    ['id', 'Gamenya bikin nagih, levelnya menantang', 'game'],
  ]
  for (const [language, body, app] of rows)
    it(`${language}: ${body}`, () => {
      const reply = replyOf(corpusDraft(language, 5, body, app))
      expect(reply).not.toMatch(/mọi thứ đều (?:ổn|hoạt động tốt)|berjalan lancar untuk Anda/)
      if (app === 'game') expect(reply).not.toMatch(/bermanfaat/)
    })
})

/** Only thanks ("cảm ơn", "makasih") or "ổn" beside a wish is support, not praise to thank for. */
describe('thanks beside a wish are not called praise', () => {
  const rows: [string, number, string, App][] = [
    ['vi', 4, 'Thêm tính năng khóa ghi chú bằng mật khẩu nha, cảm ơn nhiều', 'notes'],
    ['vi', 3, 'app tạm ổn, thêm chế độ chạy ngắt quãng đi ạ', 'run'],
    ['id', 4, 'Tambahin tema warna dong, makasih min', 'notes'],
  ]
  for (const [language, rating, body, app] of rows)
    it(`${language}: ${body}`, () => {
      expect(replyOf(corpusDraft(language, rating, body, app))).not.toMatch(/lời khen|pujian/i)
    })
})

/** Vietnamese "hay" before a verb is "often"; it praises nothing ("mình hay dùng app để…"). */
describe('vi: "hay" before a verb is no praise', () => {
  const rows: [string, App][] = [
    ['Mình hay dùng app để lưu công thức nấu ăn, cho hỏi có giới hạn số ghi chú không?', 'notes'],
    ['Tôi hay chạy lúc sáng sớm, có cách nào tắt giọng đọc giữa chừng không?', 'run'],
  ]
  for (const [body, app] of rows)
    it(body, () => {
      expect(replyOf(corpusDraft('vi', 3, body, app))).not.toMatch(/lời khen|ủng hộ/)
    })
  it('guard: "hay lắm" still praises', () => {
    expect(movesOf(corpusDraft('vi', 5, 'game hay lắm, màu sắc đẹp', 'game'))[0]).toMatch(/^thanks/)
  })
})

/** A connection said to be fine ("padahal internet lancar") is the reviewer's, no praise of the app. */
it("id: the reviewer's fine connection is not praised", () => {
  const d = corpusDraft(
    'id',
    2,
    'Jarak lari sering gak akurat, padahal sinyal GPS bagus. Hp Realme 9',
    'run',
  )
  expect(movesOf(d), d.body).not.toContain('praiseAlso')
})

/** "Thỉnh thoảng bị …", "đôi khi bị …": an occasional fault is still a fault, whatever the praise. */
describe('vi: an occasional fault beside praise is apologised for', () => {
  const rows: [string, App][] = [
    ['Rất thích app, widget lịch đôi khi bị trống', 'notes'],
    ['App xịn, đồng bộ Google Fit thỉnh thoảng bị sót vài buổi chạy. Vẫn cho 5 sao', 'run'],
  ]
  for (const [body, app] of rows)
    it(body, () => {
      const d = corpusDraft('vi', 5, body, app)
      expect(replyOf(d), d.body).toMatch(/xin lỗi|rất tiếc/i)
    })
})

/** A freeze said as "đứng màn hình" is a freeze. */
it('vi: "đứng màn hình" is apologised for as a freeze', () => {
  const d = corpusDraft(
    'vi',
    2,
    'Bấm vào nút chia sẻ là đứng màn hình luôn, phải tắt app mở lại',
    'notes',
  )
  expect(replyOf(d), d.body).toMatch(/treo/)
})

/** "… kiểu gì mà …", "trả phí để bị thế này à": anger, not a question to leave a slot for. */
it('vi: an angry "kiểu gì mà" asks nothing', () => {
  const d = corpusDraft(
    'vi',
    1,
    'Lưu kiểu gì mà mở lại là mất đoạn vừa viết. Trả phí để bị thế này à',
    'notes',
  )
  expect(d.body).not.toMatch(/\[answer/)
})

/** A wish to export is not "đề xuất xuất …". */
it('vi: a wished export reads without "đề xuất xuất"', () => {
  const d = corpusDraft('vi', 4, 'Nên có xuất dữ liệu chạy ra file GPX', 'run')
  expect(replyOf(d), d.body).not.toMatch(/đề xuất xuất/)
})

/** Indonesian "kepotong" is cut off as well as charged: only beside money is it a charge. */
it('id: audio cut off is no charge', () => {
  const d = corpusDraft(
    'id',
    3,
    'Suara pelatihnya sering kepotong pas lagi lari. HP Vivo Y21',
    'run',
  )
  expect(movesOf(d), d.body).not.toContain('billing')
  expect(replyOf(d), d.body).not.toMatch(/refund|tagih/)
})

/** Paid to remove the ads and they still show: a purchase not delivered. */
it('id: ads still shown after buying them away is a missing purchase', () => {
  const d = corpusDraft(
    'id',
    1,
    'Sudah beli paket tanpa iklan tapi tetap muncul iklan tiap level',
    'game',
  )
  expect(movesOf(d), d.body).toContain('billing')
})

/** "CS nya gak bales": support never answered. */
it('id: "ga bales" is support unanswered', () => {
  const d = corpusDraft('id', 1, 'Sinkron sering gagal. CS nya gak bales dari minggu lalu', 'notes')
  expect(movesOf(d), d.body).toContain('supportFailed')
})
