import { segmenter } from './segmenters'

// A grapheme is an emoji when it shows as a picture: emoji presentation characters, text
// characters turned into emoji (U+FE0F), keycaps (U+20E3), flags and ZWJ sequences.
// Plain symbols like © or ™ are not emoji.
const EMOJI =
  /\p{Emoji_Presentation}|\p{Regional_Indicator}|\uFE0F|\u20E3|\p{Extended_Pictographic}\u200D/u

function isEmoji(grapheme: string): boolean {
  return EMOJI.test(grapheme)
}

export function containsEmoji(text: string): boolean {
  if (!EMOJI.test(text)) return false
  for (const g of segmenter('en', 'grapheme').segment(text)) if (isEmoji(g.segment)) return true
  return false
}

/** Removes every emoji grapheme and tidies the spaces they leave behind. */
export function stripEmoji(text: string): string {
  if (!EMOJI.test(text)) return text
  let out = ''
  for (const g of segmenter('en', 'grapheme').segment(text))
    if (!isEmoji(g.segment)) out += g.segment
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([.,!?;:。！？、，])/g, '$1')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+/g, '\n')
    .trim()
}
