/** A review and its draft made readable for an approver who does not read their language. */
export interface ReviewTranslationDto {
  /** The language the team reads and writes (the brand voice's language). */
  teamLanguage: string
  /** The review's language; null when it could not be told. */
  reviewLanguage: string | null
  /** False when the review is in the team's language: there is nothing to translate. */
  needed: boolean
  /** Why no translation can be shown, in plain words; null when there is one. */
  unavailable: string | null
  /** The review in the team's language. */
  review: { title: string | null; body: string } | null
  /** The current draft translated back into the team's language, when it is written in another. */
  draft: { body: string } | null
}
