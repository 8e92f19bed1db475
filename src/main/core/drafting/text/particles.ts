/**
 * A particle said twice ("关卡地图的的设计", "“抽卡的”的价格"): a name the review wrote with its own
 * 的 (or its typo "的的"), put before a line's 的. One is kept, after the closing quote. Not after
 * 目, where "目的" is a word and "目的的" says "the purpose's".
 */
const DOUBLED_DE = /(?<!目)的([”」』"]?)的/gu

const DOUBLED: Readonly<Record<string, RegExp>> = { zh: DOUBLED_DE, 'zh-Hant': DOUBLED_DE }

/** The text with no particle said twice in a row, in the languages that write one that way. */
export function singleParticles(text: string, code: string): string {
  const doubled = DOUBLED[code]
  return doubled ? text.replace(doubled, '$1的') : text
}
