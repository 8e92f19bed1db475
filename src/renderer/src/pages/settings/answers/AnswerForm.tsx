import { useEffect, useRef, useState } from 'react'
import { ANSWER_LIMITS, type AnswerDto } from '../../../../../shared/dto/answers'
import type { AppDto } from '../../../../../shared/dto/apps'
import type { CommandError } from '../../../../../shared/result'
import { useMutation } from '../../../hooks/useMutation'
import { fieldErrors } from '../../../components/fieldErrors'
import { formatNumber, languageName } from '../../../format'
import { toast } from '../../../store/toasts'
import { PhraseList } from './PhraseList'

/** Each field the core may name, and the control it belongs to (focused when it is wrong). */
const CONTROL = {
  title: 'answer-title',
  appId: 'answer-app',
  language: 'answer-language',
  keywords: 'answer-keywords',
  examples: 'answer-examples',
  body: 'answer-body',
} as const
const FIELDS = Object.keys(CONTROL)

/** Add or edit one Answer. Problems the core finds are shown at their fields, all at once. */
export function AnswerForm({
  workspaceId,
  answer,
  apps,
  languages,
  start = {},
  onDone,
}: {
  workspaceId: string
  answer: AnswerDto | null
  apps: AppDto[]
  /** Language codes to suggest (those the team already writes in). */
  languages: string[]
  /** For a new Answer: the app and language the page is filtered to. */
  start?: { appId?: string | null; language?: string }
  onDone(saved: AnswerDto | null): void
}) {
  const answersUpdate = useMutation('answers.update')
  const answersCreate = useMutation('answers.create')

  const [appId, setAppId] = useState<string | null>(answer ? answer.appId : (start.appId ?? null))
  const [language, setLanguage] = useState(answer?.language ?? start.language ?? 'en')
  const [title, setTitle] = useState(answer?.title ?? '')
  const [keywords, setKeywords] = useState<string[]>(answer?.keywords ?? [])
  const [examples, setExamples] = useState<string[]>(answer?.examples ?? [])
  const [body, setBody] = useState(answer?.body ?? '')
  const [error, setError] = useState<CommandError | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const errors = fieldErrors(error, FIELDS)

  // The first field in error gets the focus, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    const first = FIELDS.find((f) => errors.atField(f) !== null) as keyof typeof CONTROL | undefined
    if (first) form.current?.querySelector<HTMLElement>(`#${CONTROL[first]}`)?.focus()
  }, [error])

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    const fields = { appId, language, title, keywords, examples, body }
    const result = answer
      ? await answersUpdate({ workspaceId, answerId: answer.id, ...fields })
      : await answersCreate({ workspaceId, ...fields })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    setError(null)
    toast.success(
      answer ? `Answer "${result.value.title}" saved.` : `Answer "${result.value.title}" added.`,
    )
    onDone(result.value)
  }

  const invalid = (field: keyof typeof CONTROL) => errors.atField(field) !== null
  const describedBy = (field: keyof typeof CONTROL, hint = false) =>
    [hint ? `${CONTROL[field]}-hint` : null, invalid(field) ? `${CONTROL[field]}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined
  const fieldError = (field: keyof typeof CONTROL) => {
    const message = errors.atField(field)
    return message ? (
      <p className="field-error" id={`${CONTROL[field]}-error`} role="alert">
        {message}
      </p>
    ) : null
  }
  const heading = answer ? `Edit "${answer.title}"` : 'Add an Answer'

  return (
    <form
      ref={form}
      className="card form"
      onSubmit={submit}
      aria-label={answer ? 'Edit Answer' : 'Add an Answer'}
    >
      <h3>{heading}</h3>
      <div className="field">
        <label htmlFor="answer-title">Title</label>
        <input
          id="answer-title"
          required
          autoFocus
          maxLength={ANSWER_LIMITS.title}
          value={title}
          placeholder="e.g. Export a note as PDF"
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={invalid('title')}
          aria-describedby={describedBy('title')}
        />
        {fieldError('title')}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="answer-app">App</label>
          <select
            id="answer-app"
            value={appId ?? ''}
            onChange={(e) => setAppId(e.target.value || null)}
            aria-invalid={invalid('appId')}
            aria-describedby={describedBy('appId')}
          >
            <option value="">Every app</option>
            {apps.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          {fieldError('appId')}
        </div>
        <div className="field small-field">
          <label htmlFor="answer-language">Language</label>
          <input
            id="answer-language"
            required
            maxLength={35}
            list="answer-language-options"
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
            aria-invalid={invalid('language')}
            aria-describedby={describedBy('language', true)}
          />
          <datalist id="answer-language-options">
            {languages.map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </datalist>
          <p className="hint" id="answer-language-hint">
            A code like en, de or pt; pt-BR for Brazil only.
          </p>
          {fieldError('language')}
        </div>
      </div>
      <PhraseList
        id="answer-keywords"
        legend="Keywords"
        noun="keyword"
        items={keywords}
        onChange={setKeywords}
        splitAtCommas
        hint="Words and phrases that mark a question this Answer covers, like PDF or export."
        error={errors.atField('keywords')}
      />
      <PhraseList
        id="answer-examples"
        legend="Example questions"
        noun="example question"
        items={examples}
        onChange={setExamples}
        hint="Questions as reviewers ask them, like “How do I get a PDF of a note?”"
        error={errors.atField('examples')}
      />
      <div className="field">
        <label htmlFor="answer-body">Answer text</label>
        <textarea
          id="answer-body"
          required
          rows={5}
          maxLength={ANSWER_LIMITS.body}
          value={body}
          placeholder="Open the note, tap Share and choose PDF."
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={invalid('body')}
          aria-describedby={describedBy('body', true)}
        />
        <p className="hint" id="answer-body-hint">
          Goes into public replies as it is written. {formatNumber(body.length)} /{' '}
          {formatNumber(ANSWER_LIMITS.body)} characters.
        </p>
        {fieldError('body')}
      </div>
      {errors.general && (
        <p className="field-error" role="alert">
          {errors.general}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={() => onDone(null)}>
          Cancel
        </button>
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'Saving…' : answer ? 'Save Answer' : 'Add Answer'}
        </button>
      </div>
    </form>
  )
}
