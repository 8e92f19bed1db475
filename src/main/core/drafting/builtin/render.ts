import type { Phrasebook } from '../phrasebooks/types'

export interface Fill {
  name: string | null
  brand: string
  contact: string | null
  /** The feature a request names, in the reviewer's words. */
  feature?: string | null
}

/** Whether a template can be filled: `{brand}` needs a brand, `{contact}` a contact, `{name}` a name. */
export function fillable(template: string, fill: Fill): boolean {
  if (/\{brand\}/.test(template) && !fill.brand) return false
  if (template.includes('{contact}') && !fill.contact) return false
  if (template.includes('{name}') && !fill.name) return false
  if (template.includes('{feature}') && !fill.feature) return false
  return true
}

function fillTemplate(template: string, fill: Fill): string {
  return template
    .replace(/\{brand\|([^}]*)\}/g, (_, fallback: string) => fill.brand || fallback)
    .replace(/\{brand\}/g, fill.brand)
    .replace(/\{contact\}/g, fill.contact ?? '')
    .replace(/\{name\}/g, fill.name ?? '')
    .replace(/\{feature\}/g, () => fill.feature ?? '')
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

/** Renders one template for a part: filled, calmed for a formal register, polished. */
export function renderTemplate(
  template: string,
  fill: Fill,
  book: Phrasebook,
  formal: boolean,
): string {
  // Calm the template before filling it, so a contact URL like ".../#!/help" is left alone.
  const text = fillTemplate(formal ? calm(template, book) : template, fill)
  return book.polish ? book.polish(text) : text
}

/** A custom greeting when no name is known: "Hi {name}," becomes "Hi,". */
export function greetingWithoutName(template: string): string {
  return template
    .replace(/\s*\{name\}\s*/g, ' ')
    .replace(/\s+([,!.:;，！。])/g, '$1')
    .trim()
}
