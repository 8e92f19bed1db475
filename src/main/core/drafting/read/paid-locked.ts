import type { BillingCase, Intent } from './types'

/**
 * "Got a new iPhone and now my premium plans are locked again, I paid for them last year", "ho
 * pagato l'abbonamento e dopo aver cambiato telefono mi chiede di pagare di nuovo": what was paid
 * for is locked again after a new phone or a reinstall. That is a purchase gone missing (restore
 * it), not a grumble about the price. Folded text (lower case, Latin accents dropped).
 */

/** They say they paid or bought, anywhere in the review. */
const PAID =
  /(?<!\p{L})(?:paid|bought|purchased|bezahlt|gekauft|paye|payee|achete|pague|pagado|compre|comprado|paguei|pago|comprei|pagato|comprato|betaald|gekocht|zaplacil\p{L}*|kupil\p{L}*|заплатил\p{L}*|оплатил\p{L}*|купил\p{L}*|заплатив|оплатив|купив|odedim|satin aldim|betalade|betalat|kopte|kopt|bayar|beli|membeli|đã mua|đã trả)(?!\p{L})|課金|購入|買った|결제|구매|购买|購買|買了|付费|付費|دفعت|اشتريت|खरीद/u

/** What was paid for is locked, or asked to be paid again (a clause). */
const LOCKED =
  /(?<!\p{L})(?:locked|lock(?:ed)? (?:again|behind)|asks? me to (?:pay|buy|subscribe) (?:again|for it again)|wants me to pay again|pay (?:for (?:it|them) )?again|buy (?:it|them) again|gesperrt|wieder (?:bezahlen|kaufen)|erneut (?:bezahlen|kaufen)|nochmal (?:bezahlen|kaufen)|verrouille\p{L}*|(?:payer|acheter) (?:a nouveau|de nouveau|encore)|bloquead\p{L}*|pagar (?:de nuevo|otra vez|novamente|de novo)|bloccat\p{L}*|(?:pagare|comprare) (?:di nuovo|ancora|nuovamente)|vergrendeld|opnieuw (?:betalen|kopen)|zablokowan\p{L}*|(?:zaplacic|kupic) (?:ponownie|jeszcze raz)|заблокирован\p{L}*|(?:снова|заново|опять) (?:платить|купить|оплатить)|заблокован\p{L}*|(?:знову|заново) (?:платити|купити|оплатити)|kilitli|tekrar (?:odeme|satin al)\p{L}*|(?:ar|blev|blivit) last|betala igen|kopa igen|terkunci|(?:bayar|beli) lagi|bị khóa|trả tiền lại|mua lại)(?!\p{L})|ロックされ|また課金|再度購入|もう一度購入|잠겨|잠김|다시 결제|다시 구매|被锁|被鎖|又要付费|又要付費|再次付费|مقفل|ادفع مرة|दोबारा पैसे|फिर से पैसे/u

/** A new phone, a switch of phones or a reinstall (anywhere in the review). */
const MOVED =
  /(?<!\p{L})(?:new (?:phone|iphone|device|android|samsung|pixel|galaxy|ipad|tablet)|(?:switched|changed|swapped|upgraded) (?:my )?(?:phones?|devices?)|reinstall\p{L}*|neue[ns]? (?:handy|iphone|telefon|smartphone|gerat)|(?:handy|telefon|gerat) gewechselt|neu installiert|nouve(?:au|l) (?:telephone|iphone|appareil|portable)|change de (?:telephone|portable)|reinstalle\p{L}*|(?:nuevo|otro) (?:movil|celular|telefono|iphone)|(?:movil|celular|telefono) nuevo|cambie de (?:movil|celular|telefono)|reinstale|(?:celular|telemovel|telefone|aparelho) novo|novo (?:celular|iphone|telefone|aparelho)|troquei de (?:celular|telefone|aparelho)|reinstalei|nuovo (?:telefono|cellulare|iphone|smartphone)|cambiato (?:telefono|cellulare)|reinstallat\p{L}*|nieuwe (?:telefoon|iphone)|nowy telefon|nowym telefonie|zmienil\p{L}* telefon|нов\p{L}* (?:телефон|айфон|смартфон)|сменил\p{L}* телефон|переустанов\p{L}*|нов\p{L}* телефон|змінив\p{L}* телефон|yeni (?:telefon|cihaz)|telefon degistir\p{L}*|ny (?:telefon|mobil|iphone)|bytte telefon|(?:hp|ponsel) baru|ganti (?:hp|ponsel)|điện thoại mới|đổi điện thoại)(?!\p{L})|機種変|新しいスマホ|新しいiphone|再インストール|새 폰|폰 바꿨|폰을 바꿨|재설치|换手机|換手機|新手机|新手機|重装|هاتف جديد|جوال جديد|नया फोन|नए फोन/u

/**
 * A change of phone said of the reviewer ("ik krijg een nieuwe telefoon", "aber ich bekomme ein
 * neues Handy"), with no reinstall in it: a plan or a circumstance, not what goes wrong.
 */
export const changesPhone = (norm: string): boolean => MOVED.test(norm) && !/reinstal|переустанов|再インストール|재설치|重装/u.test(norm)

interface Facts {
  score: number
  cued: boolean
  intents: Set<Intent>
  billingCases: Set<BillingCase>
}

/** Marks what was paid for and is locked again after a new phone as a purchase gone missing. */
export function markPaidLocked(raw: readonly { norm: string }[], facts: Facts[]): void {
  const whole = raw.map((c) => c.norm).join(' ')
  if (!PAID.test(whole) || !MOVED.test(whole)) return
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f || !LOCKED.test(c.norm)) return
    f.cued = true
    f.score = Math.min(f.score, -1)
    f.intents.delete('complaint')
    f.intents.add('billing')
    f.billingCases.delete('price_rise')
    f.billingCases.delete('other')
    f.billingCases.add('purchase_missing')
  })
}
