/** Which direction of a change is good news; `neither` for counts such as review volume. */
export type GoodWhen = 'up' | 'down' | 'neither'

/** How a change reads for the team: a rising share of 1★ reviews is bad, whatever the arrow. */
export function changeTone(diff: number, goodWhen: GoodWhen): 'good' | 'bad' | null {
  if (diff === 0 || goodWhen === 'neither') return null
  return (goodWhen === 'up') === diff > 0 ? 'good' : 'bad'
}
