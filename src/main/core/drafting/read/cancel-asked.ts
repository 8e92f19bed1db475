import { normalizeForMatch } from '../topics/normalize'
import type { ClauseFacts } from './facts'

/**
 * "How do I cancel the trial?", "wie kündige ich das Abo?", "怎么取消订阅": asks how to cancel. The
 * store's subscription settings answer it; a charge it names ("before it charges me") is one to
 * come, no charge that happened. Matched on the folded text.
 */
// Asking how: "how do I", "wie kann ich", "comment", "cómo", "怎么", …
const HOW =
  /(?<!\p{L})(?:how (?:do i|do you|can i|to|would i|should i)|where (?:do i|can i|to)|(?:can'?t|cannot|couldn'?t|unable to) find (?:how|where|a way) to|wie|wo|comment|como|donde|come|hoe|jak|как|як|nasil|hur|كيف)(?!\p{L})|どうやって|どこで|どこから|方法|어떻게|어디서|어디에서|방법|怎么|如何|怎样|在哪|कैसे|cara|cách|làm sao|làm thế nào/u
// Cancelling a subscription in so many words: no other thing is unsubscribed or "gekündigt".
const ENDS_SUBSCRIPTION =
  /unsubscribe|(?:turn|switch) off (?:the )?auto[- ]?renew|(?:disable|stop) (?:the )?auto[- ]?renew|kundig|resilier|desabonn|darme de baja|dar de baja|disdir|disdic|opzeggen|zeg ik\b.*\bop\b|zrezygnowac|отписат|відписат|abonelik\p{L}* iptal|saga upp|sager jag upp|解約|해지|退订|退訂|berhenti langganan/u
// Cancelling, said of anything: a subscription, a trial or a plan must be named with it.
const CANCELS =
  /cancel|annul|cancelar|cancelo|anular|anulo|desativ|encerr|annull|disattiv|anulowac|wylaczyc|отменить|отключить|скасувати|відключити|iptal|avsluta|avbryt|الغ|取消|キャンセル|停止|취소|रद्द|कैंसल|membatalkan|batalin|hủy/u
const SUBSCRIPTION =
  /subscription|\bsub\b|trial|membership|premium|\bplus\b|\bpro\b|renewal|auto[- ]?renew|\babo\b|abonnement|essai|suscripci|prueba|assinatura|abbonament|prova|proefperiode|subskrypcj|abonament|okres probny|подписк|пробн|підписк|abonelik|abonelig|deneme|prenumeration|provperiod|اشتراك|サブスク|定期購入|無料体験|구독|무료 체험|订阅|訂閱|试用|試用|会员|會員|सदस्यता|सब्सक्रिप्शन|ट्रायल|langganan|uji coba|gói|đăng ký|dùng thử/u

/** Whether a folded clause asks how to cancel a subscription. */
function asksCancel(norm: string): boolean {
  if (!HOW.test(norm)) return false
  return ENDS_SUBSCRIPTION.test(norm) || (CANCELS.test(norm) && SUBSCRIPTION.test(norm))
}

/** Whether a clause, as written, asks how to cancel. */
export function asksHowToCancel(text: string, lang: string): boolean {
  return asksCancel(normalizeForMatch(text, lang))
}

/** Charges a clause names only as what cancelling should prevent: no charge said to have happened. */
const TO_COME = new Set(['other', 'unknown_charge'])

/**
 * A clause that asks how to cancel, and whose only charge is one to come, is a question, not a
 * charge to apologise for ("how do I cancel the free trial before it charges me?").
 */
export function settleCancelQuestions(norms: readonly string[], facts: ClauseFacts[]): void {
  norms.forEach((norm, i) => {
    const f = facts[i]
    if (!f || !asksCancel(norm)) return
    if (![...f.billingCases].every((c) => TO_COME.has(c))) return
    f.billingCases.clear()
    f.intents.delete('billing')
    f.intents.delete('complaint')
    f.intents.add('question')
  })
}
