import { useState } from 'react'
import type { AnswerDto } from '../../../../../shared/dto/answers'
import { useMutation } from '../../../hooks/useMutation'
import { ConfirmDialog } from '../../../components/Dialog'
import { EmptyState } from '../../../components/EmptyState'
import { FilterField } from '../../../components/FilterField'
import { InlineError, Loading } from '../../../components/InlineError'
import { languageName } from '../../../format'
import { useCommand } from '../../../hooks/useCommand'
import { useAppList } from '../../../store/apps'
import { useCan, useSession } from '../../../store/session'
import { toast } from '../../../store/toasts'
import { AnswerCard } from './AnswerCard'
import { AnswerForm } from './AnswerForm'
import { filterAnswers, groupAnswers, primaryOf, type AppFilter } from './groups'

const EXPLAINER =
  'When a review asks a question an Answer covers, the draft uses its text; otherwise the draft keeps an [answer: …] slot for you to fill.'

function appFilterOf(value: string): AppFilter {
  if (value === '') return { kind: 'any' }
  if (value === 'all') return { kind: 'everyApp' }
  return { kind: 'app', appId: value }
}

/** Settings → Answers: the team's replies to common questions, per app and language. */
export function AnswersPage() {
  const answersRemove = useMutation('answers.remove')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const canEdit = useCan('editor')
  const apps = useAppList(workspaceId) ?? []
  const list = useCommand('answers.list', { workspaceId }, { refreshOn: ['answers', 'apps'] })
  const [appValue, setAppValue] = useState('')
  const [language, setLanguage] = useState('')
  const [editing, setEditing] = useState<AnswerDto | 'new' | null>(null)
  const [removing, setRemoving] = useState<AnswerDto | null>(null)

  const all = list.data ?? []
  const app = appFilterOf(appValue)
  const shown = filterAnswers(all, app, language)
  const languages = [...new Set(all.map((a) => primaryOf(a.language)))].sort()

  const remove = async (a: AnswerDto) => {
    const result = await answersRemove({ workspaceId, answerId: a.id })
    setRemoving(null)
    if (!result.ok) return toast.error(result.error.message)
    toast.success(`Answer "${a.title}" removed.`)
    void list.reload()
  }

  return (
    <div className="settings-section">
      <h2>Answers</h2>
      <p className="muted">
        Your team’s replies to questions reviewers ask again and again (“Can I export to PDF?”), per
        app and language. {EXPLAINER}
      </p>
      {!canEdit && (
        <p className="note">You can read Answers; editors and admins add and change them.</p>
      )}
      {canEdit && editing === null && (
        <div className="section-actions">
          <button type="button" className="button primary" onClick={() => setEditing('new')}>
            Add Answer
          </button>
        </div>
      )}
      {editing !== null && (
        <AnswerForm
          key={editing === 'new' ? 'new' : editing.id}
          workspaceId={workspaceId}
          answer={editing === 'new' ? null : editing}
          apps={apps}
          languages={[...new Set(['en', ...all.map((a) => a.language)])].sort()}
          start={{
            appId: app.kind === 'app' ? app.appId : null,
            ...(language ? { language } : {}),
          }}
          onDone={(saved) => {
            setEditing(null)
            if (saved) void list.reload()
          }}
        />
      )}
      {all.length > 0 && (
        <div className="filter-row answer-filters" role="group" aria-label="Filter Answers">
          <FilterField label="App">
            {(id) => (
              <select id={id} value={appValue} onChange={(e) => setAppValue(e.target.value)}>
                <option value="">All Answers</option>
                <option value="all">Only those for every app</option>
                {apps.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name} (with those for every app)
                  </option>
                ))}
              </select>
            )}
          </FilterField>
          <FilterField label="Language">
            {(id) => (
              <select id={id} value={language} onChange={(e) => setLanguage(e.target.value)}>
                <option value="">Every language</option>
                {languages.map((l) => (
                  <option key={l} value={l}>
                    {languageName(l)} ({l})
                  </option>
                ))}
              </select>
            )}
          </FilterField>
        </div>
      )}
      <InlineError message={list.error} />
      {list.data === null ? (
        !list.error && <Loading />
      ) : all.length === 0 ? (
        <EmptyState title="No Answers yet">
          <p>{EXPLAINER}</p>
          <p>
            {canEdit
              ? 'Add one for a question you answer often, like how to export, restore a purchase or delete an account.'
              : 'Editors and admins can add Answers.'}
          </p>
        </EmptyState>
      ) : shown.length === 0 ? (
        <p className="muted" role="status">
          No Answers for this app and language.
        </p>
      ) : (
        <div className="answer-groups">
          {groupAnswers(shown).map((group) => (
            <section key={group.key} aria-labelledby={`answers-${group.key}`}>
              <h3 id={`answers-${group.key}`}>{group.appName}</h3>
              {group.languages.map(({ language: tag, answers }) => (
                <div key={tag} className="answer-language">
                  <h4>
                    {languageName(tag)} <span className="muted small">({tag})</span>
                  </h4>
                  <ul
                    className="plain template-list"
                    aria-label={`Answers for ${group.appName} in ${languageName(tag)}`}
                  >
                    {answers.map((a) => (
                      <AnswerCard
                        key={a.id}
                        answer={a}
                        canEdit={canEdit}
                        onEdit={() => setEditing(a)}
                        onRemove={() => setRemoving(a)}
                      />
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove the Answer "${removing.title}"?`}
          confirmLabel="Remove Answer"
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        >
          <p>
            Drafts already written with it stay as they are. New drafts for this question keep an
            [answer: …] slot until someone fills it.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
