import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { voiceWith } from '../fixtures'

/**
 * Ads that slipped through: links with their dot dropped ("bit ly/…", "t me/…"), messenger IDs
 * written without a colon ("라인 아이디 work22"), writers sending readers to their own channel,
 * accounts and coins for sale, and another app pushed in this one's place in the languages where
 * that push was not read. None gets a draft; each is marked as an ad with why. Real reviews that
 * name another app, a site, a messenger or a channel are still answered. Reviews written for this
 * test.
 */

function draft(language: string, body: string, rating = 5) {
  return draftBuiltin({
    review: { id: `sdp-${language}-${body}`, rating, body, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    answers: [],
  })
}

/** A link or an ID written to get past filters: the dot dropped, the colon left out. */
const HIDDEN_CONTACTS: [language: string, body: string][] = [
  ['en', 'Nice. Go to bit ly/gemsfree22 for unlimited coins'],
  ['de', 'Super Spiel, mehr gratis Münzen gibt es auf bit ly/muenzen99'],
  ['fr', 'Des gemmes gratuites ici : cutt ly/gemmes-gratuites'],
  ['es', 'Monedas gratis en bit ly/monedasgratis, funciona'],
  ['pt', 'Moedas grátis no link bit ly/moedas-free, testei e funciona'],
  ['ru', 'Бесплатные кристаллы тут: t me/free_gems_ru'],
  ['uk', 'Безкоштовні монети у нашому каналі t me/moneti_free'],
  ['id', 'Gems gratis tiap hari di t me/gems_gratis_id'],
  ['vi', 'Nhận kim cương miễn phí tại bit ly/kimcuong-free'],
  ['ko', '하루 20만원 부업 알려드려요 라인 아이디 work22 추가하세요'],
  ['ja', 'このゲームのダイヤ無料で配布中、ラインで連絡ください'],
  ['en', 'Side job paying $300 a day, add me on line id cash_777'],
]

/** "Follow my channel", "subscribe", with where to go: an ad for its writer. */
const SELF_PROMOTION: [language: string, body: string][] = [
  ['de', 'Tolle App! Folgt meinem Kanal für Tipps: youtube.com/@notiztipps'],
  ['es', 'Síganme en TikTok @trucos_de_notas, subo tutoriales todos los días'],
  ['it', 'App fantastica, iscriviti al mio canale youtube.com/@trucchi_app'],
  ['ru', 'Классное приложение! Вступайте в мою группу vk.com/lifehacks_app'],
  ['en', 'Love it! Join my group for more tips: facebook.com/groups/notehacks'],
  ['sv', 'Grym app! Följ min kanal youtube.com/@apptips_se'],
  ['id', 'Aplikasi bagus! Subscribe channel aku youtube.com/@tipsapk_id'],
  ['vi', 'App hay quá! Đăng ký kênh của mình youtube.com/@meo_app'],
  ['ja', '最高のアプリ！チャンネル登録お願いします youtube.com/@app_tips_jp'],
  ['ko', '좋은 앱이에요! 제 채널 구독 부탁드려요 youtube.com/@apptip_kr'],
]

/** Accounts, coins and premium sold to readers. */
const SELLERS: [language: string, body: string][] = [
  ['en', 'I sell Tile Quest accounts with max level and 50k coins, cheap, telegram @tq_shop'],
  ['es', 'Vendo cuentas de Tile Quest con todo desbloqueado, info por Instagram @tq_cuentas'],
  ['nl', 'Verkoop premium accounts goedkoop, stuur dm op insta @accounts_nl'],
  ['sv', 'Säljer premiumkonton billigt, skriv på insta @konton_se'],
  ['it', 'Vendo account con tutti i livelli sbloccati, Instagram @tq_vendo'],
  ['pl', 'Sprzedam konto z premium tanio, insta @konta_pl'],
  ['id', 'Jual akun premium murah, minat DM ig @akun_murah'],
  ['vi', 'Bán tài khoản premium giá rẻ, liên hệ fb.com/shop.acc.vn'],
  ['fr', 'Je vends des comptes premium pas chers, insta @comptes_fr'],
]

/** Another app pushed in this one's place, with what it offers. */
const PUSHES: [language: string, body: string][] = [
  ['zh', '垃圾，还不如下载云记笔记，免费无广告，应用商店搜云记'],
  ['vi', 'App dở, mọi người tải app GhiChuPro thay thế đi, miễn phí không quảng cáo'],
  ['id', 'Mending download aplikasi CatatanKu aja, gratis tanpa iklan, cari di Play Store'],
  ['tr', 'Bunun yerine NotPlus uygulamasını indirin, ücretsiz ve reklamsız'],
  ['ar', 'لا تحملوا هذا التطبيق، حملوا تطبيق ملاحظاتي بدلا منه مجاني وبدون اعلانات'],
  ['ko', '이거 말고 메모킹 앱 받으세요 무료고 광고도 없어요'],
  ['en', 'Best notes app!! Also try our app Notezilla, download from notezilla dot com'],
  ['en', 'Get 1000 free gems daily! Search gemsfree on Google and enter your username'],
]

/** A prize for stars with a screenshot as proof, and a handle split from its @. */
const REWARDS_AND_SPLIT_HANDLES: [language: string, body: string][] = [
  ['uk', 'Поставте 5 зірок і надішліть скрін, отримаєте 1000 кристалів'],
  ['sv', 'Ge 5 stjärnor och skicka en skärmdump så får du 500 gratis gems'],
  ['ar', 'قيم التطبيق 5 نجوم وارسل لقطة شاشة واحصل على 1000 جوهرة مجانا'],
  ['hi', '5 star rating do aur screenshot bhejo, 500 gems free milenge'],
  ['en', '🔥🔥 FREE PREMIUM 🔥🔥 telegram @ premiumfree_bot'],
  ['ru', 'Бесплатный премиум в телеге: @ premium_free_ru'],
]

/** Real reviews naming another app, a site, a messenger or a channel. */
const REAL: [language: string, body: string, rating: number][] = [
  ['en', 'Evernote did this better, syncing here is slow and the search misses notes.', 2],
  ['en', 'I switched from Google Keep and this is much better, the widgets are great.', 5],
  [
    'en',
    'A YouTube channel recommended it (youtube.com/@productivitypro) and the widgets are great',
    4,
  ],
  ['en', 'Works great. I wish I could share a note to my Telegram channel directly', 4],
  ['de', 'Früher OneNote benutzt, hier ist die Suche deutlich schneller.', 5],
  ['fr', 'Moins bien que Notion pour les tableaux, mais la synchro est rapide.', 3],
  ['es', 'Mi canal favorito de YouTube la recomendó y tenían razón, muy buena app', 5],
  ['ru', 'Перешёл с Google Keep, тут удобнее папки. Пишите в поддержку — отвечают быстро', 5],
  ['ja', 'LINEで共有できる機能が欲しいです。ラインに追加できたら便利', 4],
  ['ko', '라인으로 공유 기능 추가해 주세요', 4],
  ['zh', '希望能加微信分享功能，现在只能复制', 4],
  ['pt', 'Queria poder compartilhar notas no zap direto do app', 4],
  ['id', 'Tolong tambahkan fitur share ke WA, sekarang harus copy manual', 4],
  ['vi', 'App tốt nhưng mong có tính năng chia sẻ qua zalo', 4],
  ['tr', 'Evernote yerine bunu kullanıyorum, senkronizasyon çok hızlı', 5],
  ['en', 'I wish there was free premium for students, the sync limit is tight', 3],
  ['ru', 'Хотелось бы бесплатный премиум для студентов', 4],
]

describe('ads that slipped past the reader', () => {
  for (const [language, body] of [
    ...HIDDEN_CONTACTS,
    ...SELF_PROMOTION,
    ...SELLERS,
    ...PUSHES,
    ...REWARDS_AND_SPLIT_HANDLES,
  ])
    it(`get no draft and are marked with why (${language}: ${body})`, () => {
      const d = draft(language, body, 5)
      expect(d.body).toBe('')
      expect(d.spam?.reason).toMatch(/^An ad or a scam: /u)
    })

  for (const [language, body, rating] of REAL)
    it(`real reviews are still answered (${language}: ${body})`, () => {
      const d = draft(language, body, rating)
      expect(d.spam).toBeNull()
      expect(d.body).not.toBe('')
    })
})
