export type MailSecurity = 'starttls' | 'tls' | 'none'

/** The e-mail channel of a workspace. The password never leaves the core: only whether one is set. */
export interface EmailSettingsDto {
  /** Send each weekly digest by e-mail. */
  enabled: boolean
  host: string
  port: number
  security: MailSecurity
  user: string
  hasPassword: boolean
  from: string
  recipients: string[]
  /** The last digest e-mail: when it went out, or why it did not. */
  lastSentAt: number | null
  lastError: string | null
}

export interface EmailTestResultDto {
  sentTo: string[]
}
