import type { ReactNode } from 'react'

/** The words of a search, for highlighting (quotes and "-excluded" words dropped). */
export function searchTerms(q: string): string[] {
  return q
    .split(/\s+/)
    .filter((w) => w && !w.startsWith('-'))
    .map((w) => w.replace(/["*()]/g, ''))
    .filter((w) => w.length > 0)
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Wraps the parts of `text` that start a searched word in <mark>. */
export function highlight(text: string, terms: string[]): ReactNode {
  if (terms.length === 0 || !text) return text
  const pattern = new RegExp(`(${terms.map(escape).join('|')})`, 'giu')
  const parts = text.split(pattern)
  return parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))
}
