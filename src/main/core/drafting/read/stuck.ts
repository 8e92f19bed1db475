import { INTENT_SEVERITY, type Clause } from './types'

/**
 * "I've been stuck on level 212 for a week", "bloqué au niveau 80", "застрял на 150 уровне",
 * "卡在第80关": the player cannot beat a level. That is how hard the game is, not a freeze: no
 * fault to apologise for, no device and version to ask. "The game gets stuck on level 40" is
 * the game hanging, and stays a fault. Per language, on the folded text (lower case, Latin
 * accents dropped).
 */
const N = String.raw`#?\d+`
const LEVEL = String.raw`(?:level|lvl|lv|stage|board|puzzle)`
const THING = String.raw`(?:game|app|it|screen|phone|board|tile|tiles)`
const STUCK: Record<string, RegExp> = {
  en: new RegExp(
    String.raw`(?<!${THING} (?:\p{L}+ )?)(?<!${THING}'s )stuck (?:on|at|in) ${LEVEL} ?${N}|(?:can'?t|cannot|can not|unable to|never) (?:seem to )?(?:beat|pass|get past|clear|complete|finish|win) (?:the )?${LEVEL} ?${N}|${LEVEL} ?${N} is (?:\p{L}+ )?(?:impossible|too hard|so hard|unbeatable)|${LEVEL} ?${N} (?:had|has|kept|got) me stuck|(?:been )?stuck on (?:it|this one|that one) for (?:\d+|a|two|three|few) (?:days?|weeks?)`,
    'u',
  ),
  de: new RegExp(
    String.raw`(?:hange|hang|stecke|steck|sitze|sitz|komme|komm)\p{L}* (?:\p{L}+ ){0,4}(?:bei|an|auf|in) (?:level|stufe|lvl) ?${N} (?:\p{L}+ ){0,3}(?:fest|nicht weiter)|komme? (?:\p{L}+ ){0,3}nicht (?:uber|an|durch|weiter bei) (?:level|stufe) ?${N}|(?:level|stufe) ?${N} (?:ist )?(?:\p{L}+ )?(?:zu schwer|unschaffbar|nicht zu schaffen)`,
    'u',
  ),
  fr: new RegExp(
    String.raw`(?:je suis|suis|je reste|toujours|j'suis) (?:\p{L}+ ){0,2}bloquee? (?:au|sur le|a|depuis \p{L}+ au) niveau ${N}|(?:impossible de|j'arrive pas a|je n'arrive pas a|je n'arrive plus a) (?:passer|finir|reussir|terminer) (?:le )?niveau ${N}`,
    'u',
  ),
  es: new RegExp(
    String.raw`(?:estoy|llevo|sigo|me quede|me he quedado) (?:\p{L}+ ){0,3}(?:atascad[oa]|atorad[oa]|estancad[oa]|trabad[oa]) en (?:el )?nivel ${N}|no (?:puedo|consigo|logro) (?:pasar|superar|pasarme) (?:el )?nivel ${N}`,
    'u',
  ),
  pt: new RegExp(
    String.raw`(?:estou|to|tou|fiquei|sigo|continuo) (?:\p{L}+ ){0,2}(?:pres[oa]|travad[oa]|empacad[oa]|parad[oa]) n[ao] (?:fase|nivel|level) ${N}|nao (?:consigo|da pra|da para) passar (?:d?[ao] )?(?:fase|nivel|level) ${N}`,
    'u',
  ),
  it: new RegExp(
    String.raw`(?:sono|resto|rimango|sto) (?:\p{L}+ ){0,2}bloccat[oa] (?:al|sul) livello ${N}|non riesco (?:piu )?a (?:passare|superare|finire) (?:il )?livello ${N}`,
    'u',
  ),
  nl: new RegExp(
    String.raw`(?:zit|zat|kom|blijf|ik) (?:\p{L}+ ){0,4}vast (?:op|bij) (?:level|niveau) ${N}|(?:zit|zat) (?:\p{L}+ ){0,3}(?:op|bij) (?:level|niveau) ${N} vast|kom (?:\p{L}+ ){0,2}niet (?:voorbij|langs|door) (?:level|niveau) ${N}`,
    'u',
  ),
  pl: new RegExp(
    String.raw`utknal\p{L}* (?:\p{L}+ ){0,2}na (?:(?:poziomie|levelu|etapie) ${N}|${N}\.? (?:poziomie|levelu|etapie))|nie (?:moge|umiem) przejsc (?:poziomu|levelu|etapu) ${N}`,
    'u',
  ),
  ru: new RegExp(
    String.raw`застрял\p{L}* (?:\p{L}+ ){0,2}на (?:${N}(?:-?м)? (?:уровне|левеле|лвл)|(?:уровне|левеле|лвл) ${N})|не (?:могу|получается) пройти (?:${N}(?:-?й)? (?:уровень|левел)|(?:уровень|левел) ${N})`,
    'u',
  ),
  uk: new RegExp(
    String.raw`застрягл?\p{L}* (?:\p{L}+ ){0,2}на (?:${N}(?:-?му)? (?:рівні|левелі)|(?:рівні|левелі) ${N})|не (?:можу|вдається) пройти (?:${N}(?:-?й)? рівень|рівень ${N})`,
    'u',
  ),
  tr: new RegExp(
    String.raw`${N}\.? (?:bolum|seviye|level|asama)\p{L}* (?:\p{L}+ ){0,2}(?:takildim|takili kaldim|takilip kaldim|gecemiyorum|gecemedim)`,
    'u',
  ),
  sv: new RegExp(
    String.raw`(?:har |jag )?fastnat (?:\p{L}+ ){0,2}pa (?:niva|bana|level) ${N}|kommer (?:\p{L}+ )?inte (?:forbi|vidare fran) (?:niva|bana|level) ${N}`,
    'u',
  ),
  id: new RegExp(
    String.raw`(?<!(?:game|aplikasi|app|layar)(?:nya)? (?:\p{L}+ )?)(?:stuck|nyangkut|mentok|tertahan) di (?:level|lvl|tahap) ${N}|(?:gak|ga|tidak|nggak|gabisa|ngga) (?:bisa )?(?:lewat|lolos|melewati|naik dari|tembus) (?:level|lvl) ${N}`,
    'u',
  ),
  vi: new RegExp(
    String.raw`(?<!(?:game|ứng dụng|app|màn hình) (?:\p{L}+ )?)(?:bị )?kẹt ở (?:màn|level|cấp độ|cấp) ${N}|không (?:thể )?qua được (?:màn|level|cấp) ${N}`,
    'u',
  ),
  hi: new RegExp(
    String.raw`(?:लेवल|स्तर) ${N} (?:पर|में) (?:\S+ )?(?:अटक|फंस)\S*|(?:लेवल|स्तर) ${N} पार नहीं`,
    'u',
  ),
  ar: new RegExp(
    String.raw`عالق في المستوى ${N}|(?:مش قادر|ما قدرت|لا استطيع|لا اقدر) (?:اعدي|اتجاوز|اعبر|اجتاز) المستوى ${N}`,
    'u',
  ),
  ja: new RegExp(
    String.raw`(?:レベル|ステージ|面)\s?${N}\S{0,4}?(?:から|で|が)(?:先に)?(?:進めない|進めません|クリアできない|クリアできません|クリア出来ない|詰んで|詰み|詰まって)`,
    'u',
  ),
  ko: new RegExp(
    String.raw`${N}\s?(?:레벨|단계|스테이지|판)\S{0,2}\s?(?:에서\s?)?(?:막혀|막혔|못 깨|못깨|못 넘|못넘)`,
    'u',
  ),
  zh: new RegExp(
    String.raw`卡在第?${N}[关關]|第?${N}[关關](?:一直)?(?:过不去|过不了|過不去|過不了)`,
    'u',
  ),
}

/** The clause with the player's being stuck taken out, or null when it says none. */
function withoutStuck(norm: string, lang: string): string | null {
  const re = STUCK[lang] ?? STUCK[lang.slice(0, 2)]
  const m = re?.exec(norm)
  return m ? `${norm.slice(0, m.index)} ${norm.slice(m.index + m[0].length)}` : null
}

/**
 * A clause that only says the player is stuck on a level reports no fault: it complains of how
 * hard the game is. A fault named besides ("it freezes", "crashes") keeps the clause a fault.
 */
export function settleStuckPlayers(
  raw: readonly { norm: string }[],
  clauses: Clause[],
  facts: readonly ({ cued: boolean; score: number } | undefined)[],
  lang: string,
  faultIn: (norm: string) => boolean,
): void {
  // "Stuck at level 512, the screen freezes": beside a fault, the level is where it happens.
  const faults = clauses.filter((c) => c.intents.includes('bug'))
  clauses.forEach((c, i) => {
    if (!c.intents.includes('bug') || faults.length > 1) return
    const rest = withoutStuck(raw[i]?.norm ?? '', lang)
    if (rest === null || faultIn(rest)) return
    heardAsComplaint(c, facts[i])
  })
}

/**
 * A clause read as a fault that only complains of a game's difficulty: no fault, no crash topic,
 * a complaint (beside praise, if it praises too) that its facts score as negative.
 */
export function heardAsComplaint(c: Clause, f: { cued: boolean; score: number } | undefined): void {
  c.intents = c.intents.filter((x) => x !== 'bug')
  if (!c.intents.includes('praise'))
    c.intents = INTENT_SEVERITY.filter((x) => x === 'complaint' || c.intents.includes(x))
  c.topics = c.topics.filter((t) => t !== 'crash')
  c.polarity = -1
  if (f) {
    f.cued = true
    f.score = Math.min(f.score, -1)
  }
}

const FOLD: Record<string, string> = { ł: 'l', ı: 'i', ø: 'o', đ: 'd', ё: 'е', '’': "'" }
/** Lower case, Latin accents dropped, one character for one (so a match's place is the text's). */
const foldInPlace = (text: string): string =>
  text.replace(/[^]/gu, (ch) => {
    const low = ch.toLowerCase()
    if (low.length !== ch.length) return ch
    const folded =
      FOLD[low] ??
      (/\p{Script=Latin}/u.test(low) ? low.normalize('NFD').replace(/\p{M}+/gu, '') : low)
    return folded.length === ch.length ? folded : low
  })

const ALL = Object.values(STUCK)
const DIGIT = /\d/u

/**
 * A clause in any language with the player's being stuck on a level taken out: "stuck on level
 * 87" names no freeze, "the game gets stuck on level 40" keeps its own.
 */
export function unstuck(text: string): string {
  // Every level has its number: most clauses hold none and need no folding.
  if (!DIGIT.test(text)) return text
  const folded = foldInPlace(text)
  for (const re of ALL) {
    const m = re.exec(folded)
    if (m) return `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`
  }
  return text
}
