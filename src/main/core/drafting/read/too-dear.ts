/**
 * The clause calls a price too high ("boosters r pricey", "ブースター高い", "carísimos", "hors de prix",
 * "sauteuer", "конские цены", "zdzierstwo", "kazık", "mahal banget", "đắt cắt cổ"): a complaint
 * about the price in itself, even said flatly beside another one, or after a fault the reply
 * apologised for. A clause that only names money ("I pay for premium", "bought the no-ads pack")
 * says what they paid for, which this does not hear. On the folded text of a clause (lower case,
 * Latin accents dropped; Vietnamese keeps them).
 */
const DEAR: Readonly<Record<string, RegExp>> = {
  en: /(?<!\p{L})(?:expensive|pricey|pricy|overpriced|over-priced|rip-? ?off|costs? (?:a fortune|an arm and a leg|(?:way |far )?too much))(?!\p{L})/u,
  de: /(?<!\p{L})(?:(?:sau|über|uber|ueber)?teuer(?:e[nrs]?)?|überteuert\p{L}*|uberteuert\p{L}*|wucher\p{L}*|abzocke|kostet (?:viel |echt |einfach |viel )?zu viel)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:hors de prix|trop chers?|trop cheres?|tres chers?|super chers?|hyper chers?|exorbitant\p{L}*|abusif|abusifs)(?!\p{L})|(?:sont|est|c'est|vraiment) (?:chers?|cheres?)(?!\p{L})/u,
  es: /(?<!\p{L})(?:carisim[oa]s?|(?:muy|demasiado|super|re) car[oa]s?|car[oa]s? (?:de mas|en exceso)|un robo|abusiv[oa]s?|cuesta(?:n)? (?:\p{L}+ )?demasiado|(?:son|es|estan|esta) car[oa]s?)(?!\p{L})/u,
  it: /(?<!\p{L})(?:carissim[oiae]|costos[oiae]|(?:troppo|molto|super) car[oiae]|un furto|costa(?:no)? troppo|sono car[oiae])(?!\p{L})/u,
  pt: /(?<!\p{L})(?:carissim[oa]s?|(?:muito|bem|super) car[oa]s?|car[oa]s? demais|um roubo|custa(?:m)? (?:caro|muito caro|demais)|(?:sao|ta|esta) car[oa]s?)(?!\p{L})/u,
  nl: /(?<!\p{L})(?:(?:belachelijk|veel te|te|erg|heel|super|best) duur|afzetterij|overprijsd)(?!\p{L})/u,
  sv: /(?<!\p{L})(?:svindyr[ta]?|(?:alldeles for|for|valdigt|sjukt|sa) dyr[ta]?|overpris\p{L}*|ar dyr[ta]?)(?!\p{L})/u,
  pl: /(?<!\p{L})(?:drogo|(?:za|zbyt|bardzo|strasznie) drog\p{L}*|zdziers\p{L}*|zdziercz\p{L}*)(?!\p{L})/u,
  ru: /(?<!\p{L})(?:дорого|дороговат\p{L}*|дорогущ\p{L}*|(?:слишком|очень|чересчур|жутко|безумно|так) дорог\p{L}*|конск\p{L}* цен\p{L}*|грабеж\p{L}*|обдиралов\p{L}*|дерут)(?!\p{L})/u,
  uk: /(?<!\p{L})(?:дорого|дорогувато|дорожезн\p{L}*|(?:занадто|надто|дуже|так) дорог\p{L}*|грабіж\p{L}*|здирниц\p{L}*|деруть)(?!\p{L})/u,
  tr: /(?<!\p{L})(?:pahali\p{L}*|kazik|fahis\p{L}*)(?!\p{L})/u,
  id: /(?<!\p{L})(?:mahal\p{L}*|kemahalan)(?!\p{L})/u,
  vi: /(?<!\p{L})(?:đắt|mắc quá|quá mắc|hơi mắc|cắt cổ)(?!\p{L})/u,
  ja: /(?<!(?:難易度|難度|ハードル|レベル|音量)[がはも]?)高(?:すぎ|過ぎ)|ぼったくり|(?:値段|料金|価格|課金|ブースター|アイテム|ガチャ|ジェム|コイン|ライフ|サブスク|プラン|月額|年額|パック|広告削除)[がはも]?(?:少し|ちょっと|結構|かなり|めっちゃ|すごく|とても)?高い/u,
  ko: /비싸|바가지/u,
  zh: /太贵|很贵|好贵|真贵|贵死|坑钱/u,
  'zh-Hant': /太貴|很貴|好貴|真貴|貴死|坑錢/u,
  ar: /(?<!\p{L})(?:غالي\p{L}*|مكلف\p{L}*)(?!\p{L})/u,
  hi: /महंग|महँग/u,
}

/**
 * "Nothing expensive", "pas cher", "nicht teuer": the price denied, no complaint. A negator right
 * before the word.
 */
const DENIED =
  /(?<!\p{L})(?:not|nothing|isn'?t|nicht|pas|no|non|nao|niet|inte|не|ні|nie|ga|gak|tidak|không)\s+(?:\p{L}+\s+)?$/u

/** Whether the folded clause calls a price too high, in the phrasebook's language. */
export function saysTooDear(folded: string, code: string): boolean {
  const hit = DEAR[code]?.exec(folded)
  return hit != null && !DENIED.test(folded.slice(0, hit.index))
}
