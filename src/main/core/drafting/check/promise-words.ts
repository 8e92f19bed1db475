/** Pieces the promise patterns are built from. */
// `\b` knows only ASCII letters, even with the u flag: these stand for it in other scripts.
export const WORD_START = String.raw`(?<![\p{L}\p{M}\p{N}])`
export const WORD_END = String.raw`(?![\p{L}\p{M}\p{N}])`
/** Alternatives that must stand as whole words. */
export const words = (alternatives: string): string => `${WORD_START}(?:${alternatives})${WORD_END}`
/** Arabic may carry vowel marks between any two letters: "سيُضاف" is "سيضاف". */
export const marked = (text: string): string =>
  [...text].map((c) => (/\p{L}/u.test(c) ? `${c}\\p{M}*` : c)).join('')
