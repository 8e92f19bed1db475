import { describe, expect, it } from 'vitest'
import { amountsIn } from '../../../../src/main/core/drafting/read/things/amounts'
import { storeRows, type StoreRow } from './fixtures'

/**
 * Billing and support-failed reviews: the reply restates the claim (its sum, what it paid for),
 * gives that store's refund path unless the store already refused, and the team's own contact
 * where support or the store failed them.
 */

describe('sums of money, however they are written', () => {
  it.each([
    ['解約したのに980円が請求されました', '980円'],
    ['买了30元的新手礼包，钻石没到账', '30元'],
    ['Списали 299 рублей после отмены подписки', '299 рублей'],
    ['Mình nạp 59k mua gói kim cương', '59k'],
    ['Trừ 59.000đ mà không có gì', '59.000đ'],
    ['bought the starter pack for 4.99 and never got the gems', '4.99'],
    ['I paid to remove ads (2.99) and the ads are still there', '2.99'],
    ['اشتريت حزمة الجواهر بـ 4.99 دولار ولم تصل', '4.99 دولار'],
  ])('%s → %s', (text, sum) => {
    expect(amountsIn(text)).toContain(sum)
  })

  it.each([
    'since update 5.29 it crashes',
    'ran 10.29 km today',
    'chạy 5k mỗi ngày',
    'iOS 17.4.29 broke the widget',
  ])('no sum in "%s"', (text) => {
    expect(amountsIn(text)).toEqual([])
  })
})

const rows: StoreRow[] = [
  // The store refused (es, pl), a charge for something never started (sv).
  [
    'es',
    1,
    'run',
    'app_store',
    'Me cobraron 59,99 € del plan anual sin avisar. Apple no me devuelve el dinero y ustedes no contestan.',
    /help@striderun\.example/,
    /reportaproblem/,
  ],
  [
    'pl',
    1,
    'game',
    'google_play',
    'Kupiłem pakiet bez reklam za 14,99 zł, a reklamy dalej są. Google odrzucił zwrot.',
    /tilequest\.example/,
    /orderhistory/,
  ],
  [
    'sv',
    1,
    'notes',
    'app_store',
    'Ni drog 59 kr fast jag aldrig startade någon prenumeration.',
    /59 kr/,
    /priset/,
  ],
  // A charge said as "being billed" or "… € berechnet" is a charge: a trial turned paid, a charge after cancelling.
  [
    'en',
    1,
    'run',
    'google_play',
    'emailed support 3 times about being billed after my trial ended, not a single reply. google says contact the developer. great.',
    /trial/,
    /billing problem/,
  ],
  [
    'de',
    1,
    'run',
    'google_play',
    'Der Support antwortet seit zwei Wochen nicht. Mir wurde das Jahresabo für 39,99 € berechnet, obwohl ich in der Testphase gekündigt habe.',
    /39,99 €/,
    /nicht rund/,
  ],
  // The sum restated as a sum, not "charged for 4.99".
  [
    'en',
    4,
    'notes',
    'app_store',
    'Love the app but I was charged 4.99 twice this month for the monthly plan, pls check',
    /charged 4\.99 twice/,
    /charged for 4\.99/,
  ],
  ['ja', 1, 'notes', 'app_store', '解約したのに980円が請求されました。返金してください。', /980円/],
  [
    'ru',
    1,
    'run',
    'google_play',
    'Списали 299 рублей после отмены подписки. Верните деньги.',
    /299 рублей/,
  ],
  // Two different sums are a price and a charge: neither alone is the claim.
  [
    'en',
    3,
    'game',
    'app_store',
    'the 0.99 daily deal charged me 9.99 instead. thats not what the button said',
    /reportaproblem\.apple\.com/,
    /of 0\.99|for 0\.99/,
  ],
  // A charge taken, said with its sum ("Charged £4.49", "took 59.99"), is a charge, not the price.
  [
    'en',
    1,
    'notes',
    'app_store',
    "Charged £4.49 after I deleted the app. I didn't even know it was a subscription.",
    /charge of £4\.49/,
    /price/,
  ],
  [
    'en',
    1,
    'run',
    'google_play',
    "Can't cancel the subscription, there's no button anywhere in the app and I keep getting charged 4.99 a month",
    /orderhistory/,
    /price/,
  ],
  [
    'en',
    1,
    'game',
    'app_store',
    "There's a charge of $14.99 on my card from this game that I never made. Who do I talk to",
    /\$14\.99/,
    /\[answer/,
  ],
  // A purchase that never came, a pack or a bundle named as what was bought.
  [
    'en',
    1,
    'game',
    'app_store',
    'Purchased the 1200 coin bundle, money taken, coins never showed up. Support ticket closed without reply',
    /coin bundle is missing.*should have been answered/,
    /reportaproblem|price/,
  ],
  [
    'en',
    5,
    'game',
    'google_play',
    'love this game but the remove ads purchase didnt go through, charged anyway. fix pls',
    /purchase of the Remove ads|Remove ads is missing/,
    /^Thank you for the kind words/,
  ],
  [
    'en',
    2,
    'game',
    'google_play',
    'bought the starter pack for 4.99 and never got the gems. restarted the app 3 times, nothing',
    /starter pack/,
  ],
  [
    'uk',
    1,
    'game',
    'google_play',
    'Купив набір кристалів за 99 грн, кристали не прийшли. Гроші списали.',
    /кристал/,
    /монет/,
  ],
  // Support that did not answer: the team's contact, not "write to support" again.
  [
    'en',
    2,
    'run',
    'google_play',
    "Premium restore doesn't work on my new phone, I already paid for it last year. Support hasn't answered in a week.",
    /Premium.*heard back/,
    /device model/,
  ],
  // The store refused: no refund path back to it, and no Answer sending them round again.
  [
    'en',
    1,
    'run',
    'google_play',
    "I unsubscribed in Google Play a month ago and got billed again $7.99. Google won't refund, says it's up to you. What now?",
    /\$7\.99.*help@striderun\.example/,
    /orderhistory|Subscriptions/,
  ],
  [
    'en',
    2,
    'notes',
    'app_store',
    'Requested a refund through the App Store and it was denied. I paid $39.99 for a year and the sync has been broken since day one.',
    /support@notes-pro\.example/,
    /reportaproblem/,
  ],
  [
    'nl',
    1,
    'game',
    'app_store',
    "Ik heb €4,99 betaald voor 'geen advertenties' maar ik zie ze nog steeds. Apple wil niet terugbetalen.",
    /tilequest\.example/,
    /reportaproblem/,
  ],
  [
    'ja',
    2,
    'game',
    'app_store',
    'スターターパックを610円で買ったのにアイテムが届きません。Appleに返金を頼んだら断られました。',
    /直接/,
    /reportaproblem/,
  ],
]

storeRows('billing replies restate the claim and give the right path', rows)
