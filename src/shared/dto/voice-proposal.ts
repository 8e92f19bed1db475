import type { PreferredLength } from './drafting'

export interface ProposedValue {
  value: string
  /** Share of the replies read that show it, 0–1. */
  share: number
}

/** Brand-voice settings read from the team's published replies, for an admin to accept one by one. */
export interface VoiceProposalDto {
  /** Replies read (in `language`). */
  basedOn: number
  /** Of those, replies found on the stores that were written outside the app. */
  external: number
  /** The language most replies are written in: the greeting and sign-off are in it. */
  language: string | null
  /** With `{name}` where the reviewer's first name was. */
  greeting: ProposedValue | null
  signOff: ProposedValue | null
  supportContact: ProposedValue | null
  length: { value: PreferredLength; typicalCharacters: number } | null
}
