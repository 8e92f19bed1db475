/**
 * How the fake model translates. A real model translates anything; the fake knows two kinds of
 * text: the demo's reviews (a table of their English) and the built-in drafter's own sentences
 * (each phrasebook sentence, and each line of the drafter's moves, maps to the same sentence in
 * the other language). Text it does not know comes back as it is, as an honest "could not
 * translate".
 */
import { allPhrasebooks, phrasebookFor } from '../../../src/main/core/drafting/phrasebooks'
import { INTENT_LINES } from '../../../src/main/core/drafting/phrasebooks/intent-lines'
import type { Phrasebook } from '../../../src/main/core/drafting/phrasebooks/types'
import { linesFor } from '../../../src/main/core/drafting/write/lines'
import { DEMO_ENGLISH } from './demo-english'

export interface TranslationPrompt {
  from: string | null
  to: string
  text: string
}

export function parseTranslationPrompt(system: string, user: string): TranslationPrompt | null {
  if (!system.startsWith('You translate app store reviews')) return null
  const to = /into [^(\n]+\(([A-Za-z-]+)\)\./.exec(system)?.[1] ?? 'en'
  const header = /^Text in [^(\n]*?(?:\(([A-Za-z-]+)\))?[^:\n]*:\n/.exec(user)
  return { from: header?.[1] ?? null, to, text: header ? user.slice(header[0].length) : user }
}

type Path = (string | number)[]

/** Every sentence template of a phrasebook (and its intent lines) with where it sits. */
function templates(book: Phrasebook): { path: Path; template: string }[] {
  const out: { path: Path; template: string }[] = []
  const walk = (value: unknown, path: Path) => {
    if (typeof value === 'string') out.push({ path, template: value })
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]))
    else if (value && typeof value === 'object' && !(value instanceof RegExp)) {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k])
    }
  }
  const { greeting, opener, issue, positive, nextStep, askMore, closing, team } = book
  const moves = linesFor(book).lines
  walk(
    {
      greeting,
      opener,
      issue,
      positive,
      nextStep,
      askMore,
      closing,
      team,
      intent: INTENT_LINES[book.code],
      moves,
    },
    [],
  )
  return out.sort((a, b) => b.template.length - a.template.length)
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const SLOT = /\{(brand\|[^}]*|brand|name|contact|feature|device|os|version|what)\}/g
/** Literal text as the drafter may have rendered it: "!" calmed to ".", "¡" dropped, no-break spaces plain. */
const literal = (s: string) =>
  escape(s.replace(/[\u00a0\u202f]/g, ' '))
    .replace(/!/g, '[!.]')
    .replace(/¡/g, '¡?')

function matcher(template: string): { re: RegExp; slots: string[] } {
  const slots: string[] = []
  const part = (text: string): string => {
    let source = ''
    let last = 0
    for (const m of text.matchAll(SLOT)) {
      source += literal(text.slice(last, m.index))
      const slot = m[1] ?? ''
      slots.push(slot.split('|')[0] ?? slot)
      source += slot.startsWith('brand|') ? `(.+?|${escape(slot.slice(6))})` : '(.+?)'
      last = (m.index ?? 0) + m[0].length
    }
    return source + literal(text.slice(last))
  }
  // A "[…]" part of a drafter's line may be there or not.
  let source = ''
  let last = 0
  for (const m of template.matchAll(/\[([^[\]]*)\]/g)) {
    source += part(template.slice(last, m.index))
    source += `(?:${part(m[1] ?? '')})?`
    last = (m.index ?? 0) + m[0].length
  }
  source += part(template.slice(last))
  return { re: new RegExp(source, 'y'), slots }
}

/** A target sentence with the matched values: a "[…]" part whose values are missing is dropped. */
function fillTarget(template: string, fill: Record<string, string>): string {
  const value = (slot: string) => fill[slot.split('|')[0] ?? ''] || slot.split('|')[1] || ''
  return template
    .replace(/\[([^[\]]*)\]/g, (_, inner: string) =>
      [...inner.matchAll(SLOT)].every((m) => fill[(m[1] ?? '').split('|')[0] ?? '']) ? inner : '',
    )
    .replace(SLOT, (_, slot: string) => value(slot))
}

function at(book: Phrasebook, path: Path): string | null {
  let value: unknown = { ...book, intent: INTENT_LINES[book.code], moves: linesFor(book).lines }
  for (const step of path) {
    if (Array.isArray(value) && typeof step === 'number') value = value[step % value.length]
    else if (value && typeof value === 'object')
      value = (value as Record<string, unknown>)[String(step)]
    else return null
  }
  return typeof value === 'string' ? value : null
}

/** Re-writes the drafter's own sentences in the target language; unknown stretches stay as they are. */
function translateDraft(text: string, from: Phrasebook, to: Phrasebook): string {
  const known = templates(from).map((t) => ({ ...t, ...matcher(t.template) }))
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .split('\n')
    .map((line) => {
      let out = ''
      let pos = 0
      while (pos < line.length) {
        if (/\s/.test(line[pos] ?? '')) {
          pos++
          continue
        }
        const hit = known.find((k) => {
          k.re.lastIndex = pos
          return k.re.test(line)
        })
        if (hit) {
          hit.re.lastIndex = pos
          const m = hit.re.exec(line)!
          const fill = Object.fromEntries(hit.slots.map((s, i) => [s, m[i + 1] ?? '']))
          const target = at(to, hit.path) ?? hit.template
          out += `${out ? to.joiner || '' : ''}${fillTarget(target, fill)}`
          pos = hit.re.lastIndex
        } else {
          const end = /[.!?。！？]+/y
          let stop = line.length
          for (let i = pos; i < line.length; i++) {
            end.lastIndex = i
            if (end.test(line)) {
              stop = end.lastIndex
              break
            }
          }
          out += `${out ? ' ' : ''}${line.slice(pos, stop).trim()}`
          pos = stop
        }
      }
      return out
    })
    .join('\n')
}

/** The fake model's translation of a translation prompt. */
export function fakeTranslation(p: TranslationPrompt): string {
  if (p.to === 'en') {
    const paragraphs = p.text.split(/\n\s*\n/)
    if (paragraphs.every((para) => DEMO_ENGLISH[para.trim()]))
      return paragraphs.map((para) => DEMO_ENGLISH[para.trim()]).join('\n\n')
  }
  const from =
    phrasebookFor(p.from) ??
    allPhrasebooks().find((b) => templates(b).some((t) => p.text.includes(t.template.slice(0, 12))))
  const to = phrasebookFor(p.to)
  if (!from || !to) return p.text
  return translateDraft(p.text, from, to)
}
