import { useState } from 'react'
import { useMutation } from '../../hooks/useMutation'
import type { AppDto } from '../../../../shared/dto/apps'
import type { CommandError } from '../../../../shared/result'
import { appStoreIdFrom, googlePlayPackageFrom } from '../../../../shared/store-ids'
import { fieldErrors } from '../../components/fieldErrors'

const FIELDS = ['name', 'publisher', 'appStoreId', 'googlePlayPackage'] as const

export function AddAppForm({
  workspaceId,
  onAdded,
  onCancel,
}: {
  workspaceId: string
  onAdded(app: AppDto): void
  onCancel(): void
}) {
  const appsAdd = useMutation('apps.add')

  const [name, setName] = useState('')
  const [publisher, setPublisher] = useState('')
  const [appStoreId, setAppStoreId] = useState('')
  const [googlePlayPackage, setPackage] = useState('')
  const [error, setError] = useState<CommandError | null>(null)
  const errors = fieldErrors(error, FIELDS)
  const [busy, setBusy] = useState(false)

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    const result = await appsAdd({
      workspaceId,
      name,
      publisher,
      appStoreId,
      googlePlayPackage,
    })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    setError(null)
    onAdded(result.value)
  }

  const fieldError = (field: string) => {
    const message = errors.atField(field)
    return message ? (
      <p className="field-error" id={`${field}-error`} role="alert">
        {message}
      </p>
    ) : null
  }

  return (
    <form className="card form" onSubmit={submit} aria-label="Add an app">
      <h2>Add an app</h2>
      <div className="field">
        <label htmlFor="app-name">App name</label>
        <input
          id="app-name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Notes Pro"
        />
        {fieldError('name')}
      </div>
      <div className="field">
        <label htmlFor="app-publisher">Publisher (optional)</label>
        <input
          id="app-publisher"
          value={publisher}
          onChange={(e) => setPublisher(e.target.value)}
          placeholder="Acme Apps Ltd"
        />
        {fieldError('publisher')}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="app-store-id">App Store app id</label>
          <input
            id="app-store-id"
            inputMode="numeric"
            value={appStoreId}
            onChange={(e) => setAppStoreId(e.target.value)}
            // A pasted App Store link becomes its id, so the person sees what is saved.
            onBlur={() => setAppStoreId(appStoreIdFrom(appStoreId))}
            placeholder="1234567890 or an apps.apple.com link"
            aria-describedby="app-store-id-hint"
          />
          <p className="hint" id="app-store-id-hint">
            The numeric Apple ID from App Store Connect → App Information, or paste the app’s
            App Store link.
          </p>
          {fieldError('appStoreId')}
        </div>
        <div className="field">
          <label htmlFor="google-play-package">Google Play package</label>
          <input
            id="google-play-package"
            value={googlePlayPackage}
            onChange={(e) => setPackage(e.target.value)}
            onBlur={() => setPackage(googlePlayPackageFrom(googlePlayPackage))}
            placeholder="com.example.notes or a play.google.com link"
            aria-describedby="package-hint"
          />
          <p className="hint" id="package-hint">
            As in the Play Store URL (?id=com.example.notes); pasting the link works too.
          </p>
          {fieldError('googlePlayPackage')}
        </div>
      </div>
      {errors.general && (
        <p className="field-error" role="alert">
          {errors.general}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button primary" disabled={busy || !name.trim()}>
          {busy ? 'Adding…' : 'Add app'}
        </button>
      </div>
    </form>
  )
}
