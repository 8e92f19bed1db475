import type { Phrasebook } from '../phrasebooks/types'

export interface Fill {
  name: string | null
  brand: string
  contact: string | null
  /** The things the review names, in the reviewer's words. */
  feature?: string | null | undefined
  device?: string | null | undefined
  os?: string | null | undefined
  version?: string | null | undefined
  /** What the reviewer asked. */
  what?: string | null | undefined
  /** The named feature as written, without the article a language adds ("your {item}"). */
  item?: string | null | undefined
  /** What the review says lost the data ("the sync", "the pause button"), as `{feature}` is given. */
  cause?: string | null | undefined
  /** When the fault happens, as the reply says it back ("every time you rotate the phone"). */
  when?: string | null | undefined
  /** A second symptom, in the words that finish the apology ("your phone gets hot"). */
  also?: string | null | undefined
  /** What the app measures wrong, in the reply's words ("the distance", "de la distance"). */
  measure?: string | null | undefined
}

const TOKEN = /\{(name|brand|contact|feature|device|os|version|what|item|cause|when|also|measure)\}/g

function valueOf(token: string, fill: Fill): string | null {
  const v = (fill as unknown as Record<string, string | null | undefined>)[token]
  return typeof v === 'string' && v.length > 0 ? v : null
}

/** A line as its fill reads it: the text around its `[…]` parts, and each part with its tokens. */
interface Shape {
  parts: readonly (string | { inner: string; tokens: readonly string[] })[]
  required: readonly string[]
}

const OPTIONAL = /\[([^[\]]*)\]/g
const tokensOf = (text: string): string[] => [...text.matchAll(TOKEN)].map((m) => m[1] as string)

/**
 * Lines come from a few phrasebooks and the voice, and each is filled for many candidates and
 * reviews: read once, they are not parsed again for every review. Bounded, since a voice's own
 * lines can change.
 */
const SHAPES = new Map<string, Shape>()

function shapeOf(template: string): Shape {
  const known = SHAPES.get(template)
  if (known) return known
  const parts: Shape['parts'][number][] = []
  let from = 0
  for (const m of template.matchAll(OPTIONAL)) {
    parts.push(template.slice(from, m.index))
    parts.push({ inner: m[1] as string, tokens: tokensOf(m[1] as string) })
    from = m.index + m[0].length
  }
  parts.push(template.slice(from))
  const shape = { parts, required: tokensOf(template.replace(OPTIONAL, '')) }
  if (SHAPES.size >= 5_000) SHAPES.clear()
  SHAPES.set(template, shape)
  return shape
}

/** Drops each `[…]` part of a line whose tokens have no value, and the brackets of the others. */
function expandOptional(template: string, fill: Fill): string {
  const { parts } = shapeOf(template)
  if (parts.length === 1) return template
  return parts
    .map((p) => (typeof p === 'string' ? p : p.tokens.every((t) => valueOf(t, fill) !== null) ? p.inner : ''))
    .join('')
}

/** Whether a template can be filled: every token outside its optional parts has a value. */
export function fillable(template: string, fill: Fill): boolean {
  return shapeOf(template).required.every((t) => (t === 'brand' ? fill.brand.length > 0 : valueOf(t, fill) !== null))
}

/** How many named things a line keeps once filled: a line naming more is preferred. */
export function namedCount(template: string, fill: Fill): number {
  const kept = expandOptional(template, fill)
  return ['feature', 'item', 'cause', 'device', 'os', 'version', 'when', 'also'].filter((t) => kept.includes(`{${t}}`) && valueOf(t, fill) !== null).length
}

function fillTemplate(template: string, fill: Fill): string {
  return expandOptional(template, fill)
    .replace(/\{brand\|([^}]*)\}/g, (_, fallback: string) => fill.brand || fallback)
    .replace(TOKEN, (_, token: string) => (token === 'brand' ? fill.brand : (valueOf(token, fill) ?? '')))
}

/** Full stops of scripts that do not end a sentence with ".". */
const FULL_STOP: Record<string, string> = {
  hi: '।',
  bn: '।',
  ne: '।',
  or: '।',
  pa: '।',
  hy: '։',
  am: '።',
  my: '။',
  km: '។',
  ur: '۔',
}

/** A more formal register: no exclamation marks (and no Spanish ¡). */
function calm(text: string, book: Phrasebook): string {
  const full = FULL_STOP[book.code] ?? '.'
  return text
    .replace(/¡/g, '')
    .replace(/[ \u00a0]*！+/g, '。')
    .replace(/[ \u00a0]*!+/g, full)
}

const WEB = /^(?:https?:\/\/|www\.)/iu

/**
 * A help page is reached, not written or sent to: "write to us at https://…/help" becomes
 * "contact us through https://…/help", "send {contact} your order number" becomes "send us your
 * order number through …". Other languages' lines already say "via", "über", "a través de".
 */
function throughPage(template: string): string {
  return template
    .replace(/\b([Ww])rite to us (directly )?at \{contact\}/gu, (_m, w: string, directly = '') => `${w === 'W' ? 'C' : 'c'}ontact us ${directly}through {contact}`)
    .replace(/\b([Ww])rite to \{contact\}/gu, (_m, w: string) => `${w === 'W' ? 'C' : 'c'}ontact us through {contact}`)
    .replace(/\bcontact us at \{contact\}/gu, 'contact us through {contact}')
    .replace(/\bsend \{contact\} your ([^.;,]+?)( so|,|\.|$)/gu, 'send us your $1 through {contact}$2')
    .replace(/\bsend your ([^.;,]+?) to \{contact\}/gu, 'send us your $1 through {contact}')
    .replace(/\bOur team at \{contact\} ([^.]+)\./gu, 'Our team $1 through {contact}.')
}

/** Renders one template for a part: filled, calmed for a formal register, polished. */
export function renderTemplate(
  template: string,
  fill: Fill,
  book: Phrasebook,
  formal: boolean,
): string {
  // Calm the template before filling it, so a contact URL like ".../#!/help" is left alone.
  const worded = book.code === 'en' && fill.contact && WEB.test(fill.contact) ? throughPage(template) : template
  const text = fillTemplate(formal ? calm(worded, book) : worded, fill)
  return book.polish ? book.polish(text) : text
}

/** A custom greeting when no name is known: "Hi {name}," becomes "Hi,". */
export function greetingWithoutName(template: string): string {
  return template
    .replace(/\s*\{name\}\s*/g, ' ')
    .replace(/\s+([,!.:;，！。])/g, '$1')
    .trim()
}
