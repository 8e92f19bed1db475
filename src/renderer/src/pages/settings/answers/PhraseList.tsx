import { useRef } from 'react'
import { ANSWER_LIMITS } from '../../../../../shared/dto/answers'

/**
 * An editable list of short phrases (keywords, example questions): one input per phrase and a
 * blank one at the end, so what is on screen is exactly what is saved. Enter moves to the blank
 * input instead of submitting the form; a keyword typed as "pdf, export" becomes two on leaving.
 */
export function PhraseList({
  id,
  legend,
  noun,
  items,
  onChange,
  hint,
  error,
  splitAtCommas = false,
}: {
  id: string
  legend: string
  /** "keyword": labels read "Keyword 2", "Remove keyword 2". */
  noun: string
  items: string[]
  onChange(items: string[]): void
  hint: string
  error: string | null
  splitAtCommas?: boolean
}) {
  const list = useRef<HTMLUListElement>(null)
  const full = items.length >= ANSWER_LIMITS.items
  const shown = full ? items : [...items, '']
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1)
  const set = (index: number, value: string) => {
    const next = [...items]
    next[index] = value
    onChange(next)
  }
  const tidy = () => {
    const next = items.flatMap((p) => (splitAtCommas ? p.split(',') : [p])).map((p) => p.trim())
    if (next.join('\n') !== items.join('\n') || next.some((p) => p === ''))
      onChange(next.filter(Boolean))
  }
  const focusLast = () => {
    const inputs = list.current?.querySelectorAll('input')
    inputs?.[inputs.length - 1]?.focus()
  }
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <fieldset className="field phrase-field" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <ul className="plain phrase-list" ref={list}>
        {shown.map((phrase, i) => (
          <li key={i} className="phrase">
            <input
              id={i === 0 ? id : undefined}
              aria-label={i < items.length ? `${Noun} ${i + 1}` : `New ${noun}`}
              value={phrase}
              maxLength={ANSWER_LIMITS.itemLength}
              onChange={(e) => set(i, e.target.value)}
              onBlur={tidy}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return
                e.preventDefault()
                tidy()
                // After React has drawn the blank input the tidy-up may have moved.
                requestAnimationFrame(focusLast)
              }}
            />
            {i < items.length && (
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${noun} ${i + 1}${phrase ? `: ${phrase}` : ''}`}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="hint" id={`${id}-hint`}>
        {hint} {full && `That is the most an Answer can have (${ANSWER_LIMITS.items}).`}
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
