/**
 * "The notes I deleted keep coming back", "Notatki, które usunąłem, wracają", "削除したメモが復活する":
 * what the reviewer deleted returns. That is the opposite of a loss: nothing is gone, a deletion
 * does not hold. A fault to look into, never lost data to recover. Matched per sentence on the
 * folded text (lower case, Latin accents dropped): a word of deleting and a word of returning.
 */
const DELETED: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:delet\p{L}*|(?:i|i've|ive|i have|i had) (?:\p{L}+ )?(?:removed|erased|trashed|cleared))(?!\p{L})/u,
  de: /(?<!\p{L})(?:\p{L}*losch\p{L}*|entfern\p{L}*)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:supprim\p{L}*|effac\p{L}*)(?!\p{L})/u,
  es: /(?<!\p{L})(?:borr\p{L}*|elimin\p{L}*)(?!\p{L})/u,
  pt: /(?<!\p{L})(?:apag\p{L}*|exclu\p{L}*|delet\p{L}*)(?!\p{L})/u,
  it: /(?<!\p{L})(?:cancell\p{L}*|elimin\p{L}*)(?!\p{L})/u,
  nl: /(?<!\p{L})(?:verwijder\p{L}*|gewist)(?!\p{L})/u,
  pl: /(?<!\p{L})(?:usun\p{L}*|skasow\p{L}*)(?!\p{L})/u,
  ru: /(?<!\p{L})(?:удал\p{L}*|стер\p{L}*)(?!\p{L})/u,
  uk: /(?<!\p{L})(?:видал\p{L}*|стер\p{L}*)(?!\p{L})/u,
  tr: /(?<!\p{L})(?:sil\p{L}*)(?!\p{L})/u,
  sv: /(?<!\p{L})(?:rader\p{L}*|tog bort|tagit bort|borttag\p{L}*)(?!\p{L})/u,
  id: /(?<!\p{L})(?:\p{L}*hapus\p{L}*)(?!\p{L})/u,
  vi: /xóa|xoá|xoa/u,
  hi: /डिलीट|हटा|delete/u,
  ar: /حذف|مسح|المحذوف/u,
  ja: /削除|消した|消して|消しても/u,
  ko: /삭제|지운|지웠|지워도/u,
  zh: /删除|删掉|删了|刪除|刪掉|刪了/u,
}

const RETURNING: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:(?:come|comes|coming|came) back|reappear\p{L}*|re-appear\p{L}*|(?:show|shows|showing|showed|pop|pops|popping|popped|turn|turns|turning) (?:back )?up again|(?:are|were|is|was) back(?! (?:to|at|on|in)(?!\p{L}))|back again|undelet\p{L}*|resurrect\p{L}*)(?!\p{L})/u,
  de: /(?<!\p{L})(?:tauch\p{L}* (?:\p{L}+ ){0,4}wieder auf|wieder aufgetaucht|wieder da|(?:kommt|kommen|kamen|kam) (?:\p{L}+ ){0,3}wieder|erschein\p{L}* (?:\p{L}+ ){0,3}wieder|(?:ist|sind) (?:\p{L}+ ){0,2}wieder da)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:reviennent|revient|reviens|reapparai\p{L}*|reapparu\p{L}*|(?:sont|est) de retour|refont surface|reapparition)(?!\p{L})/u,
  es: /(?<!\p{L})(?:vuelven?(?: a aparecer)?|reaparec\p{L}*|aparecen (?:de nuevo|otra vez)|regresan)(?!\p{L})/u,
  pt: /(?<!\p{L})(?:(?<!de )volta(?:m)?(?: a aparecer)?|reaparec\p{L}*|aparecem (?:de novo|novamente|outra vez))(?!\p{L})/u,
  it: /(?<!\p{L})(?:ricompa\p{L}*|riappa\p{L}*|(?:ri)?tornano)(?!\p{L})/u,
  nl: /(?<!\p{L})(?:(?:komen|komt|kwamen) (?:\p{L}+ ){0,3}terug|(?:verschijnen|verschijnt) (?:\p{L}+ ){0,2}weer|duiken (?:\p{L}+ ){0,2}weer op|weer terug)(?!\p{L})/u,
  pl: /(?<!\p{L})(?:wracaj\p{L}*|wraca|wrocil\p{L}*|pojawiaj\p{L}* sie (?:znowu|ponownie|z powrotem)|(?:znowu|ponownie) sie pojawiaj\p{L}*)(?!\p{L})/u,
  ru: /(?<!\p{L})(?:возвращают\p{L}*|возвращается|вернул\p{L}*|(?:снова|опять|заново) появля\p{L}*|появляются (?:снова|опять|заново))(?!\p{L})/u,
  uk: /(?<!\p{L})(?:повертают\p{L}*|повертається|повернул\p{L}*|(?:знову|знов) з['’]явля\p{L}*|з['’]являються (?:знову|знов))(?!\p{L})/u,
  tr: /(?<!\p{L})(?:geri gel\p{L}*|(?:tekrar|yeniden|geri) (?:ortaya )?cik\p{L}*|(?:tekrar|yeniden) gorun\p{L}*)(?!\p{L})/u,
  sv: /(?<!\p{L})(?:kommer tillbaka|kom tillbaka|dyker upp igen|ar tillbaka|aterkommer|atervander)(?!\p{L})/u,
  id: /(?<!\p{L})(?:muncul (?:lagi|kembali)|(?:kembali|balik) lagi|ada lagi)(?!\p{L})/u,
  vi: /hiện lại|xuất hiện lại|quay lại|hien lai|xuat hien lai/u,
  hi: /वापस आ|फिर से (?:आ|दिख)|दोबारा (?:आ|दिख)/u,
  // A whole word, or after "و"/"ف" (and, so): "استرجع" (to get back) holds "ترجع".
  ar: /(?<=^|\P{L}|(?<!\p{L})[وف])(?:تعود|ترجع|رجعت|عادت|تظهر (?:مره اخرى|من جديد|تاني))/u,
  ja: /復活|戻って(?:く|き)|また(?:表示|出て|現れ)|再び(?:表示|現れ)|元に戻/u,
  ko: /다시 (?:나타|생기|생겨|돌아|보여|뜨)|되살아|부활/u,
  zh: /又出现|又回来|又冒出|又出現|又回來|重新出现|重新出現|复活|復活/u,
}

/** Whether a sentence (folded) says that what its writer deleted comes back. */
export function deletedReturns(norm: string, lang: string): boolean {
  const code = DELETED[lang] ? lang : lang.slice(0, 2)
  return (DELETED[code]?.test(norm) ?? false) && (RETURNING[code]?.test(norm) ?? false)
}
