import { describe, expect, it } from 'vitest'
import { ja } from '../../../../src/main/core/drafting/write/lines/ja'
import { ko } from '../../../../src/main/core/drafting/write/lines/ko'
import { pl } from '../../../../src/main/core/drafting/write/lines/pl'
import { tr } from '../../../../src/main/core/drafting/write/lines/tr'
import { uk } from '../../../../src/main/core/drafting/write/lines/uk'
import { ko as koBook } from '../../../../src/main/core/drafting/phrasebooks/ko'
import { plainDraft, replyOf, replyTable } from './fixtures'

/**
 * Replies that read as a native support person wrote them: a charge restated with its sum and
 * what it paid for, two devices in the plural, a sum not "paid for" as if it were a thing,
 * Korean in one register, and no sentence that is English in another language's words.
 */

/** Every string a set of lines holds, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : []

replyTable(
  'a charge is restated with its sum and the plan it paid for',
  [
    [
      'en',
      'I cancelled but you still charged me $39.99 for the yearly plan. Refund please.',
      /charged \$39\.99 for the yearly plan after/,
    ],
    [
      'en',
      'You charged me twice for Premium, $4.99 both times!!',
      /charged \$4\.99 twice for Premium/,
    ],
    [
      'pl',
      'Zostałem obciążony dwa razy za ten sam abonament, 19,99 zł i 19,99 zł.',
      /19,99 zł za subskrypcję/,
    ],
    [
      'uk',
      'Скасувала підписку, а з картки все одно списали 299 грн. Поверніть гроші!',
      /списали 299 грн за підписку/,
    ],
    [
      'nl',
      'Ik ben twee keer afgeschreven voor mijn abonnement, €4,99 twee keer.',
      /€4,99 voor het abonnement/,
    ],
    [
      'fr',
      "J'ai été débité deux fois pour l'abonnement, 29,99 € chaque fois.",
      /29,99 € pour l'abonnement/,
    ],
    [
      'pt',
      'Cancelei a assinatura e mesmo assim fui cobrado R$ 49,90. Quero reembolso.',
      /R\$ 49,90 pela assinatura/,
    ],
    [
      'it',
      "Ho disdetto l'abbonamento ma mi hanno addebitato comunque 19,99 €.",
      /19,99 € per l'abbonamento/,
    ],
    [
      'id',
      'Saya sudah berhenti langganan tapi masih ditagih Rp 89.000 bulan ini.',
      /Rp 89\.000 untuk langganan/,
    ],
    [
      'de',
      'Ich habe mein Abo gekündigt und trotzdem wurden mir 9,99 € abgebucht.',
      /9,99 € für das Abo/,
    ],
  ],
  1,
)

replyTable(
  "a plan named in the review's own longer words is left out beside the sum",
  [
    [
      'en',
      'I cancelled my subscription in January and you still charged me $39.99 for the yearly plan in March.',
      /charged \$39\.99/,
      /in March/,
    ],
  ],
  1,
)

replyTable(
  'a sum written with its currency word is no thing paid for',
  [
    [
      'uk',
      'З картки списали 299 грн, хоча я нічого не купувала. Поверніть гроші.',
      /299 грн/,
      /за 299 грн/,
    ],
    ['pl', 'Pobrali mi 29 zł mimo że anulowałam subskrypcję.', /29 zł/, /za 29 zł/],
  ],
  1,
)

replyTable(
  'two devices are named in the plural',
  [
    [
      'pl',
      'Notatki nie synchronizują się na Samsung S21 i Galaxy Tab S7 od aktualizacji.',
      /na urządzeniach Samsung S21 i Galaxy Tab S7/,
    ],
    [
      'tr',
      'Samsung A54 ve Galaxy Tab S8 cihazlarımda notlar senkronize olmuyor.',
      /Samsung A54 ve Galaxy Tab S8 cihazlarınızda/,
    ],
  ],
  2,
)

replyTable(
  'one device stays singular',
  [
    [
      'pl',
      'Notatki nie synchronizują się na Samsung S21 od aktualizacji.',
      /na urządzeniu Samsung S21/,
    ],
    ['tr', 'Samsung A54 cihazımda notlar senkronize olmuyor.', /Samsung A54 cihazınızda/],
  ],
  2,
)

describe('Korean replies keep one register (합니다체)', () => {
  // 해요체 endings; "…세요" is the polite request both registers share.
  const haeyo = /(?<!세)요[.!?]/u
  it('no Korean line ends a sentence in 해요체', () => {
    for (const line of [...strings(ko), ...strings(koBook)]) expect(line).not.toMatch(haeyo)
  })
  for (const [rating, review] of [
    [5, '정말 편한 앱이에요. 동기화도 빠르고 태그로 정리할 수 있어서 좋아요. 감사합니다!'],
    [4, '다크 모드 추가해 주세요. 밤에 쓰기엔 화면이 너무 밝아요.'],
    [1, '광고가 너무 많아요. 한 판 끝날 때마다 광고가 나와요.'],
  ] as const)
    it(`${rating}★ ${review}`, () => {
      const reply = replyOf(plainDraft('ko', review, rating))
      expect(reply).not.toMatch(haeyo)
      // "Glad" said once at most.
      expect(reply.match(/기쁩|기뻐|기쁘/gu)?.length ?? 0).toBeLessThanOrEqual(1)
    })
})

describe('no sentence is English in other words', () => {
  it('nobody is told the app is "part of their day"', () => {
    expect(strings(pl).join('\n')).not.toMatch(/częścią Twojego dnia/u)
    expect(strings(uk).join('\n')).not.toMatch(/частиною вашого дня/u)
    expect(strings(tr).join('\n')).not.toMatch(/Gününüzün bir parçası/u)
  })
  it('Turkish "reviews like yours" is sizinki gibi, not "like you"', () => {
    expect(strings(tr).join('\n')).not.toMatch(/Sizin gibi yorumlar/u)
  })
  it('a Japanese praise reply does not say a game "is of use"', () => {
    const reply = replyOf(plainDraft('ja', '神ゲー', 5))
    expect(reply).not.toMatch(/お役に立て/u)
    expect(strings(ja.praiseMore).join('\n')).not.toMatch(/お役に立て/u)
  })
})

replyTable(
  'the thanks for kind words beside a request does not open with the word just said',
  [
    ['it', 'Adoro la ricerca, però aggiungete la modalità scura', /ricerca/, /Grazie anche/],
    ['fr', "J'adore le widget, mais ajoutez un mode sombre svp", /widget/, /Merci aussi/],
    [
      'en',
      'Love the templates! Please add an offline mode though',
      /templates/,
      /Thank(s| you)[^.]*\. Thank you also/,
    ],
    [
      'pl',
      'Świetna apka, szablony są super. Dodajcie proszę tryb offline',
      /tryb offline/,
      /Dzięk[^.]*\. Dzięk/,
    ],
  ],
  4,
)

replyTable(
  'a Japanese condition is followed by a comma before what fails',
  [
    [
      'ja',
      '最新のアップデート後、iPhone 13でGPSが途切れて距離が正しく記録されません。',
      /アップデート後、/,
    ],
  ],
  2,
)

replyTable(
  'a level is where the fault happens, not a thing it affects or one uses',
  [
    ['pl', 'Gra zawiesza się na poziomie 150. Samsung S23.', /na poziomie 150/, /wpływa na poziom/],
    ['uk', 'Гра зависає на 150 рівні. Samsung S23.', /на рівні 150/, /зачіпа/],
    ['vi', 'Game bị đơ ở màn 150. Samsung S23.', /ở màn 150/, /dùng màn/],
  ],
  2,
)

replyTable(
  'a Turkish charge is said as an amount, and a plan names the fee',
  [
    [
      'tr',
      'Aboneliğimi iptal ettim ama 349 TL yine de kartımdan çekildi.',
      /349 TL tutarında/,
      /\(349 TL\)/,
    ],
    [
      'tr',
      'Aboneliği iptal ettim yine de Premium için para çekildi',
      /Premium ücreti/,
      /\(Premium\)/,
    ],
  ],
  1,
)

replyTable(
  'two devices in Japanese are joined with と',
  [
    [
      'ja',
      'Pixel 7とiPadの両方で同期ができなくなりました。昨日のアップデートからです。',
      /Pixel 7とiPadで/,
      /Pixel 7、iPad/,
    ],
  ],
  2,
)

describe('a game is praised for being liked, not for being of use', () => {
  it('no Turkish thanks says the named thing "was of use" (işinize yaradı)', () => {
    expect(strings(tr.thanksFor).join('\n')).not.toMatch(/işinize yara/u)
  })
})
