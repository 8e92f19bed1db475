import { replyPlainText } from '../../../../shared/reply-text'

/** Plain text the way the stores show a reply (see src/shared/reply-text.ts). */
export const stripHtml = replyPlainText

/** Whether the text contains anything that looks like an HTML tag or comment. */
export function containsHtml(text: string): boolean {
  return /<!--|<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/.test(text)
}

export { replyLength } from '../../../../shared/reply-text'
