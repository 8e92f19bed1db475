/** An API key as admins see it: never the key itself, only its prefix. */
export interface ApiKeyDto {
  id: string
  workspaceId: string
  name: string
  /** `rr_live_` + the first 4 characters, enough to tell keys apart. */
  prefix: string
  status: 'active' | 'revoked'
  createdAt: number
  createdByName: string | null
  /** Last authenticated request, to the minute (null: never used). */
  lastUsedAt: number | null
  revokedAt: number | null
}

/** Returned once, by `keys.create`: the raw key is never shown again. */
export interface NewApiKeyDto extends ApiKeyDto {
  key: string
  /** Base URL of the loopback API the example calls, e.g. `http://127.0.0.1:4747/api/v1`. */
  apiBaseUrl: string
  /** False when the API server is not running in this process (e.g. the CLI); the URL is then the default. */
  apiRunning: boolean
  /** A ready-to-paste command that lists the newest reviews with this key. */
  curlExample: string
}
