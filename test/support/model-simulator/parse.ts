/**
 * Reads back what the drafting prompt says, the way a model would: the reply language, the
 * limit, the brand, the support contact and the review. Only the fake server needs this.
 */
export interface ParsedPrompt {
  language: string | null
  limit: number
  store: 'app_store' | 'google_play'
  brand: string
  contact: string | null
  signOff: string | null
  neverSay: string[]
  rating: number
  reviewer: string | null
  title: string | null
  review: string
  /** The team's Answers the prompt says to use. */
  answers: string[]
}

const first = (re: RegExp, text: string): string | null => re.exec(text)?.[1] ?? null

export function parsePrompt(system: string, user: string): ParsedPrompt {
  const never = first(/Never use these words or phrases, in any form: (.+)\.\n/, `${system}\n`)
  const reviewAt = user.indexOf('Review:\n')
  const reviewer = first(/^Reviewer: (.+)$/m, user)
  return {
    language: first(/Write in [^(\n]+\(([A-Za-z]{2,3}(?:-[A-Za-z]{4})?)\)\./, system),
    limit: Number(first(/At most (\d+) characters/, system) ?? 350),
    store: /^Store: App Store$/m.test(user) ? 'app_store' : 'google_play',
    brand: first(/for the team behind (.+?)\. The reply is published/, system) ?? 'the app',
    contact: first(/contact support at (\S+?)\.(?:\n|$)/, system),
    signOff: first(/End with the sign-off "([^"]+)"/, system),
    neverSay: never ? [...never.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '').filter(Boolean) : [],
    rating: Number(first(/^Rating: (\d) of 5 stars$/m, user) ?? 3),
    reviewer: reviewer && reviewer !== 'unknown' ? reviewer : null,
    title: first(/^Title: (.+)$/m, user),
    review: reviewAt >= 0 ? user.slice(reviewAt + 'Review:\n'.length) : user,
    answers: [...system.matchAll(/^- Answer with the team's Answer, [^:]*: "(.+)"$/gmu)].map((m) => m[1] ?? ''),
  }
}
