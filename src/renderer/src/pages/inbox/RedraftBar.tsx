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
  /** The tones stacked on the draft: shown pressed; pressing one again takes it off. */
  tones: readonly ToneAdjustment[]
  onDraft(options: DraftOptions): void
  /** The Templates menu, shown at the end of the bar. */
  templates: ReactNode
}

/** Regenerate the draft, or stack a tone on it (pressed again, the tone comes off). */
export function RedraftBar({ disabled, drafting, hasText, tones, onDraft, templates }: Props) {
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
          aria-pressed={tones.includes(t.tone)}
          title={
            tones.includes(t.tone)
              ? `Redraft without “${t.label}”`
              : 'Redraft in this tone too: tones stack, Friendlier and More formal replace each other'
          }
          onClick={() => onDraft({ tone: t.tone })}
        >
          {t.label}
        </button>
      ))}
      {templates}
    </div>
  )
}
