import { useEffect, useState } from 'react'
import type { ReviewTranslationDto } from '../../../../shared/dto/translation'
import { useMutation } from '../../hooks/useMutation'
import { languageName } from '../../format'

/**
 * The review, and the draft, in the team's language, for approvers who cannot read the
 * review's. Asks again when the draft changes (its back-translation changes with it); the core
 * caches, so reopening a review costs nothing.
 */
export function TranslationPanel({
  workspaceId,
  reviewId,
  draftBody,
}: {
  workspaceId: string
  reviewId: string
  draftBody: string | null
}) {
  const reviewsTranslate = useMutation('reviews.translate')

  const [result, setResult] = useState<ReviewTranslationDto | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    setError(null)
    void reviewsTranslate({ workspaceId, reviewId }).then((r) => {
      if (!live) return
      if (r.ok) setResult(r.value)
      else setError(r.error.message)
    })
    return () => {
      live = false
    }
  }, [workspaceId, reviewId, draftBody])

  if (error) return <p className="muted translation-note">No translation available: {error}</p>
  if (!result || !result.needed) return null
  const team = languageName(result.teamLanguage)
  if (result.unavailable) {
    return (
      <p className="muted translation-note" data-testid="translation-unavailable">
        {result.unavailable}
      </p>
    )
  }
  return (
    <section
      className="translation"
      aria-label={`Translation into ${team}`}
      data-testid="translation"
    >
      {result.review && (
        <>
          <h3>
            Review in {team}{' '}
            <span className="muted">
              (machine translation from {languageName(result.reviewLanguage)})
            </span>
          </h3>
          {result.review.title && <p className="review-title">{result.review.title}</p>}
          <p className="review-body">{result.review.body}</p>
        </>
      )}
      {result.draft && (
        <>
          <h3>
            Draft in {team} <span className="muted">(back-translation: what the reply says)</span>
          </h3>
          <p className="review-body" data-testid="draft-back-translation">
            {result.draft.body}
          </p>
        </>
      )}
    </section>
  )
}
