import type { NamedThing } from '../read/types'

/**
 * "pay to win garbage", "impossible without buying boosters", "p2w", "ohne zu bezahlen kommt man
 * nicht weiter", "imposible sin pagar", "onmogelijk zonder boosters te kopen", "nie do przejścia bez
 * płacenia", "para vermeden geçilmiyor": the game is held to push buying to get ahead. That is
 * neither the price of something ("sorry the price puts you off") nor a level to be sorry
 * "about": the reply hears the push to pay. Folded text (lower case, Latin accents dropped).
 */
const PAY_TO_WIN =
  /(?<!\p{L})(?:pay[ -]?(?:2|to)[ -]?win|p2w|(?:impossible|can'?t (?:win|progress|pass|beat|get past)|cannot (?:win|progress|pass|beat)|unbeatable|no way to (?:win|pass|beat)) (?:[\p{L}\d]+ ){0,3}without (?:buying|paying|spending)|unmoglich ohne (?:zu )?(?:kaufen|bezahlen)|ohne (?:zu )?(?:bezahlen|kaufen) (?:\p{L}+ ){0,3}(?:unmoglich|nicht (?:zu )?(?:schaffen|gewinnen))|impossible sans (?:payer|acheter)|imposible sin (?:pagar|comprar)|impossivel (?:[\p{L}\d]+ ){0,3}sem (?:pagar|comprar|gastar)|impossibile senza (?:pagare|comprare)|onmogelijk (?:[\p{L}\d]+ ){0,3}zonder (?:[\p{L}\d]+ ){0,2}(?:te )?(?:betalen|kopen)|niet te (?:halen|doen|winnen) zonder (?:te )?(?:betalen|kopen)|(?:nie do przejscia|niemozliwe|nie da sie (?:przejsc|wygrac)) (?:[\p{L}\d]+ ){0,3}bez (?:placenia|kupowania|kupienia|kupna|wydawania)|(?:para (?:vermeden|odemeden|harcamadan)|satin almadan) (?:[\p{L}\d]+ ){0,2}(?:(?:gecilmiyo|gecemiyo|gecilemiyo)\p{L}*|imkansiz))(?!\p{L})/u

/** Whether the clauses (folded) say the game makes you pay to get ahead. */
export const saysPayToWin = (folded: readonly string[]): boolean =>
  folded.some((c) => PAY_TO_WIN.test(c))

/** What a game sells to get ahead, which the reply may name as what they feel pushed to buy. */
const SOLD = new Set(['boosters', 'hints', 'lives', 'coins', 'gems', 'power_ups', 'powerups'])

/** The thing they feel pushed to buy, if the review names one. */
export const pushedToBuy = (things: readonly NamedThing[]): string | undefined =>
  things.find((t) => t.concept !== null && SOLD.has(t.concept))?.text
