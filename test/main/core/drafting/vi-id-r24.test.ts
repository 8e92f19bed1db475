import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'
type Store = 'google_play' | 'app_store'
/** language, stars, review, app, store, what the reply says, what it never says. */
type Row = [string, number, string, App, Store, RegExp, RegExp?]

const check = (rows: readonly Row[]) => {
  for (const [language, rating, body, app, store, says, never] of rows)
    it(`${language} ${rating}★: ${body}`, () => {
      const d = corpusDraft(language, rating, body, app, store)
      const reply = replyOf(d)
      expect(reply, d.body).toMatch(says)
      if (never) expect(reply, d.body).not.toMatch(never)
    })
}

/** Indonesian "kata kunci" is a search keyword, not the lock of a note ("kunci catatan"). */
describe('id: a search keyword is the search, not the note lock', () => {
  check([
    [
      'id',
      2,
      'udah ketik kata kunci yang bener tapi catatannya gak pernah muncul di hasil',
      'notes',
      'google_play',
      /pencarian/,
      /kunci catatan/,
    ],
  ])
})

/** A second trouble said with a bare "gagal" beside a charge is a fault the reply names. */
describe('id: "sering gagal" beside a charge is a second trouble', () => {
  check([
    [
      'id',
      2,
      'Langganan udah dibatalin tapi masih ditagih Rp 49.000. Widgetnya juga sering gagal',
      'notes',
      'app_store',
      /widget/i,
    ],
  ])
})

/** "bisa … gak ya?": a yes-no question with a particle after "gak" still asks. */
describe('id: a yes-no question ending in a particle is answered', () => {
  check([
    [
      'id',
      4,
      'Gamenya seru tapi iklannya kebanyakan. Bisa dimainin offline gak ya?',
      'game',
      'google_play',
      /\[answer:/,
    ],
  ])
})

/** "tolong tambah X" asks to add X: thanked as an idea, named without the verb. */
describe('id: "tolong tambah" is a wish, named by what is wished', () => {
  check([
    [
      'id',
      5,
      'Mantap aplikasinya, tolong tambah mode gelap',
      'notes',
      'google_play',
      /(?:usulan|ide)\p{L}* (?:soal|untuk) mode gelap/u,
      /tambah mode gelap/,
    ],
  ])
})

/**
 * A top-up by its sum or a purchase by what it bought, that never arrived, is a charge; a free
 * daily reward said beside it is a second trouble, not part of the purchase nor praise.
 */
describe('vi: a paid item that never came is a charge, a free reward beside it a second trouble', () => {
  check([
    [
      'vi',
      2,
      'nạp 100k mua kim cương mà không nhận được gì, khó chịu thật',
      'game',
      'google_play',
      /giao dịch|mã đơn hàng/,
      /lời khen/,
    ],
    [
      'vi',
      3,
      'nạp 20k mua xu mà chưa nhận được, quà hằng ngày hôm nay cũng không nhận được',
      'game',
      'app_store',
      /^(?=.*(?:giao dịch|mã đơn hàng))(?=.*quà hằng ngày)/su,
    ],
  ])
})

/** "X chưa có …, mong sớm có": the clause that says what is missing names the wish. */
describe('vi: what is not there yet names the wish after it', () => {
  check([
    [
      'vi',
      5,
      'Ứng dụng tốt, kế hoạch tập dễ theo. Có điều chưa có chế độ tối, mong sớm cập nhật',
      'run',
      'google_play',
      /gợi ý chế độ tối/,
      /gợi ý kế hoạch/,
    ],
  ])
})

/** A sync fault keeps the service it syncs with. */
describe('vi/id: the sync line names the service synced with', () => {
  check([
    [
      'vi',
      4,
      'Chạy ổn, nhưng đồng bộ Garmin hay bị thiếu buổi chạy',
      'run',
      'google_play',
      /đồng bộ với Garmin/,
    ],
    [
      'id',
      3,
      'sinkron Strava sering gagal, jadi harus upload manual terus',
      'run',
      'google_play',
      /sinkronisasi dengan Strava/,
    ],
  ])
})

/** A drained battery said beside a fault already apologised for is a second trouble. */
describe('id: a drained battery beside a fault is named', () => {
  check([
    [
      'id',
      2,
      'baterainya boros banget. suara panduannya juga suka mati sendiri',
      'run',
      'google_play',
      /baterai/,
    ],
  ])
})

/** After thanks for a wish or a question, the support beside it is not thanked a second time. */
describe('vi/id: one thanks, not two', () => {
  const rows: [string, string, string, RegExp][] = [
    ['vi', 'Ứng dụng tuyệt vời, mong ad thêm tính năng gắn thẻ', 'notes', /cảm ơn/giu],
    ['vi', 'App xịn, đề nghị thêm mẫu ghi chú họp', 'notes', /cảm ơn/giu],
  ]
  for (const [language, body, app, thanks] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 5, body, app as App)
      expect(replyOf(d).match(thanks)?.length ?? 0, d.body).toBeLessThanOrEqual(1)
    })
})
