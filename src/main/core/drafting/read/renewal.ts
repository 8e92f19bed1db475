import type { BillingCase } from './types'

/**
 * Charges the reviewer did not see coming although nothing went wrong with the store: a
 * subscription that renewed without a reminder, a trial that turned into a paid plan. A reply
 * that says "a charge you didn't expect" or "after you cancelled" restates neither; these say
 * what happened. Matched on the folded text (lower case, Latin accents dropped), every language
 * at once: the words do not collide across scripts.
 */

// They cancelled: then the charge came after cancelling, whatever renewed.
const CANCELLED =
  /turned off|switched off|disabled|ausgeschaltet|deaktiv|desactiv|desativ|disattiv|выключ|отключ|вимкн|uitgezet|wylacz|kapatt|matikan|nonaktif|tắt|オフに|껐|꺼놨|关闭了|關閉了|cancel|annul|resili|kundig|disdett|disdic|отмен|отказал|скасув|opzeg|opgezegd|zegde op|anulow|iptal|batal|hủy|huy goi|解約|キャンセル|退会|취소|해지|取消|退订|退訂|الغ|ألغ|إلغ|कैंसिल|रद्द|avslut|sagt upp|sade upp|sa upp/u

// A trial, in the drafter's languages.
const TRIAL =
  /trial|essai|prueba|periodo de teste|periodo gratuito|teste gratis|testphase|testzeitraum|probezeit|probeabo|testversion|prova gratuita|periodo di prova|пробн|proefperiode|proefabonnement|okres probny|okresu probnego|deneme|uji coba|masa percobaan|dung thu|dùng thử|お試し|無料体験|トライアル|体験期間|체험|试用|試用|تجريب|ट्रायल|provperiod|gratisperiod/u

// What became of it: turned into a paid plan, charged when it ended.
const TRIAL_TURNED =
  /turn(?:ed|s)? into|convert|became|switched to|rolled into|charg|bill|took|paid|kostenpflichtig|ubergegangen|umgewandelt|abgebucht|berechnet|transform|converti|prelev|debit|convirt|cobr|pasó a|paso a|virou|passou|cobrad|addebit|trasformat|diventat|списал|сняли|перешел|перешёл|превратил|платн|списали|omgezet|overgegaan|afgeschreven|betaald|zamienil|pobral|pobrano|platn|donustu|ucretli|cekildi|tahsil|ditagih|tagih|potong|berbayar|chuyen|chuyển|tru tien|trừ|tính phí|有料|課金|請求|引き落と|결제|유료|청구|扣费|扣費|扣了|扣款|收费|收費|转为|轉為|付费|付費|خصم|خصمو|تحول|مدفوع|कट|चार्ज|पेड|drog|dragit|debiter|betal/u

// A renewal, and that it came unannounced or by itself.
const RENEWED =
  /renew|renouvel|renov|verlanger|rinnov|продлил|продлен|продлев|продовж|verleng|odnowil|odnowien|yenilen|perpanjang|gia han|gia hạn|自動更新|更新され|갱신|续费|續費|续订|續訂|تجديد|تجدد|रिन्यू|fornya|fornyad/u
const UNANNOUNCED =
  /without (?:any |a )?(?:warning|notice|notification|reminder|email|asking)|no (?:warning|reminder|notice|notification)|never (?:got|received) (?:a |any )?(?:reminder|notice|warning|email)|automatic|auto-?renew|by itself|ohne (?:jede |eine |vorherige )?(?:vorwarnung|warnung|erinnerung|benachrichtigung|hinweis|info)|automatisch|sans (?:prevenir|avertissement|rappel|notification|aucun)|automatiquement|sin (?:avisar|aviso|previo aviso|notificacion|recordatorio)|automaticamente|sola|sem (?:aviso|avisar|notificacao|lembrete)|sozinha|senza (?:(?:nessun|alcun)[oa]? |un )?(?:preavviso|avviso|notifica|alcun)|da solo|da sola|без (?:предупреждения|уведомления|напоминания|спроса|попередження|нагадування|повідомлення)|автоматически|сама|сам собой|автоматично|zonder (?:waarschuwing|melding|herinnering|bericht)|automatisch|bez (?:ostrzezenia|powiadomienia|przypomnienia|uprzedzenia)|automatycznie|haber vermeden|uyarmadan|bildirim(?:siz| olmadan)|otomatik|tanpa (?:pemberitahuan|pengingat|notifikasi|info)|otomatis|khong bao truoc|không báo trước|khong thong bao|không thông báo|tu dong|tự động|通知もなく|通知なし|知らせ|勝手に|自動|알림(?:도)? 없이|안내(?:도)? 없이|자동|没有(?:任何)?提醒|沒有(?:任何)?提醒|没有通知|沒有通知|自动|自動|بدون (?:اي |أي )?(?:تنبيه|اشعار|إشعار|تذكير)|دون (?:تنبيه|اشعار|إشعار|تذكير)|تلقائي|बिना बताए|बिना (?:किसी )?(?:सूचना|नोटिफिकेशन|रिमाइंडर)|अपने आप|ऑटो|utan (?:forvarning|varning|pamminnelse|meddelande)|automatiskt/u

// A sum paid: "$39.99", "29,99€", "1490 ₽", "4,900円", "Rp 299.000".
// A bare price ("a yearly charge of 39.99") counts only beside a trial or a renewal, as here.
const SUM =
  /(?<![\d.,])\d{1,4}[.,]\d{2}(?![\d.,]|\s?(?:km|mi|kg|%))|[$€£₹₺₽¥₩₫]\s?\d|\d\s?(?:[$€£₹₺₽¥₩₫]|zl|kr|tl|đ|円|元|원|грн|руб|ريال|جنيه|درهم|usd|eur|reais)|(?<![\p{L}])(?:rp|r\$|rs)\.?\s?\d|(?<![\p{L}\d])\d{2,4}\s?(?:k|rb|ribu|nghin|ngan|nghìn|ngàn)(?![\p{L}])/u

/**
 * What the charge was, when it is one of these: a trial turned paid, a renewal nobody announced.
 * `charged` says the review says money was taken; a sum says so too ("how do I stop the automatic
 * renewal?" asks, nothing was charged yet).
 */
export function renewalCase(norm: string, charged: boolean): BillingCase | null {
  // "The trial became a yearly subscription without any warning": no charge word, yet one.
  const unwarnedTrial = TRIAL.test(norm) && TRIAL_TURNED.test(norm) && UNANNOUNCED.test(norm)
  if (!charged && !SUM.test(norm) && !unwarnedTrial) return null
  if (CANCELLED.test(norm)) return null
  if (TRIAL.test(norm) && TRIAL_TURNED.test(norm)) return 'trial_converted'
  if (RENEWED.test(norm) && UNANNOUNCED.test(norm)) return 'renewed_unwarned'
  return null
}

/**
 * Whether a phrase only names a trial ("free trial", "prueba gratuita"): in a review that only
 * praises, "subscribed after the free trial, worth every penny" reports no charge. A trial that
 * was cancelled or renewed unannounced is a grievance whatever else the review says.
 */
export function trialOnly(phrase: string, clause: string): boolean {
  return TRIAL.test(phrase) && !CANCELLED.test(clause) && !UNANNOUNCED.test(clause)
}
