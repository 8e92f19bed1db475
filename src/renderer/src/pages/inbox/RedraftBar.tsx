import type { ReactNode } from 'react'
import type { ToneAdjustment } from '../../../../shared/dto/drafting'
import type { DraftOptions } from './useReplyActions'

const TONES: { tone: ToneAdjustment; label: string }[] = [
  { tone: 'shorter', label: 'Shorter' },
  { tone: 'friendlier', label: 'Friendlier' },
  { tone: 'more_formal', label: 'More formal' },
]

interface Props {
  /** Redrafting is closed (an action runs, the reply is on its way, or it was dismissed). */
  disabled: boolean
  /** A new draft is being written (the Regenerate button says so). */
  drafting: boolean
  hasText: boolean
  onDraft(options: DraftOptions): void
  /** The Templates menu, shown at the end of the bar. */
  templates: ReactNode
}

/** Regenerate the draft or rewrite it in another tone. */
export function RedraftBar({ disabled, drafting, hasText, onDraft, templates }: Props) {
  return (
    <div className="toolbar" role="group" aria-label="Redraft">
      <button
        type="button"
        className="button small"
        disabled={disabled}
        onClick={() => onDraft({ regenerate: true })}
      >
        {drafting ? 'Drafting…' : 'Regenerate'}
      </button>
      {TONES.map((t) => (
        <button
          key={t.tone}
          type="button"
          className="button small"
          disabled={disabled || !hasText}
          onClick={() => onDraft({ tone: t.tone })}
        >
          {t.label}
        </button>
      ))}
      {templates}
    </div>
  )
}
