import type { Intent } from './types'

/**
 * "La batterie se vide super vite", "der Akku ist schnell leer", "배터리가 너무 빨리 닳아요": the
 * battery and how fast it runs down, or a word of running down, in one clause is a fault, though
 * "fast" and "super" are praise words elsewhere. Tested on the clause's lower-cased text; the
 * lists are compiled once.
 */

const B = String.raw`(?<![\p{L}\p{M}])`

/** The battery, in the languages the reader covers (not a battery setting: see SETTING). */
const BATTERY = new RegExp(
  [
    `${B}(?:batter|akku|accu|bater[ií]|batarya|pin (?:tụt|hết|yếu|sụt)|(?:hao|tốn|ngốn|sụt|hết|tụt) pin|батаре|аккумулятор|акумулятор|pil(?:i|im|in)?(?![\\p{L}])|şarj|البطارية|بطارية|बैटरी)`,
    'バッテリー|電池|배터리|电池|電池|电量|電量|耗电|耗電|掉电|掉電',
  ].join('|'),
  'u',
)

/** A battery setting or a battery said to be fine: "battery saver", "Energiesparmodus", "省电". */
const SETTING = new RegExp(
  [
    `${B}(?:battery[- ]?sav|battery optimi|power[- ]sav|low power|energiespar|akkuspar|stromspar|akku-?optimier|économi|optimisation de|ahorr|optimizaci|economi|otimiza|risparmio|ottimizzazione|batterijbesparing|tiết kiệm)`,
    '省电|省電|バッテリーセーバー|低電力|배터리 절약|절전',
  ].join('|'),
  'u',
)

/** How fast, or a word of running down ("se vide", "leer", "садится", "닳", "耗电"). */
const RUNS_DOWN = new RegExp(
  [
    `${B}(?:fast|quick|drain|dies|dying|dead|empty|kill|eat(?:s|ing)?(?![\\p{L}])|ate(?![\\p{L}])|chew|guzzl|burn|hog|suck|destroy|murder|zap|vite|rapide|se vide|vid[eé]e|décharg|d[eé]charg|rápid|rapid|agota|acaba|descarg|veloc|scaric|schnell|leer|entl[aä]d|snel|leeg|snabb|slut|töm|szybk|rozład|быстр|садит|сел|разряж|швидк|сіда|розряд|hızlı|çabuk|bit(?:iyor|er|ti)|cepat|habis|boros|nhanh|tụt|hết|hao|سريع|تنفد|تفرغ|तेज़|जल्दी|खत्म)`,
    '速い|早い|減り|減る|すぐ切れ|빨리|빠르|닳|耗电|耗電|掉电|掉電|很快|特别快|太快',
  ].join('|'),
  'u',
)

/** Whether a clause says the battery runs down ("drains my battery super fast"). */
function saysDrain(text: string): boolean {
  const lower = text.toLowerCase()
  return BATTERY.test(lower) && !SETTING.test(lower) && RUNS_DOWN.test(lower)
}

interface Facts {
  score: number
  intents: Set<Intent>
  cued: boolean
  deniedFault: boolean
}

/**
 * A clause that says the battery runs down is a fault: its "super vite" praises nothing. Clauses
 * that deny it ("ne vide pas la batterie", as `denies` tells) are left as they are.
 */
export function markDrains(
  raw: readonly { text: string; norm: string }[],
  facts: Facts[],
  denies: (norm: string) => boolean,
): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f || f.deniedFault || f.intents.has('bug') || !saysDrain(c.text) || denies(c.norm)) return
    f.score = -1
    f.cued = true
    f.intents.delete('praise')
    f.intents.add('bug')
  })
}
