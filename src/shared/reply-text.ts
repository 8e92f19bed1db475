/**
 * A reply as the stores keep it: plain text. One rule for everything that measures or sends a
 * reply (the editor's live count, approval, the Google Play client, the drafter's fitting), so
 * they can never disagree about a reply at the edge of a limit.
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

function decodeEntity(whole: string, name: string): string {
  if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole
}

/**
 * HTML comments and tags removed (only things that look like tags, so "a < b" survives),
 * line-breaking tags turned into line breaks, entities decoded, blank runs tidied, trimmed.
 */
export function replyPlainText(body: string): string {
  return body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/g, '')
    .replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,6});/g, decodeEntity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The length the stores measure: UTF-16 code units of the plain text (👍 counts 2). */
export const replyLength = (body: string): number => replyPlainText(body).length
