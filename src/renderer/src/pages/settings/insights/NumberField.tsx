import { useEffect, useState } from 'react'

interface Props {
  id: string
  label: string
  value: number
  step?: number | undefined
  onSave(v: number): void
  hint?: string | undefined
}

/**
 * A number saved when the field is left. Something that is not a number (or nothing) is not
 * saved: the field shows the saved value again.
 */
export function NumberField({ id, label, value, step = 1, onSave, hint }: Props) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  return (
    <div className="field small-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        step={step}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          const n = Number(text)
          if (text.trim() !== '' && Number.isFinite(n) && n !== value) onSave(n)
          else setText(String(value))
        }}
        {...(hint ? { 'aria-describedby': `${id}-hint` } : {})}
      />
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  )
}
