/**
 * A reviewer who says the stars were a slip ("meant to give 5 stars", "별점 잘못 눌렀어요",
 * "Случайно поставил 1 звезду"): the reply answers the rating they meant, not the one they
 * tapped, so a love letter under one star is not asked what is missing or apologised to.
 */

/** Words of a slip, by language: said within a few words of the stars. */
const SLIP: Record<string, string> = {
  en: 'meant|wrong|mistake|accident\\p{L}*|misclick\\p{L}*|oops|fat[- ]finger\\p{L}*',
  de: 'eigentlich|versehentlich|aus versehen|falsch\\p{L}*|wollte|vertippt|verklickt',
  fr: 'tromp\\p{L}*|par erreur|voulais|sans faire exprès|mal cliqué',
  es: 'quise|quería|error|sin querer|equivoqu\\p{L}*|me confundí',
  pt: 'sem querer|errei|queria|engano|por erro|quis',
  it: 'sbagliat\\p{L}*|per errore|volevo|senza volere',
  nl: 'per ongeluk|bedoeling|wilde|verkeerd\\p{L}*|vergist',
  pl: 'przypadkiem|chciałe[mś]|chciałam|pomyłk\\p{L}*|omyłk\\p{L}*|przez pomyłkę',
  ru: 'случайно|ошибк\\p{L}*|хотел\\p{L}*|не ту|промахнул\\p{L}*',
  uk: 'випадково|помилк\\p{L}*|хотів|хотіла|не ту',
  tr: 'yanlışlıkla|yanlış|istemiştim|kazara',
  sv: 'råkade|menade|fel|av misstag',
  ar: 'بالغلط|بالخطأ|كنت أقصد|عن طريق الخطأ|غلطة',
  hi: 'गलती से|galti se|गलत|गलती',
  id: 'salah|kepencet|gak sengaja|nggak sengaja|tidak sengaja|maksudnya',
  vi: 'nhầm|lỡ tay|ý là',
  ja: '間違|押し間違|ミス',
  ko: '잘못|실수',
  zh: '手滑|点错|點錯|评错|評錯|打错|打錯|误点|誤點',
}

/** A star or a rating, in the drafter's languages. */
const STARS =
  /(?<!\p{L})(?:stars?|rating|sterne?n?|étoiles?|estrellas?|estrelas?|stelle|sterren|gwiazd\p{L}*|звезд\p{L}*|звёзд\p{L}*|зір\p{L}*|зірк\p{L}*|yıldız\p{L}*|stjärn\p{L}*|نجم\p{L}*|نجوم|स्टार|bintang|sao)(?!\p{L})|★|⭐|[1-5１-５一二三四五](?:つ)?(?:颗|顆)?星|星[1-5１-５]|星の数|星を|评分|評分|打分|별점|별 ?[1-5]|별 ?(?:하나|한 ?개|다섯)/iu

/**
 * A turn in the same part: "wanted to give 5 stars but it crashes" is a rating withheld, not a
 * slip of the finger.
 */
const TURN =
  /\b(?:but|aber|mais|pero|mas|ma|maar|ale|men|ama|tapi|nhưng)\b|\b(?:но|але)\b|لكن|لكنه|लेकिन|でも|けど|하지만|지만|但|可是/iu

/** A star count in figures or words: the rating they meant when it differs from the one given. */
const COUNT: [RegExp, number][] = [
  [/(?<!\d)([1-5])(?!\d)/u, 0],
  [/\b(?:five|fünf|cinq|cinco|cinque|vijf|pięć|пять|п'ять|beş|fem|lima|năm)\b/iu, 5],
]

const compiled = new Map<string, RegExp>()
function slipFor(lang: string): RegExp | null {
  const key = lang.slice(0, 2)
  const known = compiled.get(key)
  if (known) return known
  const source = SLIP[key]
  if (!source) return null
  const re = new RegExp(`(?:${source})`, 'iu')
  compiled.set(key, re)
  return re
}

/** What a review says of a slip: the stars it meant, and its text without the part that says so. */
export interface StarsSlip {
  stars: number
  /** The body without the words about the slip ("Oops, meant to give 5 stars, | love it"). */
  body: string
}

/**
 * The rating a review says it meant, or null when it says nothing of a slip. A part that names
 * the stars and a slip ("Oops, meant to give 5 stars") counts; "I deleted my notes by mistake"
 * does not, having no stars in it. That part says nothing else to answer, so the body the reply
 * reads leaves it out when anything remains.
 */
export function starsSlip(body: string, lang: string, given: number): StarsSlip | null {
  const slip = slipFor(lang)
  if (!slip) return null
  const parts = body.split(/(?<=[.!?。！？,，、])\s*|\n+/u)
  for (const [i, part] of parts.entries()) {
    if (!STARS.test(part) || !slip.test(part) || TURN.test(part)) continue
    const rest = parts
      .filter((_, j) => j !== i)
      .join(' ')
      .trim()
    const meant = countIn(part, given) ?? (given >= 4 ? null : 5)
    if (meant === null) return null
    return { stars: meant, body: /[\p{L}\p{N}]/u.test(rest) ? rest : body }
  }
  return null
}

/** A star count said beside the slip other than the one given: the one they meant. */
function countIn(part: string, given: number): number | null {
  for (const [re, value] of COUNT) {
    const m = re.exec(part)
    const n = value || Number(m?.[1])
    if (m && n !== Math.round(given)) return n
  }
  return null
}
