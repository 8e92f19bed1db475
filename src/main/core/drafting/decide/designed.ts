import type { NamedThing, Reading } from '../read/types'

/** The word for a design or a look, in the languages the drafter writes ("design", "diseño", "デザイン"). */
const DESIGN_WORD =
  /(?<!\p{L})(?:design|layout|ui|interface|look|diseño|diseno|aspecto|interfaz|présentation|aspetto|grafica|ontwerp|uiterlijk|wygląd|wyglad|дизайн|інтерфейс|интерфейс|tasarım|tasarim|arayüz|desain|tampilan|thiết kế|giao diện|utseende|تصميم|واجهة|डिज़ाइन|डिजाइन)(?!\p{L})|デザイン|디자인|设计|設計|界面|介面/iu

/**
 * "New" and the articles said with a design ("the new design", "das neue Design"): with nothing
 * else beside them, the name says no thing the design is of.
 */
const NEW_WORD =
  /(?<!\p{L})(?:new|neue[snmr]?|neu|nouvelle|nouveau|nuevo|nueva|novo|nova|nuovo|nuova|nieuwe|nowy|nowa|новый|новий|yeni|baru|mới|nya|nye|جديد|नया|the|a|das|der|die|le|la|el|il|o|de|het)(?!\p{L})|新しい|새|新/giu

/**
 * A name that says the design and nothing it is of ("the new design", "das neue Design", "新しい
 * デザイン"): no thing to hear a design complaint of.
 */
export const namesDesignAlone = (text: string): boolean =>
  DESIGN_WORD.test(text) &&
  text
    .replace(DESIGN_WORD, '')
    .replace(NEW_WORD, '')
    .replace(/[\s'’-]+/gu, '').length === 0

/** Concepts a design is never of: the ads, the price, the design itself. */
const NOT_OF_DESIGN = new Set(['ads', 'design', 'pricing', 'price', 'premium', 'subscription'])

export type Designed = { said: string } | { of: string }

/**
 * What a design the review criticises is of, so a reply listing it beside the ads and the price
 * keeps it ("the new design of the level map", not "the new design"): `said`, the review's own
 * name for that design where it says one ("the level map design", "レベルマップのデザイン"), or
 * `of`, the thing named in the same clause as the design ("the new design of the level map").
 */
export function designedThing(
  things: readonly NamedThing[],
  reading: Reading,
): Designed | undefined {
  const inDesignClause = (t: NamedThing) =>
    reading.clauses.some(
      (c) => c.topics.includes('ui') && c.text.toLowerCase().includes(t.text.toLowerCase()),
    )
  const named = things.filter((t) => t.kind === 'feature' && inDesignClause(t))
  const said = named.find((t) => DESIGN_WORD.test(t.text) && !namesDesignAlone(t.text))
  if (said) return { said: said.text }
  const of = named.find(
    (t) =>
      t.concept !== null &&
      !NOT_OF_DESIGN.has(t.concept) &&
      !DESIGN_WORD.test(t.text) &&
      reading.clauses.some((c) => besideDesign(c.text, t.text)),
  )
  return of ? { of: of.text } : undefined
}

/** Words that join a design to what it is of ("design of the", "diseño del", "の", "的"). */
const JOIN =
  /^[\s'’-]*(?:(?:of|the|de|la|le|les|l'|del|des|du|der|die|das|des|di|della|dello|dei|do|da|dos|das|van|het|av|för|na|の|的|의)[\s'’]*)*$/iu

/**
 * Whether the clause says the thing right beside its design word ("the design of the level map",
 * "the level map design", "关卡地图的设计"), not elsewhere in it ("the new design is ugly and
 * search is slow": the search is not what the design is of).
 */
function besideDesign(clause: string, thing: string): boolean {
  const text = clause.toLowerCase()
  const at = text.indexOf(thing.toLowerCase())
  const design = DESIGN_WORD.exec(text)
  if (at < 0 || !design) return false
  const end = at + thing.length
  const designEnd = design.index + design[0].length
  const gap = end <= design.index ? text.slice(end, design.index) : text.slice(designEnd, at)
  return gap.length <= 12 && JOIN.test(gap)
}
