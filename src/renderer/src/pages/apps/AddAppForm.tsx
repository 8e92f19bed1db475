import { useState } from 'react'
import { call } from '../../api/client'
import type { AppDto } from '../../../../shared/dto/apps'

export function AddAppForm({
  workspaceId,
  onAdded,
  onCancel,
}: {
  workspaceId: string
  onAdded(app: AppDto): void
  onCancel(): void
}) {
  const [name, setName] = useState('')
  const [publisher, setPublisher] = useState('')
  const [appStoreId, setAppStoreId] = useState('')
  const [googlePlayPackage, setPackage] = useState('')
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    const result = await call('apps.add', {
      workspaceId,
      name,
      publisher,
      appStoreId,
      googlePlayPackage,
    })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    onAdded(result.value)
  }

  const fieldError = (field: string) =>
    error?.field === field ? (
      <p className="field-error" id={`${field}-error`} role="alert">
        {error.message}
      </p>
    ) : null

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
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="app-store-id">App Store app id</label>
          <input
            id="app-store-id"
            inputMode="numeric"
            value={appStoreId}
            onChange={(e) => setAppStoreId(e.target.value)}
            placeholder="1234567890"
            aria-describedby="app-store-id-hint"
          />
          <p className="hint" id="app-store-id-hint">
            The numeric Apple ID from App Store Connect → App Information.
          </p>
          {fieldError('appStoreId')}
        </div>
        <div className="field">
          <label htmlFor="google-play-package">Google Play package</label>
          <input
            id="google-play-package"
            value={googlePlayPackage}
            onChange={(e) => setPackage(e.target.value)}
            placeholder="com.example.notes"
            aria-describedby="package-hint"
          />
          <p className="hint" id="package-hint">
            As in the Play Store URL: ?id=com.example.notes
          </p>
          {fieldError('googlePlayPackage')}
        </div>
      </div>
      {error && !['name', 'appStoreId', 'googlePlayPackage'].includes(error.field ?? '') && (
        <p className="field-error" role="alert">
          {error.message}
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
