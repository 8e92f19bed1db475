import { useEffect, useState } from 'react'
import type { VoiceSettings } from '../../../../shared/dto/drafting'
import type { ProposedValue, VoiceProposalDto } from '../../../../shared/dto/voice-proposal'
import { useMutation } from '../../hooks/useMutation'
import { languageName } from '../../format'

const percent = (p: ProposedValue) => `${Math.round(p.share * 100)} %`

/**
 * What the team's published replies have in common (greeting, sign-off, contact line, length),
 * offered one by one: "Use" puts it in the form, and nothing changes until the voice is saved.
 */
export function VoiceProposals({
  workspaceId,
  appId,
  onAccept,
}: {
  workspaceId: string
  appId: string
  onAccept: (patch: Partial<VoiceSettings>) => void
}) {
  const voicePropose = useMutation('voice.propose')

  const [proposal, setProposal] = useState<VoiceProposalDto | null>(null)
  const [used, setUsed] = useState<Set<string>>(new Set())

  useEffect(() => {
    let live = true
    setUsed(new Set())
    void voicePropose({ workspaceId, appId: appId || null }).then((r) => {
      if (live && r.ok) setProposal(r.value)
    })
    return () => {
      live = false
    }
  }, [workspaceId, appId])

  if (!proposal) return null
  const rows: {
    key: string
    label: string
    shown: string
    patch: Partial<VoiceSettings>
    share: string
  }[] = []
  const { greeting, signOff, supportContact, length, language } = proposal
  const lang = language ? { language } : {}
  if (greeting)
    rows.push({
      key: 'greeting',
      label: 'Greeting',
      shown: greeting.value,
      share: percent(greeting),
      patch: { greeting: true, customGreeting: greeting.value, ...lang },
    })
  if (signOff)
    rows.push({
      key: 'signOff',
      label: 'Sign-off',
      shown: signOff.value,
      share: percent(signOff),
      patch: { signOff: signOff.value, ...lang },
    })
  if (supportContact)
    rows.push({
      key: 'contact',
      label: 'Contact line',
      shown: supportContact.value,
      share: percent(supportContact),
      patch: { supportContact: supportContact.value },
    })
  if (length)
    rows.push({
      key: 'length',
      label: 'Length',
      shown: `${length.value === 'medium' ? 'Medium' : 'Short'} (typically ${length.typicalCharacters} characters)`,
      share: 'median',
      patch: { length: length.value },
    })

  return (
    <section className="card" aria-label="Suggested from your replies">
      <h2>Suggested from your replies</h2>
      {rows.length === 0 ? (
        <p className="muted small">
          {proposal.basedOn === 0
            ? 'Once replies are on the stores, their greeting, sign-off and contact line are suggested here.'
            : `Read ${proposal.basedOn} published ${proposal.basedOn === 1 ? 'reply' : 'replies'}; no habit shows up often enough to suggest yet.`}
        </p>
      ) : (
        <>
          <p className="muted small">
            From your{' '}
            {proposal.basedOn === 1
              ? 'one published reply'
              : `${proposal.basedOn} latest published replies`}
            {proposal.external > 0
              ? `, ${proposal.external} of them written outside Review Reply`
              : ''}
            {language ? ` (${languageName(language)})` : ''}. “Use” fills in the form below; save
            the voice to keep it.
          </p>
          <dl className="facts">
            {rows.map((row) => (
              <div key={row.key}>
                <dt>
                  {row.label} <span className="muted small">({row.share})</span>
                </dt>
                <dd>
                  <span>{row.shown}</span>{' '}
                  <button
                    type="button"
                    className="button small"
                    disabled={used.has(row.key)}
                    aria-label={`Use the suggested ${row.label.toLowerCase()}`}
                    onClick={() => {
                      onAccept(row.patch)
                      setUsed((u) => new Set(u).add(row.key))
                    }}
                  >
                    {used.has(row.key) ? 'Used' : 'Use'}
                  </button>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  )
}
