/**
 * A plea said after a comma at the end of a sentence ("can you fix that, please?", "podem
 * consertar isso, por favor?", "Wie exportiere ich das, bitte?"): the comma would split it off as
 * a clause of its own, taking the sentence's question mark with it, so the clause that asks is
 * "please?" and the one that says what is asked asks nothing. The plea belongs to the clause
 * before it, mark and all: a plea to fix then reads as the plea it is, and a real question stays
 * one question. One small list of the words that say "please" alone, per language.
 */
const PLEA_WORDS = [
  // en, and the shorthand several languages borrow
  'please',
  'pleasee+',
  'pls',
  'plz',
  'plis',
  'pliss',
  // de, nl, sv
  'bitte',
  'bitte schön',
  'bitte schon',
  'alsjeblieft',
  'alstublieft',
  'aub',
  'a\\.u\\.b\\.?',
  'ajb',
  'snälla',
  'snalla',
  // fr, es, pt, it, ca
  "s'il vous plaît",
  "s'il vous plait",
  "s'il te plaît",
  "s'il te plait",
  'svp',
  'stp',
  'por favor',
  'porfa',
  'porfavor',
  'per favore',
  'perfavore',
  'per piacere',
  'si us plau',
  // pl, cs, ru, uk, tr
  'proszę',
  'prosze',
  'prosím',
  'prosim',
  'пожалуйста',
  'пжлст',
  'будь ласка',
  'lütfen',
  'lutfen',
  // vi, id, ms, fil
  'làm ơn',
  'lam on',
  'tolong',
  'mohon',
  'pakisuyo',
  // ja, ko, zh, ar, hi
  'お願いします',
  'お願い',
  'おねがい',
  '부탁해요',
  '부탁드립니다',
  '부탁드려요',
  '제발',
  '拜托',
  '拜託',
  '请',
  '請',
  'من فضلك',
  'لو سمحت',
  'رجاءً',
  'رجاء',
  'कृपया',
  'kripya',
]

/** A clause that is only a plea (and its marks or emoji). */
const LONE_PLEA = new RegExp(
  `^(?:${PLEA_WORDS.join('|')})(?:[\\s,]+(?:${PLEA_WORDS.join('|')}))*[\\s!?！？؟.。…~]*(?:\\p{Extended_Pictographic}|\\u200d|\\ufe0f|\\s)*$`,
  'iu',
)

/**
 * The sentence's parts with each lone plea after the first joined to the part before it, as
 * written (the comma between them kept).
 */
export function joinLonePleas(sentence: string, parts: string[]): string[] {
  if (parts.length < 2) return parts
  const out: { text: string; at: number }[] = []
  let cursor = 0
  for (const part of parts) {
    const at = Math.max(sentence.indexOf(part, cursor), cursor)
    cursor = at + part.length
    const before = out.at(-1)
    if (before && LONE_PLEA.test(part.trim())) before.text = sentence.slice(before.at, cursor)
    else out.push({ text: part, at })
  }
  return out.map((p) => p.text)
}
