import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { voiceWith } from '../fixtures'

/**
 * Investment and crypto pitches, prizes for stars and "contact Mr. X, he recovered my funds" are
 * no reviews: no draft, marked as spam with why. A review that rates the app five stars, names a
 * return it tracks or shows a bug with a link is still answered. Reviews written for this test.
 */

function draft(language: string, body: string, rating = 5) {
  return draftBuiltin({
    review: { id: `sp-${language}-${body}`, rating, body, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    answers: [],
  })
}

const PITCHES: [language: string, body: string][] = [
  // Returns promised, money doubled.
  ['en', 'Best crypto signals group, 300% profit guaranteed. Join t.me/signalspro'],
  [
    'en',
    "Invest in bitcoin with me, I'll double your money in a week. DM on Instagram @crypto.queen",
  ],
  ['de', 'Verdopple dein Geld in 7 Tagen mit Bitcoin! Schreib mir auf Instagram @krypto.max'],
  [
    'es',
    'Duplica tu dinero en una semana invirtiendo en criptomonedas, escríbeme por Telegram @inversion_segura',
  ],
  [
    'fr',
    'Doublez votre argent en 7 jours grâce au trading, contactez-moi sur WhatsApp +33 6 12 34 56 78',
  ],
  ['pt', 'Dobre seu dinheiro em 7 dias com investimento em cripto, chama no Instagram @invest.ana'],
  ['tr', 'Paranızı 1 haftada ikiye katlayın, kripto yatırım için Telegram @yatirim_uzmani'],
  [
    'pl',
    'Podwój swoje pieniądze w tydzień dzięki inwestycjom w krypto, pisz na Telegram @inwestor_pl',
  ],
  [
    'it',
    'Profitto garantito del 200% in un mese con il mio gruppo di segnali, entra su t.me/segnali_it',
  ],
  ['ru', 'Гарантированный доход 300% за месяц, вступай в канал t.me/dohod_ru'],
  ['id', 'Keuntungan 200% dijamin tiap bulan, gabung grup sinyal t.me/sinyal_id'],
  ['vi', 'Lợi nhuận 300% mỗi tháng, tham gia nhóm t.me/dautu_vn ngay'],
  ['fr', 'Rendement de 200% garanti en un mois, rejoignez le groupe t.me/trading_fr'],
  // Someone else to contact, who "recovered my funds".
  [
    'en',
    'I lost $20,000 to a fake broker until I contacted Mr. Daniel Hacker on WhatsApp +1 202 555 0147, he recovered all my funds',
  ],
]

const REWARDS: [language: string, body: string][] = [
  ['en', 'Leave a 5 star review and get 100 free gems! Send screenshot to reviewrewards@gmail.com'],
  ['en', 'Rate this app 5 stars and send a screenshot to get free premium'],
  ['es', 'Deja 5 estrellas y te regalamos 500 monedas, manda captura a premios@gmail.com'],
  ['fr', "Mettez 5 étoiles et envoyez une capture d'écran pour recevoir 1000 gemmes gratuites"],
  ['pt', 'Deixe 5 estrelas e mande print pra ganhar 500 diamantes grátis'],
  ['ru', 'Поставь 5 звезд и пришли скриншот, получишь 1000 кристаллов бесплатно'],
  ['ja', '星5レビューしてスクショ送ったら1000ジェムプレゼント！'],
  ['ko', '별점 5점 주고 캡처 보내면 다이아 1000개 지급'],
  ['vi', 'Đánh giá 5 sao và gửi ảnh chụp màn hình để nhận 1000 kim cương miễn phí'],
  ['zh', '好评五星截图发给客服领取1000钻石'],
]

/** Services and goods of someone else, and readers pointed to the writer's own channel. */
const OTHER_SELLERS: [language: string, body: string][] = [
  ['en', 'Buy Instagram followers cheap at followboost.shop, 1000 followers for $5'],
  ['en', 'Watch all new movies free at moviezhub.cc no signup'],
  ['en', 'Hot singles in your area want to meet you, visit datenow.love'],
  [
    'en',
    'Selling level 500 accounts with all characters unlocked, contact me on Discord gamer#1234',
  ],
  ['en', 'Great app. Also check out my fitness blog fitwithjen.com for workout plans!'],
  ['de', 'Günstige Follower kaufen auf followboost.shop, 1000 Follower für 5€'],
  ['es', 'Excelente app. Sígueme en TikTok @runner_maria para más rutinas'],
  ['tr', '500. seviye hesap satıyorum, Instagram @hesap_satis yazın'],
  ['zh', '出售500级账号，价格便宜，加微信 acc888'],
  ['ko', '500레벨 계정 팝니다 카톡 acc77'],
  // Another app pushed with what it pays, the sum written the language's way.
  ['sv', 'Ladda ner PengaAppen istället, jag tjänar 300 kr om dagen'],
  ['ko', '이 앱보다 머니워크 깔아요 하루 만원 벌어요'],
  ['zh', '别用这个了，下载赚钱宝，每天轻松赚100元'],
]

const REAL: [language: string, body: string][] = [
  ['en', 'I give it 5 stars, free and no ads, get it'],
  ['en', 'Would give 5 stars if I could get the widget to work. Screenshot: imgur.com/a/x1'],
  ['fr', "Je laisse 5 étoiles, j'ai gagné un temps fou"],
  ['de', 'Ich gebe 5 Sterne, kostenlos und super'],
  ['nl', 'Ik geef 5 sterren, gratis en je krijg je geld waarde'],
  ['id', 'Saya kasih bintang 5 karena gratis dan dapat banyak fitur'],
  ['vi', 'Đánh giá 5 sao vì miễn phí và nhận được nhiều tính năng hay'],
  ['ja', '星5です。無料でここまで使えるのはすごい'],
  ['ko', '별점 5점 드려요 무료인데 최고'],
  ['zh', '五星好评送给开发者，免费又好用'],
  ['tr', '5 yıldız veriyorum, ücretsiz ve harika'],
  ['pt', 'App de 5 estrelas, ganhei muito tempo'],
  ['en', 'This app helped me double my savings in a year, the budgeting charts are great'],
  ['en', 'Great for tracking my investment portfolio, returns shown as 12% profit per year'],
  ['en', 'Sync fails every time, see the screenshot at https://imgur.com/a/abc123'],
  ['en', 'Love it! I share my running routes on my blog and the GPX export makes it easy'],
  ['es', 'Me encanta, la uso para mi canal de cocina y las listas de compras son perfectas'],
  ['ko', '만원 주고 샀는데 광고가 계속 나와요'],
  ['ko', '하루 만원 결제했는데 아깝지 않아요'],
]

describe('pitches and prizes for stars', () => {
  for (const [language, body] of [...PITCHES, ...REWARDS, ...OTHER_SELLERS])
    it(`get no draft and are marked with why (${language}: ${body})`, () => {
      const d = draft(language, body)
      expect(d.body).toBe('')
      expect(d.spam?.reason).toMatch(/^An ad or a scam: /u)
    })

  for (const [language, body] of REAL)
    it(`still answers a real review (${language}: ${body})`, () => {
      const d = draft(language, body, /fails|Would|광고가/u.test(body) ? 2 : 5)
      expect(d.spam).toBeNull()
      expect(d.body).not.toBe('')
    })
})
