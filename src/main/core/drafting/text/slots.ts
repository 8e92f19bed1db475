/**
 * A slot a person must fill before a reply can go out: `[answer: what the reviewer asked]`. The
 * drafter leaves one where a question needs an answer the team has not written down; approve
 * (one, bulk or automatic) refuses while any is left.
 */
const SLOT = /\[answer:[^\]]*\]/gu

export function answerSlot(what: string): string {
  return `[answer: ${what.replace(/[[\]]/gu, '').trim()}]`
}

/** The slots still open in a reply, as written. */
export function openSlots(body: string): string[] {
  return body.match(SLOT) ?? []
}
