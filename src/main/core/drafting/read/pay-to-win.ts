import type { NamedThing } from './types'

/**
 * The same push said as "only with boosters", "made to make you buy", "no chance without buying",
 * "они заставляют донатить" (folded text).
 */
const MORE = [
  String.raw`(?:truque|fait|concu|pense)e?s? (?:\p{L}+ ){0,2}pour (?:(?:vous |nous |te )?faire |qu'?on |que l'on |que vous |que tu )?(?:acheter|achete\p{L}*|payer|paie\p{L}*|paye\p{L}*|depense\p{L}*)`,
  String.raw`(?:qu'?avec|que avec|seulement avec|uniquement avec) (?:des |les )?(?:boosters?|bonus|vies|pieces)`,
  String.raw`ohne (?:\p{L}+ ){0,2}(?:kaufen|zu kaufen|bezahlen|zu bezahlen|echtgeld) (?:\p{L}+ ){0,2}(?:keine chance|kommt man nicht|nicht weiter|geht nichts|nicht machbar|unmoglich)`,
  String.raw`nur (?:noch )?mit (?:gekauften )?(?:boostern?|kaufen|echtgeld)`,
  String.raw`только (?:с|со|за) (?:\p{L}+ )?(?:бустер\p{L}*|донат\p{L}*|покупк\p{L}*|деньг\p{L}*)`,
  String.raw`без (?:\p{L}+ )?(?:доната|донату|покупки|покупок|покупки бустеров|бустер\p{L}*|вложени\p{L}*) (?:\p{L}+ ){0,2}(?:не пройти|никак|нереально|невозможно|неможливо|не пройде\p{L}*)`,
  String.raw`(?:заставляют|вынуждают|змушують|примушують) (?:\p{L}+ ){0,2}(?:покупать|платить|донатить|купувати|платити|донатити)`,
  String.raw`тільки (?:з|із|за) (?:\p{L}+ )?(?:бустер\p{L}*|донат\p{L}*|покупк\p{L}*|гроші)`,
  String.raw`(?:solo|solamente|unicamente) con (?:\p{L}+ )?(?:boosters?|potenciadores|pagos?|dinero)`,
  String.raw`(?:te obligan|obligan) a (?:comprar|pagar)|(?:hecho|disenado) para que (?:compres|pagues)`,
  String.raw`solo con (?:i )?(?:booster|potenziamenti|acquisti)|(?:ti obbligano|obbligano) a (?:comprare|pagare)|fatto per (?:farti |far )?(?:comprare|pagare|spendere)`,
  String.raw`omojlig\p{L}* utan (?:att )?(?:\p{L}+ )?(?:boosters?|betala|kopa)|bara med (?:boosters?|kop)`,
  // "Impossible without boosters": what is sold, named in place of the buying.
  String.raw`(?:impossible|unbeatable|unmoglich|impossible|imposible|impossibile|невозможно|нереально|неможливо) (?:\p{L}+ ){0,2}(?:without|sans|ohne|sin|senza|без) (?:\p{L}+ )?(?:boosters?|boostern|potenciadores|potenziamenti|power-?ups|бустер\p{L}*|доната|донату)`,
  // "Sin pagar es imposible pasar", "senza pagare non si va avanti", "zonder betalen kom je niet
  // verder": not paying said first, then getting nowhere.
  String.raw`ohne (?:\p{L}+ ){0,2}(?:geld|zahlen|zu zahlen) (?:\p{L}+ ){0,3}(?:keine chance|kommt man nicht|kommst du nicht|nicht weiter|geht nichts|unmoglich)`,
  String.raw`sin (?:pagar|comprar|gastar)(?: \p{L}+){0,2} (?:es imposible|imposible|no se puede|no puedes|no hay (?:forma|manera)|no pasas|no avanzas)`,
  String.raw`(?:imposible|no se puede|no puedes) (?:\p{L}+ ){0,3}sin (?:pagar|comprar|gastar)`,
  String.raw`impossible (?:d'|de )?(?:\p{L}+ ){0,3}sans (?:payer|acheter|passer a la caisse)|sans (?:payer|acheter) (?:\p{L}+ ){0,2}(?:impossible|on (?:ne )?(?:peut|avance|passe) (?:pas|plus|rien))`,
  String.raw`sem (?:pagar|comprar|gastar)(?: \p{L}+){0,2} (?:nao da|nao passa|nao consegue|nao tem como|impossivel|e impossivel)|(?:nao da|nao tem como|nao consigo) (?:pra |para |de )?(?:\p{L}+ ){0,3}sem (?:pagar|comprar|gastar)`,
  String.raw`senza (?:pagare|comprare|spendere)(?: \p{L}+){0,2} (?:non si|non vai|non passi|non puoi|impossibile|e impossibile)|(?:non si va|non si passa|non puoi) (?:\p{L}+ ){0,3}senza (?:pagare|comprare|spendere)`,
  String.raw`zonder (?:te )?(?:betalen|kopen|geld)(?: \p{L}+){0,3} (?:niet verder|niet te doen|onmogelijk|geen kans)`,
  String.raw`bez (?:placenia|kupowania|kasy|wydawania|doplacania)(?: \p{L}+){0,2} (?:nie da sie|nie przejdziesz|nie ma szans|niemozliwe)`,
  String.raw`(?:ga|gak|nggak|ngga|tidak|gk|g) (?:bisa|bakal) (?:\p{L}+ ){0,3}tanpa (?:bayar|beli|top ?up|topup)|tanpa (?:bayar|beli|top ?up|topup)(?: \p{L}+){0,2} (?:ga|gak|nggak|ngga|tidak|mustahil)`,
  String.raw`không (?:nạp tiền|nạp|trả tiền|mua)(?: \p{L}+){0,2} (?:thì )?(?:không|chẳng|đừng hòng) (?:\p{L}+ )?(?:qua|thắng|chơi|lên)|phải nạp tiền mới (?:qua|thắng|chơi)`,
  String.raw`utan (?:att )?(?:betala|kopa)(?: \p{L}+){0,3} (?:inte vidare|omojligt|ingen chans)`,
].join('|')

/**
 * "pay to win garbage", "impossible without buying boosters", "p2w", "ohne zu bezahlen kommt man
 * nicht weiter", "imposible sin pagar", "onmogelijk zonder boosters te kopen", "nie do przejścia bez
 * płacenia", "para vermeden geçilmiyor": the game is held to push buying to get ahead. That is
 * neither the price of something ("sorry the price puts you off") nor a level to be sorry
 * "about": the reply hears the push to pay. Folded text (lower case, Latin accents dropped).
 */
const PAY_TO_WIN = new RegExp(
  String.raw`(?<!\p{L})(?:pay[ -]?(?:2|to)[ -]?win|p2w|(?:impossible|can'?t (?:win|progress|pass|beat|get past)|cannot (?:win|progress|pass|beat)|unbeatable|no way to (?:win|pass|beat)) (?:[\p{L}\d]+ ){0,3}without (?:buying|paying|spending)|unmoglich ohne (?:zu )?(?:kaufen|bezahlen)|ohne (?:zu )?(?:bezahlen|kaufen) (?:\p{L}+ ){0,3}(?:unmoglich|nicht (?:zu )?(?:schaffen|gewinnen))|impossible sans (?:payer|acheter)|imposible sin (?:pagar|comprar)|impossivel (?:[\p{L}\d]+ ){0,3}sem (?:pagar|comprar|gastar)|impossibile senza (?:pagare|comprare)|onmogelijk (?:[\p{L}\d]+ ){0,3}zonder (?:[\p{L}\d]+ ){0,2}(?:te )?(?:betalen|kopen)|niet te (?:halen|doen|winnen) zonder (?:te )?(?:betalen|kopen)|(?:nie do przejscia|niemozliwe|nie da sie (?:przejsc|wygrac)) (?:[\p{L}\d]+ ){0,3}bez (?:placenia|kupowania|kupienia|kupna|wydawania)|(?:para (?:vermeden|odemeden|harcamadan)|satin almadan) (?:[\p{L}\d]+ ){0,2}(?:(?:gecilmiyo|gecemiyo|gecilemiyo)\p{L}*|imkansiz)|${MORE})(?!\p{L})`,
  'u',
)

/**
 * The same in languages written without spaces, where no word boundary comes before it ("よく落ちるし
 * 課金しないとクリアできない", "과금 안 하면 못 깨요", "不充钱根本过不了").
 */
const PAY_TO_WIN_CJK =
  /(?:課金|買わ|払わ)(?:しない|せず|しなきゃ)(?:と|では|じゃ)?[^。！？!?\n]{0,12}?(?:できない|できません|無理|進めない|進めません|勝てない|クリア不可|不可能)|無課金(?:では|だと|じゃ)[^。！？!?\n]{0,10}?(?:無理|できない|進めない|勝てない|不可能)|(?:과금|현질|결제)\s*(?:안\s*하면|안하면|없이는?|안\s*하고는?)\s*(?:\S+\s*){0,2}?(?:못|깰 수 없|불가능|안\s*깨)|무과금으로는?\s*(?:\S+\s*){0,2}?(?:못|불가능)|不(?:充钱|充值|氪金|氪|花钱|付费|儲值|課金|花錢|付費)[^，。！？,!?]{0,6}?(?:过不了|过不去|過不了|過不去|玩不下去|没法玩|沒法玩|赢不了|贏不了|不可能|打不过|打不過)/u

/** Whether the clauses (folded) say the game makes you pay to get ahead. */
export const saysPayToWin = (folded: readonly string[]): boolean =>
  folded.some((c) => PAY_TO_WIN.test(c) || PAY_TO_WIN_CJK.test(c))

/** What a game sells to get ahead, which the reply may name as what they feel pushed to buy. */
const SOLD = new Set(['boosters', 'hints', 'lives', 'coins', 'gems', 'power_ups', 'powerups'])

/** The thing they feel pushed to buy, if the review names one. */
export const pushedToBuy = (things: readonly NamedThing[]): string | undefined =>
  things.find((t) => t.concept !== null && SOLD.has(t.concept))?.text
