/**
 * The reviewer says they already deleted their own account ("I deleted my account two weeks ago",
 * "ik heb mijn account al verwijderd", "탈퇴했는데"): steps to delete it, or to get back in, answer
 * nothing; what is left (mails that still come, data still there) is the team's to check. Said in
 * the first person, so "the app deleted my account" stays a loss. Matched on the folded text
 * (lower case, Latin accents dropped).
 */
const DELETED_OWN: Record<string, RegExp> = {
  en: /(?:^|[.!?;]\s*|(?<!\p{L})(?:i(?:'ve|ve| have| had)?|already|after|since|despite|though i)\s+)(?:already\s+|long\s+since\s+|even\s+)?(?:deleted|deleting|closed|closing|removed|erased)\s+(?:my|the|our)\s+(?:[\p{L}-]+\s+)?account/u,
  de: /(?:hab|habe|hatte)\s+(?:\p{L}+\s+){0,4}?(?:konto|account|profil|benutzerkonto)\s+(?:\p{L}+\s+){0,3}?(?:geloscht|gekundigt|entfernt)|(?:konto|account)\s+(?:\p{L}+\s+){0,3}?(?:geloscht|entfernt)\s+(?:hab|habe|hatte)(?!\p{L})/u,
  fr: /j['’]?\s?ai\s+(?:\p{L}+\s+){0,2}?(?:supprime|ferme|efface|resilie)\s+(?:mon|le)\s+compte/u,
  es: /(?<!\p{L})(?:borre|elimine|cerre|he\s+(?:\p{L}+\s+)?(?:borrado|eliminado|cerrado))\s+(?:mi|la)\s+cuenta/u,
  pt: /(?<!\p{L})(?:apaguei|exclui|deletei|encerrei|removi|cancelei)\s+(?:a\s+)?(?:minha|a)\s+conta/u,
  it: /(?<!\p{L})ho\s+(?:gia\s+)?(?:cancellato|eliminato|chiuso|rimosso)\s+(?:il\s+)?(?:mio\s+)?(?:account|profilo)/u,
  nl: /(?<!\p{L})(?:heb|had)\s+(?:\p{L}+\s+){0,3}?(?:account|profiel)\s+(?:\p{L}+\s+){0,2}?(?:verwijderd|opgezegd|gesloten|opgeheven)/u,
  sv: /(?<!\p{L})(?:raderat|raderade|tagit\s+bort|tog\s+bort|avslutat|avslutade)\s+(?:mitt\s+)?konto/u,
  pl: /(?<!\p{L})(?:usun(?:al|el)\p{L}*|skasowal\p{L}*|zamkn(?:al|el)\p{L}*)\s+(?:\p{L}+\s+)?kont(?:o|a)(?!\p{L})/u,
  ru: /(?<!\p{L})(?:удалил|удалила|удалял)\p{L}*\s+(?:\p{L}+\s+)?(?:аккаунт|акаунт|учетн|профиль)|(?:аккаунт|учетную\s+запись)\s+(?:\p{L}+\s+)?(?:удалил|удалила)(?!\p{L})/u,
  uk: /(?<!\p{L})(?:видалив|видалила)\p{L}*\s+(?:\p{L}+\s+)?(?:акаунт|аккаунт|обліков|профіль)|(?:акаунт|аккаунт)\s+(?:\p{L}+\s+)?(?:видалив|видалила)(?!\p{L})/u,
  tr: /hesab\p{L}*\s+(?:\p{L}+\s+)?(?:sildim|kapattim|sildigim|kapattigim)/u,
  id: /(?<!\p{L})(?:sudah|udah|telah|sdh|udh)\s+(?:saya\s+|ku\s+)?(?:menghapus|hapus|dihapus|tutup|menutup)\s+akun|akun\s+(?:saya\s+|ku\s+)?(?:sudah|udah|telah)\s+(?:saya\s+)?(?:hapus|dihapus|tutup)/u,
  vi: /(?:đã|da)\s+(?:xóa|xoá|xoa|hủy|huy)\s+tài khoản|da\s+xoa\s+tai\s+khoan/u,
  hi: /(?:अकाउंट|खाता|account)\s+(?:\S+\s+){0,2}?(?:डिलीट|हटा|delete)\s*(?:कर\s+)?(?:दिया|दी|चुका|चुकी)/u,
  ar: /(?:حذفت|مسحت|الغيت|سكرت)\s+(?:\S+\s+)?(?:حسابي|الحساب)/u,
  ja: /(?:アカウント|会員)\S{0,6}?(?:削除した(?![いくら])|削除しました|削除済|消した(?![いくら])|消しました)|退会し(?:た(?![いくら])|ました)|退会済/u,
  ko: /(?:계정|회원)\S{0,3}\s?(?:삭제했|삭제한|지웠|탈퇴했)|탈퇴했|탈퇴한\s?지/u,
  zh: /(?:已经|已|早就|我)(?:把账号|把帳號)?(?:删除|注销|刪除|註銷)了?(?:我的)?(?:账号|账户|帳號|帳戶)|(?:账号|账户|帳號|帳戶)(?:已经|早就|都)(?:被我)?(?:删除|注销|刪除|註銷)/u,
}

/** Whether the folded text says the reviewer already deleted their own account. */
export function deletedOwnAccount(norm: string, lang: string): boolean {
  const re = DELETED_OWN[lang] ?? DELETED_OWN[lang.slice(0, 2)]
  return re?.test(norm) ?? false
}

/**
 * They could not cancel ("can't cancel", "no way to cancel", "解約できない", "취소가 안 돼"): a charge
 * that goes on is then no charge after cancelling. Every language at once, on the folded text.
 */
const CANNOT_CANCEL =
  /(?<!\p{L})(?:can'?t|cannot|can not|unable to|impossible to|no way to|no option to|no button to|won'?t let me|doesn'?t let me)\s+(?:\p{L}+\s+)?(?:cancel|unsubscribe)|kann\s+(?:\p{L}+\s+){0,3}?nicht\s+kundigen|lasst\s+sich\s+(?:\p{L}+\s+)?nicht\s+kundigen|keine\s+moglichkeit\s+(?:\p{L}+\s+){0,2}?(?:zu\s+)?kundigen|impossible\s+d['’]?\s?(?:annuler|resilier|me\s+desabonner|se\s+desabonner)|(?:peux|pouvons|arrive)\s+pas\s+(?:a\s+)?(?:annuler|resilier|me\s+desabonner)|no\s+(?:puedo|me\s+deja|consigo|hay\s+forma\s+de|hay\s+manera\s+de)\s+cancelar|imposible\s+cancelar|nao\s+(?:consigo|da\s+para|tem\s+como)\s+cancelar|impossivel\s+cancelar|non\s+(?:riesco\s+a|posso)\s+(?:disdire|cancellare\s+l'?abbonamento|annullare\s+l'?abbonamento)|impossibile\s+disdire|kan\s+(?:\p{L}+\s+){0,3}?niet\s+opzeggen|opzeggen\s+lukt\s+niet|kan\s+inte\s+(?:avsluta|saga\s+upp)|nie\s+(?:moge|mozna|da\s+sie)\s+anulowac|не\s+(?:могу|получается|удается|удаётся|дает|даёт)\s+(?:\p{L}+\s+)?отменить|невозможно\s+отменить|нельзя\s+отменить|не\s+(?:можу|вдається|виходить)\s+(?:\p{L}+\s+)?скасувати|неможливо\s+скасувати|iptal\s+(?:edemiyorum|edemedim|edilemiyor|etmenin\s+yolu\s+yok)|(?:tidak|gak|ga|nggak|tdk)\s+bisa\s+(?:membatalkan|batal|dibatalkan|cancel|berhenti\s+langganan)|không\s+(?:thể\s+)?hủy\s+được|không\s+hủy\s+được|ko\s+huy\s+duoc|(?:कैंसिल|रद्द)\s+नहीं\s+(?:हो|कर)|(?:ما|مش|لا)\s+(?:اقدر|قدرت|قادر|استطيع|يمكنني)\s+(?:ال)?(?:الغي|الغاء)|解約できな|解約できま?せん|キャンセルできな|해지가?\s?안\s?(?:돼|되)|해지를?\s?못|해지할\s?수(?:가)?\s?없|취소가?\s?안\s?(?:돼|되)|취소를?\s?못|取消不了|无法取消|無法取消|退订不了|不能取消|没法取消|沒辦法取消/u

/** Whether the folded text says they could not cancel. */
export function cannotCancel(norm: string): boolean {
  return CANNOT_CANCEL.test(norm)
}

/** A verb of giving money back, as it opens a refund demand. */
const GIVE_BACK =
  /(?:поверніть|поверни|верните|верни|devuelvan|devuelveme|devolvedme|devolvam|devolva|remboursez|rembourser|erstatten\s+sie|zwroccie|zwroc|oddajcie|iade\s+edin|iade\s+et|hoàn\s+tiền|hoan\s+tien|kembalikan|balikin|give\s+(?:me\s+)?back|restituite|restituitemi|geef\s+(?:me\s+)?(?:mijn\s+)?(?:geld\s+)?terug)(?!\p{L})/u
/** The same demand with a "please" (or a "me") between the verb and the money, commas and all. */
const REFUND_SPLIT = new RegExp(
  `${GIVE_BACK.source}(?:\\s*,?\\s*(?:будь\\s+ласка|пожалуйста|por\\s+favor|s'il\\s+vous\\s+plait|bitte|please|pls|plz|prosze|lutfen|tolong|làm\\s+ơn|per\\s+favore|alstublieft|мені|мне|мои|мої|me|moi|mir|mi)(?!\\p{L})\\s*,?)+\\s*(?:гроші|кошти|деньги|средства|el\\s+dinero|mi\\s+dinero|l'argent|mon\\s+argent|das\\s+geld|mein\\s+geld|my\\s+money|the\\s+money|pieniadze|param|parami|uang|o\\s+dinheiro|meu\\s+dinheiro|i\\s+soldi|i\\s+miei\\s+soldi|mijn\\s+geld|het\\s+geld|tiền)(?!\\p{L})`,
  'u',
)

/**
 * The clause that opens a refund demand cut by the commas of a "please" ("Поверніть, будь ласка,
 * гроші"), or -1: no cue list holds the words apart.
 */
export function refundSplitAt(raw: readonly { norm: string }[]): number {
  const whole = raw.map((c) => c.norm).join(' ')
  if (!REFUND_SPLIT.test(whole)) return -1
  return raw.findIndex((c) => GIVE_BACK.test(c.norm))
}
