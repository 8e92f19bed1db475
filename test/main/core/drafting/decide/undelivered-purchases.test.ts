import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import type { DraftStore } from '../../../../../src/shared/dto/drafting'
import { voiceWith } from '../fixtures'

/**
 * A purchase paid for that never arrived ("paid but nothing unlocked", "pagué y no se activó")
 * is billing, not a vague disappointment: the reply says the purchase is missing and offers to
 * check the order (asks for the order number), and a charge whose support already failed the
 * reviewer keeps the order number in the one sentence that asks for the earlier thread.
 * Reviews written for this test.
 */

const CONTACT = 'hello@pantry.example'

function draft(language: string, body: string, store: DraftStore = 'google_play') {
  return draftBuiltin({
    review: { id: `ud-${language}-${body.length}`, rating: 1, body, language },
    voice: voiceWith({ brandName: 'Pantry', supportContact: CONTACT }),
    store,
    limit: store === 'google_play' ? 350 : 5970,
    answers: [],
  })
}

/** Per language: a purchase that never arrived, and the words that ask for the order number. */
const UNDELIVERED: { language: string; body: string; order: RegExp }[] = [
  {
    language: 'en',
    body: 'Bought 300 coins last night and never received them.',
    order: /order number/u,
  },
  {
    language: 'es',
    body: 'Pagué el plan premium ayer y no se me activó nada, sigo viendo la versión gratis',
    order: /número de pedido/u,
  },
  {
    language: 'fr',
    body: "J'ai payé l'abonnement hier mais les fonctions ne sont toujours pas débloquées",
    order: /numéro de commande/u,
  },
  {
    language: 'it',
    body: "Ho pagato l'abbonamento annuale ma non mi si è sbloccato niente",
    order: /numero dell'ordine/u,
  },
  {
    language: 'pt',
    body: 'Comprei as moedas e até agora não recebi nada',
    order: /número do pedido/u,
  },
  {
    language: 'pl',
    body: 'Zapłaciłam za roczne premium, ale nic się nie odblokowało',
    order: /numer zamówienia/u,
  },
  {
    language: 'nl',
    body: 'Gisteren betaald voor premium maar het is nog steeds niet ontgrendeld',
    order: /bestelnummer/u,
  },
  {
    language: 'sv',
    body: 'Betalade för premium i går men inget låstes upp',
    order: /ordernummer/u,
  },
  {
    language: 'uk',
    body: 'Оплатила річну підписку, але нічого не розблокувалося',
    order: /номер замовлення/u,
  },
  {
    language: 'id',
    body: 'Sudah bayar langganan tapi premiumnya tidak aktif sampai sekarang',
    order: /nomor pesanan/u,
  },
  {
    language: 'vi',
    body: 'Mình đã thanh toán hôm qua nhưng vẫn không mở khóa được gói premium',
    order: /mã đơn hàng/u,
  },
  { language: 'ar', body: 'دفعت للاشتراك السنوي لكن لم يتم تفعيله حتى الآن', order: /رقم الطلب/u },
  { language: 'ja', body: 'ジェムを買ったけど届いていない', order: /注文番号/u },
  { language: 'ko', body: '다이아 충전했는데 안 들어왔어요', order: /주문 번호/u },
  { language: 'zh', body: '买了会员但是没有生效', order: /订单号/u },
  { language: 'hi', body: 'मैंने कॉइन्स खरीदे लेकिन मिले नहीं', order: /ऑर्डर नंबर/u },
  {
    language: 'en',
    body: 'Purchased the ad-free upgrade but ads still show up every level',
    order: /order number/u,
  },
]

describe('a purchase paid for that never arrived', () => {
  for (const { language, body, order } of UNDELIVERED)
    it(`is read as a missing purchase and the order is checked (${language})`, () => {
      const d = draft(language, body)
      expect(d.reading?.main, d.body).toBe('billing')
      expect(d.reading?.billing, d.body).toBe('purchase_missing')
      expect(d.body).toMatch(order)
      expect(d.body).toContain(CONTACT)
      // A missing purchase is restored, not refunded: no refund page.
      expect(d.body).not.toMatch(/orderhistory|reportaproblem/u)
    })

  it('names what was bought in the sentence, never in brackets (sv, tr, hi, ar)', () => {
    for (const [language, body] of [
      ['sv', 'Betalade för premium men inget låstes upp'],
      ['tr', 'Premium için ödeme yaptım ama açılmadı'],
      ['hi', 'पैसे कट गए लेकिन प्रीमियम चालू नहीं हुआ'],
      ['ar', 'دفعت للاشتراك المميز لكن لم يتم تفعيله'],
    ] as const) {
      const d = draft(language, body)
      expect(d.reading?.billing, body).toBe('purchase_missing')
      expect(d.body, body).not.toMatch(/\([^)\d]+\)/u)
    }
  })

  it('names a Swedish charge in the sentence, a sum or a plan alike, never in brackets', () => {
    for (const body of [
      'Dubbeldebiterad för Premium årsabonnemang, 2x 299 kr samma dag!',
      'Jag sa upp prenumerationen men blev ändå debiterad 99 kr',
    ]) {
      const d = draft('sv', body)
      expect(d.reading?.main, body).toBe('billing')
      expect(d.body, body).toMatch(/ för (?:\d|Premium)/u)
      expect(d.body, body).not.toMatch(/\(/u)
    }
  })

  it('names a Dutch subscription with its article ("het abonnement")', () => {
    const d = draft('nl', 'Betaald voor premium maar het is niet ontgrendeld')
    expect(d.body).toMatch(/het abonnement/u)
    expect(d.body).not.toMatch(/de abonnement/u)
  })

  it('is no missing purchase when what did not come is a reply or the ads', () => {
    expect(
      draft('en', 'Charged $9.99 and never got a reply from support').reading?.billing,
    ).not.toBe('purchase_missing')
    expect(
      draft('it', 'Ho pagato il premium e non ho più visto pubblicità').reading?.billing,
    ).not.toBe('purchase_missing')
    expect(draft('zh', '买了会员以后广告没有了，没到处弹窗，很好').reading?.billing).not.toBe(
      'purchase_missing',
    )
    expect(
      draft('de', 'Habe Premium gekauft, aber die Synchronisierung funktioniert nicht').reading
        ?.main,
    ).toBe('bug')
  })

  it('is praise when the reviewer says what they bought and that it is worth it', () => {
    for (const body of [
      'Bought the lifetime version, works great',
      "Paid and it's worth it, love the widgets",
      'Bought lifetime last year, best notes app I have used',
    ]) {
      const d = draft('en', body)
      expect(d.reading?.billing, body).not.toBe('purchase_missing')
      expect(d.body, body).not.toMatch(/sorry|order number/iu)
    }
  })
})

describe('a charge whose support already failed the reviewer', () => {
  for (const [language, body, order] of [
    [
      'en',
      'I emailed support three times about my missing Premium and nobody answers. Still charged every month, how do I get it back?',
      /order number/u,
    ],
    [
      'fr',
      'Résilié en mars, encore prélevé de 7,99 € en avril et en mai. Deux mails au support, aucune réponse. Bravo.',
      /numéro de commande/u,
    ],
    [
      'de',
      'Zweimal 5,99 € abgebucht für das Jahresabo. Der Support antwortet seit einer Woche nicht.',
      /Bestellnummer/u,
    ],
    [
      'es',
      'Me cobraron después de cancelar. Escribí a soporte y solo me mandan respuestas automáticas.',
      /número de pedido/u,
    ],
    [
      'it',
      "Addebitati 4,99€ due volte. Ho scritto all'assistenza ma nessuna risposta.",
      /numero dell'ordine/u,
    ],
    [
      'pt',
      'Fui cobrado duas vezes pela assinatura anual. Mandei e-mail pro suporte e ninguém respondeu.',
      /número do pedido/u,
    ],
  ] as const)
    it(`asks for the order number with what finds the thread (${language})`, () => {
      const d = draft(language, body)
      expect(d.reading?.supportFailed, d.body).toBe(true)
      expect(d.body).toMatch(order)
      expect(d.body).toContain(CONTACT)
      expect(d.body.length).toBeLessThanOrEqual(350)
    })
})
