import { normalizeForMatch } from '../topics/normalize'

/**
 * "How do I cancel my subscription?", "Wie kann ich das Abo kündigen?", "구독 해지는 어디서 하나요?":
 * where a subscription is cancelled is the store's rule, not the team's, so with no team Answer
 * the reply gives the store's own path (its subscription settings) rather than a slot. On the
 * folded text (lower case, Latin accents dropped).
 */
const CANCEL =
  /(?<!\p{L})(?:cancel\p{L}*|unsubscrib\p{L}*|stop (?:paying|the (?:subscription|renewal))|turn off (?:the )?auto.?renew\p{L}*|kundig\p{L}*|abbestell\p{L}*|annul\p{L}*|resili\p{L}*|desabonn\p{L}*|dar(?:me|se)? de baja|disdi\p{L}*|disdett\p{L}*|annull\p{L}*|opzeg\p{L}*|zeg\p{L}* (?:\p{L}+ )?op|stopzet\p{L}*|anul\p{L}*|zrezygnowa\p{L}*|отмен\p{L}*|отключ\p{L}*|отпис\p{L}*|скасу\p{L}*|відпис\p{L}*|iptal|avsluta\p{L}*|sag\p{L}* (?:\p{L}+ )?upp|batal\p{L}*|membatalkan|berhenti langganan|huy)(?!\p{L})|الغاء|إلغاء|ألغي|الغي|रद्द|कैंसिल|解約|キャンセル|해지|취소|取消|退订|退訂/u

/** A subscription, in the drafter's languages (or the plan the review names, as a concept). */
const SUBSCRIPTION =
  /(?<!\p{L})(?:subscri\p{L}*|auto.?renew\p{L}*|abos?|abonnement\p{L}*|suscrip\p{L}*|assinatura\p{L}*|abbonament\p{L}*|subskrypcj\p{L}*|abonament\p{L}*|подписк\p{L}*|підписк\p{L}*|abonelik\p{L}*|uyelik\p{L}*|prenumeration\p{L}*|langganan|goi|dang ky)(?!\p{L})|اشتراك|सदस्यता|सब्सक्रिप्शन|購読|サブスク|定期購入|自動更新|구독|정기\s?결제|订阅|訂閱|自动续费|自動續費/u

/** "Will I be charged if I cancel?" asks what happens, not where: a conditional is no "how". */
const CONDITIONAL =
  /(?<!\p{L})(?:if|wenn|falls|si|se|als|jesli|если|якщо|eger|om|jika|kalau|nếu)(?!\p{L})|もし|면\s|如果|अगर|إذا|لو/u

/**
 * Whether a question asks how or where to cancel a subscription. `subscribed`: the review names
 * a plan that is one ("How do I cancel Plus?").
 */
export function asksToCancel(question: string, subscribed: boolean): boolean {
  const folded = normalizeForMatch(question, 'und')
  if (!CANCEL.test(folded) || CONDITIONAL.test(folded)) return false
  return subscribed || SUBSCRIPTION.test(folded)
}
