import { useState } from 'react'
import { TEMPLATE_VARIABLES, type ReplyTemplateDto } from '../../../../shared/dto/templates'
import { REVIEW_TOPIC_NAMES, type ReviewTopicName } from '../../../../shared/dto/webhooks'
import { ratingWords } from '../../../../shared/webhook-filters'
import { useMutation } from '../../hooks/useMutation'
import { ConfirmDialog } from '../../components/Dialog'
import { EmptyState } from '../../components/EmptyState'
import { InlineError, Loading } from '../../components/InlineError'
import { useCommand } from '../../hooks/useCommand'
import { useCan, useSession } from '../../store/session'
import { toast } from '../../store/toasts'
import { TOPIC_LABEL } from '../integrations/labels'

const RATINGS = [1, 2, 3, 4, 5] as const
const span = (t: ReplyTemplateDto) =>
  ratingWords(RATINGS.filter((r) => r >= t.minRating && r <= t.maxRating))

/** Reply templates: written by editors and admins, inserted from the reply editor ("t"). */
export function TemplatesPage() {
  const templatesDelete = useMutation('templates.delete')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const canEdit = useCan('editor')
  const list = useCommand('templates.list', { workspaceId }, { refreshOn: ['templates'] })
  const [editing, setEditing] = useState<ReplyTemplateDto | 'new' | null>(null)
  const [removing, setRemoving] = useState<ReplyTemplateDto | null>(null)

  const remove = async (t: ReplyTemplateDto) => {
    const result = await templatesDelete({ workspaceId, templateId: t.id })
    setRemoving(null)
    if (!result.ok) return toast.error(result.error.message)
    toast.success(`Template "${t.name}" deleted.`)
    void list.reload()
  }

  return (
    <div className="settings-section">
      <h2>Reply templates</h2>
      <p className="muted">
        Your own wordings for replies you write often, per language. Insert one from the reply
        editor with <strong>Templates</strong> or the <kbd>t</kbd> key; the built-in drafter also
        starts from a template that matches a review (same language, rating in range and, if the
        template names topics, one of them).
      </p>
      <details className="template-help">
        <summary>Variables</summary>
        <ul>
          {TEMPLATE_VARIABLES.map((v) => (
            <li key={v.name}>
              <code>{`{${v.name}}`}</code> — {v.what}
            </li>
          ))}
        </ul>
        <p className="hint">A variable without a value for a review is left out.</p>
      </details>
      {canEdit && editing === null && (
        <div className="section-actions">
          <button type="button" className="button primary" onClick={() => setEditing('new')}>
            Add template
          </button>
        </div>
      )}
      {editing !== null && (
        <TemplateForm
          workspaceId={workspaceId}
          template={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null)
            void list.reload()
          }}
        />
      )}
      <InlineError message={list.error} />
      {list.data === null ? (
        !list.error && <Loading />
      ) : list.data.length === 0 ? (
        <EmptyState title="No templates yet">
          <p>
            {canEdit
              ? 'Add one for a reply your team writes again and again, like an answer to crash reports.'
              : 'Editors and admins can add templates.'}
          </p>
        </EmptyState>
      ) : (
        <ul className="plain template-list" aria-label="Templates">
          {list.data.map((t) => (
            <li key={t.id} className="card template-card">
              <div className="template-head">
                <strong>{t.name}</strong>
                <span className="tag">{t.language}</span>
                <span className="muted small">
                  {span(t)}
                  {t.topics.length > 0 && ` · ${t.topics.map((x) => TOPIC_LABEL[x]).join(', ')}`}
                </span>
              </div>
              <p className="template-body">{t.body}</p>
              {canEdit && (
                <div className="toolbar">
                  <button type="button" className="button small" onClick={() => setEditing(t)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button small danger"
                    onClick={() => setRemoving(t)}
                  >
                    Delete…
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={`Delete the template "${removing.name}"?`}
          confirmLabel="Delete template"
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        >
          <p>Replies already written from it stay as they are.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}

function TemplateForm({
  workspaceId,
  template,
  onDone,
}: {
  workspaceId: string
  template: ReplyTemplateDto | null
  onDone(): void
}) {
  const templatesUpdate = useMutation('templates.update')
  const templatesCreate = useMutation('templates.create')

  const [name, setName] = useState(template?.name ?? '')
  const [language, setLanguage] = useState(template?.language ?? 'en')
  const [body, setBody] = useState(template?.body ?? '')
  const [minRating, setMin] = useState(template?.minRating ?? 1)
  const [maxRating, setMax] = useState(template?.maxRating ?? 5)
  const [topics, setTopics] = useState<ReviewTopicName[]>(template?.topics ?? [])
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    const fields = { name, language, body, minRating, maxRating, topics }
    const result = template
      ? await templatesUpdate({ workspaceId, templateId: template.id, ...fields })
      : await templatesCreate({ workspaceId, ...fields })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    toast.success(template ? 'Template saved.' : 'Template added.')
    onDone()
  }

  return (
    <form
      className="card form"
      onSubmit={submit}
      aria-label={template ? 'Edit template' : 'Add a template'}
    >
      <h3>{template ? `Edit "${template.name}"` : 'Add a template'}</h3>
      <div className="field-row">
        <div className="field">
          <label htmlFor="tpl-name">Name</label>
          <input
            id="tpl-name"
            required
            maxLength={80}
            value={name}
            placeholder="e.g. Crash after an update"
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error?.field === 'name'}
          />
        </div>
        <div className="field small-field">
          <label htmlFor="tpl-language">Language</label>
          <input
            id="tpl-language"
            required
            value={language}
            maxLength={20}
            aria-describedby="tpl-language-hint"
            onChange={(e) => setLanguage(e.target.value)}
            aria-invalid={error?.field === 'language'}
          />
          <p className="hint" id="tpl-language-hint">
            A code like en, de or pt.
          </p>
        </div>
        <div className="field small-field">
          <label htmlFor="tpl-min">Lowest rating</label>
          <select id="tpl-min" value={minRating} onChange={(e) => setMin(Number(e.target.value))}>
            {RATINGS.map((r) => (
              <option key={r} value={r}>
                {r}★
              </option>
            ))}
          </select>
        </div>
        <div className="field small-field">
          <label htmlFor="tpl-max">Highest rating</label>
          <select id="tpl-max" value={maxRating} onChange={(e) => setMax(Number(e.target.value))}>
            {RATINGS.map((r) => (
              <option key={r} value={r}>
                {r}★
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor="tpl-body">Text</label>
        <textarea
          id="tpl-body"
          required
          rows={5}
          value={body}
          aria-describedby="tpl-body-hint"
          placeholder="Hi {reviewer}, sorry that {app} {version} crashes. Please write to {support_contact}."
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={error?.field === 'body'}
        />
        <p className="hint" id="tpl-body-hint">
          Variables: {TEMPLATE_VARIABLES.map((v) => `{${v.name}}`).join(', ')}.
        </p>
      </div>
      <fieldset className="checks">
        <legend>Topics the drafter uses it for (none: any review in the rating range)</legend>
        <div className="filter-group">
          {REVIEW_TOPIC_NAMES.map((t) => (
            <label key={t} className="check">
              <input
                type="checkbox"
                checked={topics.includes(t)}
                onChange={() =>
                  setTopics((list) => (list.includes(t) ? list.filter((x) => x !== t) : [...list, t]))
                }
              />
              {TOPIC_LABEL[t]}
            </label>
          ))}
        </div>
      </fieldset>
      <InlineError message={error?.message ?? null} />
      <div className="form-actions">
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'Saving…' : template ? 'Save template' : 'Add template'}
        </button>
      </div>
    </form>
  )
}
