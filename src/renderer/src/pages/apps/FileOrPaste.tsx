import { useId } from 'react'

/** A key file picked from disk or pasted; the content stays in this form until submitted. */
export function FileOrPaste({
  label,
  accept,
  value,
  onChange,
  placeholder,
  hint,
}: {
  label: string
  accept: string
  value: string
  /** `fileName` when the text came from a picked file (e.g. to read a key id from its name). */
  onChange(text: string, fileName?: string): void
  placeholder: string
  hint: string
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={`${id}-text`}>{label}</label>
      <input
        type="file"
        accept={accept}
        aria-label={`Choose the ${label.toLowerCase()} file`}
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) void file.text().then((text) => onChange(text, file.name))
        }}
      />
      <textarea
        id={`${id}-text`}
        rows={4}
        spellCheck={false}
        autoComplete="off"
        className="mono"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  )
}
