/**
 * Answers that stay the same for every review of one drafting batch (the brand voice, the
 * model settings, an app's reply cap, whether auto-publish is on). Automatic drafting read them
 * once per review, through the query builder, which cost more than drafting itself. A memo
 * lives for one batch only, so a change of settings applies from the next batch on.
 */
export class BatchMemo {
  private readonly values = new Map<string, unknown>()

  get<T>(key: string, read: () => T): T {
    if (this.values.has(key)) return this.values.get(key) as T
    const value = read()
    this.values.set(key, value)
    return value
  }
}

/** Without a memo (one review drafted on request), every answer is read fresh. */
export function remember<T>(memo: BatchMemo | undefined, key: string, read: () => T): T {
  return memo ? memo.get(key, read) : read()
}
