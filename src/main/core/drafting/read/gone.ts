/**
 * "I loved the daily challenge mode. Now it's gone", "Me encantaba el modo sin conexión, ahora
 * ya no se puede": love said in the past, then that the thing is no longer there. The praise is
 * of what the app took away, a complaint about that thing, never kind words to thank for.
 * Both lists are matched on folded text (see `normalizeForMatch`): accents dropped in Latin script.
 */

/** Love or liking said in the past tense, per language. */
const LOVED: Record<string, RegExp> = {
  en: /\b(?:i|we) (?:really |truly |absolutely |just |always )?(?:loved|liked|enjoyed|adored|used to (?:love|like|enjoy))\b/u,
  de: /\b(?:ich |wir )?(?:liebte|mochte|mochten)\b|\b(?:habe|hab|haben) (?:\S+ ){0,4}(?:geliebt|gemocht)\b|\bfand (?:\S+ ){0,4}(?:toll|super|klasse|genial)\b/u,
  fr: /\bj'(?:adorais|aimais)\b|\bnous (?:adorions|aimions)\b/u,
  es: /\b(?:me|nos) (?:encantaba|gustaba)\b|\b(?:amaba|adoraba)\b/u,
  pt: /\b(?:eu )?(?:amava|adorava|gostava)\b/u,
  it: /\b(?:adoravo|amavo)\b|\bmi piaceva\b/u,
  nl: /\b(?:ik )?(?:hield van|was dol op|vond (?:\S+ ){0,4}(?:geweldig|leuk|top))\b/u,
  pl: /\b(?:uwielbial(?:em|am)|kochal(?:em|am)|lubil(?:em|am))\b/u,
  ru: /(?:^|\s)(?:обожал[аи]?|любил[аи]?|нравил(?:ся|ась|ось|ись))(?=\s|$|[.,!?])/u,
  uk: /(?:^|\s)(?:обожнював|обожнювала|любив|любила|подобав(?:ся)?|подобалася|подобалось)(?=\s|$|[.,!?])/u,
  tr: /\b(?:severdim|seviyordum|bayilirdim|bayiliyordum)\b/u,
  sv: /\b(?:alskade|gillade)\b/u,
  ar: /كنت احب|كنت اعشق|كنا نحب/u,
  hi: /पसंद था|पसंद थी|पसंद थे|अच्छा लगता था|अच्छी लगती थी/u,
  id: /\b(?:dulu (?:saya |aku )?(?:suka|senang)|(?:saya |aku )?suka banget dulu)\b/u,
  vi: /từng (?:rất )?thích|đã từng thích|trước đây (?:tôi )?(?:rất )?thích/u,
  ja: /好きだった|大好きでした|好きでした|気に入っていた|気に入ってました/u,
  ko: /좋아했|즐겨 ?했/u,
  zh: /以前很喜欢|以前最喜欢|曾经很喜欢|原来很喜欢|本来很喜欢/u,
  'zh-Hant': /以前很喜歡|以前最喜歡|曾經很喜歡|原來很喜歡|本來很喜歡/u,
}

/** That a thing is no longer there, or can no longer be used, per language. */
const GONE: Record<string, RegExp> = {
  // "Now it's gone", "they're gone after the update": the thing itself, not "my back pain is gone".
  en: /\b(?:(?:it'?s|it is|its|they'?re|they are|now|is now|are now|it has|has been|have been) (?:\S+ )?gone|no longer (?:there|available|in the app|exists?)|not there any ?more|disappeared|vanished|can'?t find it any ?more)\b/u,
  de: /\b(?:nicht mehr (?:da|vorhanden|verfugbar|moglich)|gibt es nicht mehr|gibt's nicht mehr|(?:ist|sind) (?:\S+ ){0,3}weg|verschwunden|geht nicht mehr)\b/u,
  fr: /\b(?:n'existe plus|n'est plus (?:la|disponible|possible)|n'y a plus|plus possible|a disparu|ont disparu|disparu)\b/u,
  es: /\b(?:ya no (?:esta|existe|se puede|hay|aparece|funciona)|desaparecio|desaparecieron|ya no)\b/u,
  pt: /\b(?:nao (?:tem|existe|da|aparece) mais|sumiu|sumiram|desapareceu|acabou)\b/u,
  it: /\b(?:non c'e piu|non esiste piu|non si puo piu|sparit[oaie]|scompars[oaie])\b/u,
  nl: /\b(?:niet meer|is weg|zijn weg|verdwenen)\b/u,
  pl: /\b(?:juz nie ma|zniknel[aoi]?|znikn[eę]l[aoi]?|juz nie)\b/u,
  ru: /(?:больше нет|больше не|уже нет|пропал[аио]?|исчез(?:л[аио]?)?|убрали)(?=\s|$|[.,!?])/u,
  uk: /(?:більше немає|більше нема|більше не|вже немає|зник(?:л[аио])?|прибрали)(?=\s|$|[.,!?])/u,
  tr: /\b(?:artik yok|kaldirilmis|kaldirdiniz|kayboldu|yok artik)\b/u,
  sv: /\b(?:borta|inte langre|finns inte langre|forsvann|forsvunnen|forsvunnit)\b/u,
  ar: /لم يعد|لم تعد|اختف|حذفتم|تم حذف/u,
  hi: /अब नहीं|हटा दिया|हटा दी|गायब/u,
  id: /\b(?:sudah tidak ada|udah gak ada|udah ga ada|sudah hilang|hilang|dihapus|sekarang tidak bisa|sekarang gak bisa)\b/u,
  vi: /không còn|biến mất|bị xóa|đã bỏ/u,
  ja: /なくなっ|無くなっ|消えた|消えまし|削除され|できなくなっ/u,
  ko: /없어졌|사라졌|없앴|삭제됐|못 하게 됐/u,
  zh: /没有了|不见了|取消了|去掉了|删掉了|删除了|不能再/u,
  'zh-Hant': /沒有了|不見了|取消了|去掉了|刪掉了|刪除了|不能再/u,
}

/** Whether a clause says, in the past tense, that its writer loved or liked something. */
export function lovedBefore(norm: string, lang: string): boolean {
  return (LOVED[lang] ?? LOVED[lang.slice(0, 2)])?.test(norm) ?? false
}

/** Whether a clause says that something is no longer there or can no longer be used. */
export function saysGone(norm: string, lang: string): boolean {
  return (GONE[lang] ?? GONE[lang.slice(0, 2)])?.test(norm) ?? false
}
