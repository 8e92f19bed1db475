/** Plain text as the stores see it: tags stripped, entities decoded, whitespace tidied. */
export function replyPlainText(body: string): string {
  return body
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()
}

/** Length the way the stores count it: UTF-16 code units of the plain text. */
export const replyLength = (body: string): number => replyPlainText(body).length
