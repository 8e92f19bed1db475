import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import type { DraftStore } from '../../../../../src/shared/dto/drafting'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import { englishBook, phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { voiceWith } from '../fixtures'

/**
 * A subscription that renewed without a reminder, or a trial that turned into a paid plan, is
 * restated as that: not as "a charge you didn't expect" or "although you had cancelled" (which
 * they never said). The sum they name, the store's refund path and the offer to check the order
 * stay. Reviews written for this test.
 */

const CONTACT = 'help@recipebox.example'
const voice = voiceWith({ brandName: 'Recipe Box', supportContact: CONTACT })

function draft(language: string, body: string, store: DraftStore = 'google_play') {
  return draftBuiltin({
    review: { id: `ren-${language}:${store}:${body}`, rating: 1, body, language },
    voice,
    store,
    limit: 5970,
    answers: [],
  })
}

const read = (language: string, body: string) =>
  readReview({ rating: 1, body }, phrasebookFor(language) ?? englishBook).billing

// [language, review, sum they name, what a restating reply says]
const RENEWED: [string, string, string, RegExp][] = [
  ['en', 'My yearly subscription renewed without any warning, $39.99 gone.', '$39.99', /renewed/u],
  [
    'de',
    'Mein Jahresabo wurde ohne Vorwarnung verlängert, 29,99€ abgebucht.',
    '29,99',
    /Verlängerung|verlängert/u,
  ],
  [
    'fr',
    "Mon abonnement annuel s'est renouvelé sans prévenir, 39,99€ prélevés",
    '39,99',
    /renouvel/u,
  ],
  ['es', 'Se renovó la suscripción anual sin avisar y me cobraron 39,99€', '39,99', /renov/u],
  ['pt', 'Minha assinatura anual renovou sem aviso e cobraram R$ 99,90', '99,90', /renova/u],
  [
    'it',
    "L'abbonamento annuale si è rinnovato senza preavviso, addebitati 39,99€",
    '39,99',
    /rinnov/u,
  ],
  [
    'nl',
    'Mijn jaarabonnement is zonder waarschuwing verlengd, €39,99 afgeschreven',
    '39,99',
    /verleng/u,
  ],
  ['pl', 'Roczna subskrypcja odnowiła się bez ostrzeżenia, pobrali 149 zł', '149', /odnowi/u],
  ['ru', 'Годовая подписка продлилась без предупреждения, списали 1490 ₽', '1490', /продл/u],
  ['uk', 'Річна підписка продовжилася без попередження, списали 599 грн', '599', /продовж/u],
  ['sv', 'Årsprenumerationen förnyades utan förvarning, 399 kr dragna', '399', /förny/u],
  ['tr', 'Yıllık abonelik haber vermeden yenilendi, 399 TL çekildi', '399', /yenile/u],
  [
    'id',
    'Langganan tahunan diperpanjang otomatis tanpa pemberitahuan, kepotong Rp 299.000',
    '299.000',
    /perpanjang/u,
  ],
  ['vi', 'Gói năm tự động gia hạn mà không báo trước, bị trừ 499.000đ', '', /gia hạn/u],
  ['ja', '年間プランが何の通知もなく自動更新されて4,900円引き落とされた', '', /更新/u],
  ['ko', '연간 구독이 알림도 없이 자동 갱신돼서 49,000원 결제됨', '49,000', /갱신/u],
  ['zh', '年度会员没有任何提醒就自动续费了，扣了198元', '', /续费/u],
  ['ar', 'تم تجديد الاشتراك السنوي بدون أي تنبيه وخصموا ١٥٠ ريال', '', /التجديد|تجديد/u],
]

const TRIAL: [string, string, RegExp][] = [
  ['en', 'The free trial turned into a paid plan and charged me $59.99. Nobody told me.', /trial/u],
  [
    'de',
    'Die Testphase ist einfach in ein kostenpflichtiges Abo übergegangen, 49,99€ weg',
    /Testzeitraum/u,
  ],
  [
    'fr',
    "L'essai gratuit s'est transformé en abonnement payant à 59,99€ sans aucun avertissement",
    /essai/u,
  ],
  ['es', 'La prueba gratis se convirtió en suscripción de pago, me cobraron 9,99€', /prueba/u],
  ['pt', 'O teste grátis virou assinatura paga e cobraram R$ 59,90', /teste/u],
  ['it', 'La prova gratuita è diventata un abbonamento a pagamento, addebitati 29,99€', /prova/u],
  ['ru', 'Пробный период превратился в платную подписку, списали 990 ₽', /пробн/u],
  ['pl', 'Okres próbny zamienił się w płatną subskrypcję, pobrali 99 zł', /próbn/u],
  ['tr', 'Deneme süresi ücretli aboneliğe dönüştü, 249 TL çekildi', /Deneme/u],
  ['id', 'Masa uji coba berubah jadi langganan berbayar, ditagih Rp 150.000', /uji coba/u],
  ['ja', 'お試し期間が終わったら勝手に有料プランになって3,000円請求された', /お試し期間/u],
  ['ko', '무료 체험이 끝나자마자 유료로 전환돼서 29,000원 결제됐어요', /체험/u],
  ['zh', '试用期结束后自动转为付费，扣了68元', /试用期/u],
]

describe('a renewal nobody announced is restated as one', () => {
  for (const [language, body, sum, says] of RENEWED)
    it(`${language}: ${body}`, () => {
      const d = draft(language, body)
      expect(d.spam).toBeNull()
      expect(d.body).toMatch(says)
      if (sum) expect(d.body).toContain(sum)
      // The store's own refund path and the order check stay.
      expect(d.body).toContain('play.google.com/store/account/orderhistory')
      expect(d.body).toContain(CONTACT)
    })
})

describe('a trial that turned into a paid plan is restated as one', () => {
  for (const [language, body, says] of TRIAL)
    it(`${language}: ${body}`, () => {
      const d = draft(language, body, 'app_store')
      expect(d.body).toMatch(says)
      expect(d.body).toContain('reportaproblem.apple.com')
      expect(d.body).toContain(CONTACT)
    })
})

describe('what is not a renewal nobody announced', () => {
  it('a trial cancelled in time and charged anyway is a charge after cancelling', () => {
    expect(
      read('en', 'Cancelled the trial on day 2 and still got charged $29.99 for the year.'),
    ).toBe('charged_after_cancel')
    expect(read('de', 'Testphase rechtzeitig gekündigt und trotzdem 29,99€ abgebucht.')).toBe(
      'charged_after_cancel',
    )
    expect(read('es', 'Cancelé la prueba a tiempo y aun así me cobraron 29,99€.')).toBe(
      'charged_after_cancel',
    )
  })

  it('asking how to stop the automatic renewal claims no charge', () => {
    for (const [language, body] of [
      ['en', 'How do I turn off the automatic renewal before it charges me?'],
      ['de', 'Wie schalte ich die automatische Verlängerung aus?'],
      ['fr', 'Comment désactiver le renouvellement automatique ?'],
    ] as const) {
      const d = draft(language, body)
      expect(read(language, body)).not.toBe('renewed_unwarned')
      expect(d.body).not.toMatch(
        /renewed and charged|Verlängerung mit Abbuchung|renouvelé sans avertissement/u,
      )
    }
  })
})
