const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu
const LINK = /(?:\bhttps?:\/\/|(?<![\p{L}\p{N}._-])www\.)[^\s<>"'`]+|(?<![\p{L}\p{N}_@./-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?![\p{L}\p{N}-])(?:\/[^\s<>"'`]*)?/gu

const tidy = (s: string): string => s.replace(/[.,;:!?)\]}'"»”’]+$/u, '')
const key = (s: string): string =>
  tidy(s)
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '')

/** The e-mail addresses and links in a text, as written. */
export function contactsIn(text: string): string[] {
  const emails = (text.match(EMAIL) ?? []).map(tidy)
  const rest = emails.reduce((t, e) => t.split(e).join(' '), text)
  return [...emails, ...(rest.match(LINK) ?? []).map(tidy)]
}

/** Whether two contacts are the same place: whole tokens, case, scheme and `www.` aside. */
export function sameContact(a: string, b: string): boolean {
  return key(a) === key(b)
}
