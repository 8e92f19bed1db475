import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/**
 * Vietnamese "mắc" is "dear" in the south, but as often "stuck" ("mắc ở màn 80 mấy ngày"): on
 * its own it is no price complaint. Price phrasings ("hơi mắc", "mắc quá") still are (guard).
 */
describe('vi: stuck at a level is not a price complaint', () => {
  it('stuck for days at a hard level', () => {
    const d = corpusDraft(
      'vi',
      4,
      'Chơi cũng vui. Có điều mình mắc ở màn 87 mấy hôm nay rồi, không qua nổi',
      'game',
    )
    expect(replyOf(d)).not.toMatch(/giá/)
  })
  it('guard: "hơi mắc" is still about the price', () => {
    const d = corpusDraft('vi', 3, 'Ứng dụng ổn nhưng gói premium hơi mắc với học sinh', 'notes')
    expect(replyOf(d)).toMatch(/giá/)
  })
})

/** A level too hard or a wait too long is a complaint about the game's pace, not praise. */
describe('vi: a hard level and a long wait are not praised', () => {
  it('hard level and a long wait for lives', () => {
    const d = corpusDraft(
      'vi',
      4,
      'Chơi vui, mà màn 140 khó ghê, hết lượt chơi phải đợi lâu',
      'game',
    )
    expect(replyOf(d)).not.toMatch(/lời khen/)
  })
})

/** "nyawa lama", "hồi mạng lâu": what is slow is the refill, and the reply names the wait. */
describe('a slow life refill is named as the wait', () => {
  it('id: lives take long to fill', () => {
    const d = corpusDraft(
      'id',
      3,
      'Gamenya lumayan tapi nyawa lama banget ngisinya, nunggu nyawa sampai setengah jam',
      'game',
    )
    expect(replyOf(d)).toMatch(/isi ulang nyawa/)
  })
  it('vi: lives take long to come back', () => {
    const d = corpusDraft('vi', 3, 'Game vui, nhưng hồi mạng chậm quá, chờ gần nửa tiếng', 'game')
    expect(replyOf(d)).toMatch(/hồi lượt chơi/)
  })
})

/** A price raised ("tăng giá", "lên giá") is a price complaint, not a fault to send a device model for. */
describe('vi: a price rise is heard as a price complaint', () => {
  it('the yearly plan went up', () => {
    const d = corpusDraft(
      'vi',
      2,
      'Bên này tự dưng tăng giá gói năm mà chẳng thông báo gì, chắc mình bỏ app',
      'notes',
    )
    expect(replyOf(d)).toMatch(/giá/)
    expect(replyOf(d)).not.toMatch(/dòng máy/)
  })
})
