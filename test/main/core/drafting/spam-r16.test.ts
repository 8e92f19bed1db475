import { describe, expect, it } from 'vitest'
import { notesProDraft } from './fixtures'

/**
 * Ads of kinds the earlier rounds did not meet: a shop pushed on a platform, the writer's own app,
 * a cheat to download, a referral code in digits, an online slot site and keyword stuffing.
 * Written for these tests (round 16), in the languages they name.
 */
const ADS: [string, number, string][] = [
  ['en', 5, 'Great app. Also check out my shop on etsy: handmadebyliz for cute planners'],
  [
    'en',
    4,
    'I built a similar app for trail runners, search TrailMate if you want maps that actually work',
  ],
  ['es', 5, 'Hice una app parecida pero gratis, búscala como NotasYa en la tienda'],
  ['en', 5, 'hack for unlimited lives no root: download from tq-mod.apk site'],
  ['es', 5, 'Gana dinero jugando, descarga CashPlay con mi código 88123'],
  ['id', 5, 'Situs slot gacor hari ini, daftar sekarang bonus 100%'],
  ['en', 5, 'notes app best notes app free notes offline notes pdf notes sync notes widget notes'],
  ['de', 5, 'Super App! Mein Kanal auf YouTube: Laufen mit Tom, schaut mal vorbei'],
  ['tr', 5, 'Harika oyun! Takipçi satın almak için instagram hesabıma bakın'],
  ['sv', 5, 'Bra app! Kolla in min blogg om löpning: springmedsara.se'],
  ['ja', 5, '便利です。副業で月10万稼げる方法はプロフィールから'],
  ['hi', 5, 'बढ़िया गेम! फ्री डायमंड के लिए मेरे यूट्यूब चैनल पर जाएं'],
  ['ar', 5, 'تطبيق رائع، للربح من الانترنت ادخل على الرابط في البايو'],
  ['id', 5, 'Game seru, yg mau top up diamond murah chat wa 0812345678'],
]

/** Reviews beside them, saying the same words about the app itself. */
const REVIEWS: [string, number, string][] = [
  ['en', 5, 'I found this app through a YouTube video, check out the widget, it is great'],
  ['en', 4, 'I built my own app years ago and this one is far better, love the sync'],
  ['en', 2, 'Too many cheaters with unlimited lives on the leaderboard, please ban them'],
  ['es', 2, 'Puse mi código 88123 de invitación y no me dieron las monedas'],
  ['en', 5, 'so good so good so good so good so good so good so good so good'],
  [
    'en',
    5,
    'love the notes, the notes widget, the notes sync and the notes search, best notes app',
  ],
  ['de', 5, 'Mein Kanal auf YouTube hat mich auf die App gebracht, die Intervalle sind super'],
  ['ja', 4, '名前はプロフィールから変えられますか？それ以外は満足です'],
  ['id', 2, 'yg mau beli premium mikir dulu, mahal banget dan sering error'],
]

describe('ads of new kinds get no draft', () => {
  it.each(ADS)('%s %d★ %s', (language, stars, text) => {
    const d = notesProDraft(language, stars, text)
    expect(d.spam?.reason).toMatch(/^An ad or a scam: /)
    expect(d.body).toBe('')
  })
})

describe('reviews with the same words are answered', () => {
  it.each(REVIEWS)('%s %d★ %s', (language, stars, text) => {
    const d = notesProDraft(language, stars, text)
    expect(d.spam).toBeFalsy()
    expect(d.body).not.toBe('')
  })
})
