/**
 * One spelling per mailbox, so an invitation matches the account it names and no other: trimmed,
 * lower case, the domain in its ASCII (IDNA) form without the trailing dot DNS allows. Null when
 * the text is not one plausible address. Uses the WHATWG URL parser for IDNA, so it runs the same
 * in the core and in the browser.
 */
export function normaliseEmail(raw: string): string | null {
  const text = raw.trim()
  const at = text.indexOf('@')
  if (at <= 0 || at !== text.lastIndexOf('@') || text.length > 254) return null
  const local = text.slice(0, at).toLowerCase()
  if (
    !LOCAL_PART.test(local) ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..')
  )
    return null
  const domain = text.slice(at + 1)
  // The URL parser would read a port, a path or an IP literal out of these; an address has none.
  if (domain === '' || /[\s/\\?#:@[\]%]/.test(domain)) return null
  let ascii: string
  try {
    ascii = new URL(`http://${domain}/`).hostname
  } catch {
    return null
  }
  ascii = ascii.endsWith('.') ? ascii.slice(0, -1) : ascii
  return DOMAIN.test(ascii) ? `${local}@${ascii}` : null
}

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/
/** Dot-separated labels of letters, digits and inner hyphens; the last one holds a letter. */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?=[a-z0-9-]*[a-z])[a-z0-9-]{2,63}$/
