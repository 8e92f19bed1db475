/** Why a mail could not be sent, in words a person can act on. */
export type SmtpErrorCode =
  | 'connect_failed'
  | 'timeout'
  | 'tls_failed'
  | 'starttls_unavailable'
  | 'auth_unavailable'
  | 'auth_refused'
  | 'sender_refused'
  | 'recipient_refused'
  | 'message_refused'
  | 'protocol'
  | 'refused'

export class SmtpError extends Error {
  constructor(
    readonly code: SmtpErrorCode,
    message: string,
    /** The server's reply code, when it sent one. */
    readonly replyCode: number | null = null,
  ) {
    super(message)
    this.name = 'SmtpError'
  }
}
