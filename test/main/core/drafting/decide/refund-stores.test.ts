import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import type { DraftStore } from '../../../../../src/shared/dto/drafting'
import { voiceWith } from '../fixtures'

const CONTACT = 'help@recipebox.example'
const voice = voiceWith({ brandName: 'Recipe Box', supportContact: CONTACT })

function draft(language: string, body: string, store: DraftStore) {
  return draftBuiltin({
    review: { id: `${language}:${store}:${body}`, rating: 1, body, language },
    voice,
    store,
    limit: store === 'google_play' ? 350 : 5970,
    answers: [],
  })
}

// Refund requests written for these tests, one per language with its own lines.
const WANTS_REFUND: [string, string][] = [
  ['en', 'Paid $12.99 for the yearly plan by mistake, please give me my money back.'],
  ['de', 'Aus Versehen das Jahresabo für 12,99 € gekauft, bitte Geld zurück.'],
  ['fr', "J'ai payé 12,99 € l'abonnement annuel par erreur, remboursez-moi svp."],
  ['es', 'Pagué 12,99 € por el plan anual sin querer, quiero que me devuelvan el dinero.'],
  ['pt', 'Paguei R$ 49,90 no plano anual sem querer, quero meu dinheiro de volta.'],
  ['it', "Ho pagato 12,99 € per l'abbonamento annuale per sbaglio, voglio un rimborso."],
  ['nl', 'Per ongeluk 12,99 euro betaald voor het jaarabonnement, ik wil mijn geld terug.'],
  ['pl', 'Przez pomyłkę zapłaciłem 59,99 zł za plan roczny, proszę o zwrot pieniędzy.'],
  ['ru', 'Случайно оплатил годовую подписку за 999 рублей, верните деньги.'],
  ['uk', 'Випадково оплатив річну підписку за 399 грн, поверніть гроші.'],
  ['tr', 'Yıllık plan için yanlışlıkla 199 TL ödedim, paramı iade edin.'],
  ['sv', 'Betalade 129 kr för årsplanen av misstag, jag vill ha pengarna tillbaka.'],
  ['ar', 'دفعت 49 ريالًا للخطة السنوية بالخطأ، أريد استرداد المبلغ.'],
  ['ja', '年間プランを間違えて購入してしまいました（1200円）。返金してください。'],
  ['ko', '연간 플랜을 실수로 결제했어요 (15000원). 환불해 주세요.'],
  ['zh', '不小心买了年度会员，扣了98元，请给我退款。'],
  ['zh-Hant', '不小心買了年度會員，扣了 98 元，請幫我退款。'],
  ['hi', 'गलती से सालाना प्लान के 499 रुपये कट गए, कृपया रिफ़ंड दें।'],
  ['id', 'Tidak sengaja bayar paket tahunan Rp 99.000, tolong refund uang saya.'],
  ['vi', 'Tôi lỡ mua gói năm 199.000đ, xin hoàn tiền cho tôi.'],
]

/** "Only Google refunds": false on Google Play, where the developer can refund an order too. */
const ONLY_GOOGLE =
  /only google|nur google|seul google|solo google|só o google|alleen google|tylko google|только google|лише google|yalnızca google|bara google|google のみ|google만|只能由 google|केवल google|hanya google|chỉ google/iu

describe('the refund path on Google Play', () => {
  for (const [language, body] of WANTS_REFUND)
    it(`gives Play's 48-hour refund page, promises no refund of its own, and asks for the order number at the team's contact (${language})`, () => {
      const d = draft(language, body, 'google_play')
      expect(d.plan?.moves.map((m) => m.kind)).toContain('refundPath')
      expect(d.body).toContain('play.google.com/store/account/orderhistory')
      expect(d.body).toMatch(/48/u)
      expect(d.body).not.toMatch(ONLY_GOOGLE)
      // The team's own refund is not ours to promise: only the store's path and the order check.
      expect(d.body).not.toMatch(/we can refund|können wir erstatten|podemos reembolsar|nous pouvons rembourser|possiamo rimborsare|kunnen wij|możemy dokonać|можем мы|можемо ми|kan vi återbetala|biz iade|kami dapat me-refund|chúng tôi có thể hoàn|我们也可以|我們也可以|私たちの側で|저희가 주문을 환불|रिफ़ंड हम|يمكننا نحن/u)
      expect(d.body).not.toContain('apple.com')
      expect(d.body).toContain(CONTACT)
      expect(d.body.length).toBeLessThanOrEqual(350)
    })
})

describe('the refund path on the App Store', () => {
  for (const [language, body] of WANTS_REFUND)
    it(`sends the buyer to Apple, which alone refunds, and never to Google (${language})`, () => {
      const d = draft(language, body, 'app_store')
      expect(d.body).toContain('reportaproblem.apple.com')
      expect(d.body).not.toMatch(/google/iu)
      expect(d.body).not.toMatch(/48/u)
      expect(d.body).toContain(CONTACT)
    })
})
