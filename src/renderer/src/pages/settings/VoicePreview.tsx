import { useEffect, useState } from 'react'
import type { VoicePreviewDto, VoiceSettings } from '../../../../shared/dto/drafting'
import { useMutation } from '../../hooks/useMutation'
import { InlineError } from '../../components/InlineError'
import { Stars } from '../../components/Stars'

/**
 * Drafts of sample reviews (and one of the person's own) in the voice being edited, redrawn a
 * moment after each change.
 */
export function VoicePreview({
  workspaceId,
  appId,
  voice,
}: {
  workspaceId: string
  appId: string
  voice: VoiceSettings
}) {
  const voicePreview = useMutation('voice.preview')

  const [preview, setPreview] = useState<VoicePreviewDto | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [variant, setVariant] = useState(0)
  const [own, setOwn] = useState('')
  const [ownRating, setOwnRating] = useState(2)
  const key = JSON.stringify([voice, variant, own, ownRating, appId])

  useEffect(() => {
    const timer = window.setTimeout(async () => {
      const result = await voicePreview({
        workspaceId,
        ...(appId ? { appId } : {}),
        voice,
        variant,
        ...(own.trim() ? { sample: { body: own, rating: ownRating } } : {}),
      })
      if (!result.ok) return setError(result.error.message)
      setError(null)
      setPreview(result.value)
    }, 300)
    return () => window.clearTimeout(timer)
    // `key` is the value of everything the preview depends on.
  }, [key])

  return (
    <section
      className="card preview"
      aria-labelledby="preview-heading"
      aria-busy={preview === null}
    >
      <div className="preview-head">
        <h3 id="preview-heading">Live preview</h3>
        <button type="button" className="button small" onClick={() => setVariant((v) => v + 1)}>
          Other wording
        </button>
      </div>
      <div className="field">
        <label htmlFor="own-sample">Try a review of your own</label>
        <textarea
          id="own-sample"
          rows={2}
          value={own}
          placeholder="e.g. The app logs me out every day, please fix!"
          onChange={(e) => setOwn(e.target.value)}
        />
        <div className="inline-field small">
          <label htmlFor="own-rating">Its rating</label>
          <select
            id="own-rating"
            value={ownRating}
            onChange={(e) => setOwnRating(Number(e.target.value))}
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        </div>
      </div>
      <InlineError message={error} />
      {preview?.problems.map((p) => (
        <p key={p.field} className="field-error" role="alert">
          {p.message}
        </p>
      ))}
      <ul className="preview-list" aria-live="polite">
        {preview?.items.map((item) => (
          <li key={item.id}>
            <div className="preview-review">
              <Stars rating={item.review.rating} size="small" />{' '}
              <span className="muted small">{item.label}</span>
              <p>
                {item.review.title ? <strong>{item.review.title} </strong> : null}
                {item.review.body}
              </p>
            </div>
            <div className="preview-draft">
              <p>{item.draft.body}</p>
              <p
                className={
                  item.draft.length > item.draft.limit ? 'count over small' : 'count small'
                }
              >
                {item.draft.length} / {item.draft.limit} characters
                {item.draft.note ? ` · ${item.draft.note}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
