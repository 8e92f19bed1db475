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

/** Whether the clauses (folded) say the game makes you pay to get ahead. */
export const saysPayToWin = (folded: readonly string[]): boolean =>
  folded.some((c) => PAY_TO_WIN.test(c))

/** What a game sells to get ahead, which the reply may name as what they feel pushed to buy. */
const SOLD = new Set(['boosters', 'hints', 'lives', 'coins', 'gems', 'power_ups', 'powerups'])

/** The thing they feel pushed to buy, if the review names one. */
export const pushedToBuy = (things: readonly NamedThing[]): string | undefined =>
  things.find((t) => t.concept !== null && SOLD.has(t.concept))?.text
