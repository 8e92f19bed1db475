import { normalizeForMatch } from '../topics/normalize'
import type { Topic } from '../phrasebooks/types'
import type { Clause, Intent, Point } from './types'

/**
 * "It's fine I guess, nothing special", "Helt okej spel, inget speciellt", "ничего особенного":
 * a shrug. Neither kind words to thank for nor trouble to apologise for: heard as it is, with a
 * question about what would make it better. Matched on the folded text (lower case, Latin
 * accents dropped; Vietnamese keeps its marks).
 */
const SHRUG: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:nothing (?:too |that |really |so |all that |very )?special(?! about)|nothing to write home about|nothing out of the ordinary|nothing more,? nothing less|(?:it'?s |its )?(?:fine|ok|okay|alright|decent),? i guess)(?!\p{L})|(?:^|, )(?:(?:but|and|it|this|overall|tho|though|def|definitely|still) )*could(?:'ve| have| of)? be(?:en)? (?:a (?:bit|lot|little) |way |much |so much )?better(?: i guess| tbh| imo)?[.!]*(?: ,|$)/u,
  de: /(?<!\p{L})(?:nichts (?:wirklich |so |allzu )?besonderes|nix besonderes|nichts weltbewegendes|geht so|ganz okay?,? (?:\p{L}+ )?nicht mehr)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:rien de (?:bien |tres )?(?:special|exceptionnel|extraordinaire|fou|transcendant)|sans plus)(?!\p{L})/u,
  es: /(?<!\p{L})(?:nada (?:de )?especial|nada del otro mundo|sin mas|ni fu ni fa|normalito)(?!\p{L})/u,
  // "Dá pro gasto", "mais ou menos", "razoável": Portuguese shrugs, typed with or without accents.
  pt: /(?<!\p{L})(?:nada (?:de )?especial|nada demais|nada de mais|nada de extraordinario|da pro gasto|da para o gasto|mais ou menos|meia boca|mediano|razoavel|nem bom nem ruim|nem bom nem mau)(?!\p{L})/u,
  it: /(?<!\p{L})(?:niente di (?:speciale|che|eccezionale|particolare)|nulla di (?:speciale|che|eccezionale|particolare)|senza infamia e senza lode)(?!\p{L})/u,
  // "Gaat wel", "niet slecht, niet geweldig", "kan ermee door": Dutch shrugs in so many words.
  nl: /(?<!\p{L})(?:niets bijzonders|niks bijzonders|niks speciaals|niets speciaals|niet meer dan dat|niet meer en niet minder|(?:^|, )gaat wel(?: hoor)?(?= ,|$)|kan ermee door|middelmatig|niet slecht ?,? (?:maar )?(?:ook )?niet (?:geweldig|super|top|bijzonder)|niet goed ?,? niet slecht|(?:het )?is wel (?:oke|ok|okay)(?!\p{L})(?! (?:maar|alleen))|best aardig|redelijke? (?:app|spel|spelletje))(?!\p{L})/u,
  // "Może być", "ujdzie", "taka sobie": Polish shrugs, typed with or without diacritics.
  pl: /(?<!\p{L})(?:nic specjalnego|nic szczegolnego|nic nadzwyczajnego|szalu nie ma|bez szalu|moze byc|ujdzie(?: w tlumie)?|taka sobie|taki sobie|przecietn\p{L}*|srednio|srednia|sredniak|ani dobr\p{L}* ?,? ani zl\p{L}*)(?!\p{L})/u,
  ru: /(?<!\p{L})(?:ничего особенного|ничего выдающегося|ничего сверхъестественного|не более того)(?!\p{L})/u,
  uk: /(?<!\p{L})(?:нічого особливого|нічого видатного|не більше того)(?!\p{L})/u,
  // "İdare eder", "eh işte", "vasat": Turkish shrugs, typed with or without ş/ğ/ı.
  tr: /(?<!\p{L})(?:ozel bir (?:sey|yani|tarafi) yok|pek ozel (?:bir sey )?degil|siradan|idare eder|eh iste|fena degil(?= ,? ?ama|$)|vasat|orta karar|ne iyi ne kotu|fena degil ?,? ama (?:cok )?iyi de degil)(?!\p{L})/u,
  sv: /(?<!\p{L})(?:inget (?:speciellt|sarskilt|markvardigt|extra)|inte mer an sa)(?!\p{L})/u,
  id: /(?<!\p{L})(?:biasa (?:aja|saja)|(?:tidak|gak|ga|nggak) ada yang (?:spesial|istimewa)|b aja)(?!\p{L})/u,
  vi: /không có gì (?:đặc biệt|nổi bật)|tàm tạm|bình thường thôi/u,
  hi: /कुछ (?:खास|ख़ास) नहीं|ठीक[- ]ठाक/u,
  ar: /لا شيء مميز|ما فيه شي مميز|مافي شي مميز|لا جديد فيه/u,
  // "特に不満はないけど感動もない": no complaint, and nothing that moved them either.
  ja: /可もなく不可もなく|特に(?:これといって|特別な)|(?:ごく|いたって)普通|普通(?:です|かな|でした)|まあまあ|まぁまぁ|これといった(?:良さ|特徴|魅力|長所)?(?:も|は)?(?:ない|なし|ありません)|感動(?:は|も)(?:ない|なかった|ありません|しない)|不満(?:は|も)?(?:特に)?(?:ない|ありません)(?:けど|けれど|が|です?が)/u,
  ko: /특별한 (?:건|것은|게) 없|그저 그래|그냥 그래|그럭저럭|평범(?:해|합니다|한 편)/u,
  zh: /没什么特别|沒什麼特別|没啥特别|一般般|中规中矩|中規中矩|还行吧|還行吧/u,
}

/** Whether a clause's folded text shrugs ("nothing special", "nada del otro mundo"). */
export function shrugs(norm: string, lang: string): boolean {
  return (SHRUG[lang] ?? SHRUG[lang.slice(0, 2)])?.test(norm) ?? false
}

/** Every clause of the point shrugs (each folded as the review's text is). */
const onlyShrugs = (p: Point, lang: string): boolean =>
  p.clauses.every((c) => shrugs(normalizeForMatch(c, lang), lang))

/** What a shrug may stand beside: praise and complaints, never a fault, a loss, a charge or a question. */
const MILD = new Set<Intent>(['praise', 'complaint'])

/** What a complaint beside a shrug may be about that is trouble of its own, not part of the shrug. */
const TROUBLES = new Set<Topic>(['crash', 'sync', 'login', 'bug', 'performance', 'pricing', 'ads'])

/**
 * The one point a shrugging review makes ("fine I guess, nothing special", "gets a bit boring"),
 * or null when it makes another: a shrug beside a fault, a loss, a charge, a question or a wish
 * keeps those.
 */
export function shrugPoint(
  points: readonly Point[],
  clauses: readonly Clause[],
  norm: string,
  lang: string,
  text: string,
): Point | null {
  // "特にこれといった良さもないかな": a shrug put as a question reads as a wish ("ないかな"); the
  // point made only of shrugging clauses is the shrug itself.
  if (!shrugs(norm, lang) || !points.every((p) => MILD.has(p.intent) || onlyShrugs(p, lang))) return null
  // "Love the design, nothing special otherwise": praise of a thing is praise, shrug or not.
  // ("使いやすい" is tagged with the topic of praise itself, which names no thing.)
  if (clauses.some((c) => c.intents.includes('praise') && c.topics.some((t) => t !== 'praise'))) return null
  // "还行吧，就是搜索太慢了", "まあまあ。広告が多すぎる": a trouble said beside the shrug (slowness,
  // ads, the price, a fault) is the point, with the thing it names; the shrug only softens it.
  if (clauses.some((c) => c.intents.includes('complaint') && c.topics.some((t) => TROUBLES.has(t)) && !shrugs(normalizeForMatch(c.text, lang), lang)))
    return null
  return { intent: 'complaint', clauses: [text], things: [] }
}

/**
 * "그럭저럭 쓸만함. 손글씨 검색 기능 있나요?", "まあ普通かな。…": a shrug beside a question or a fault is
 * no praise to thank for. The praise points made only of shrugging clauses are dropped, as long
 * as another point is left to answer.
 */
export function withoutShruggedPraise(points: readonly Point[], lang: string): Point[] {
  const kept = points.filter((p) => !(p.intent === 'praise' && p.clauses.length > 0 && onlyShrugs(p, lang)))
  return kept.length > 0 ? kept : [...points]
}
