import { SmtpError } from './errors'

/**
 * Network and TLS failures in plain words, from the error's code only: a message from the socket
 * or TLS layer can quote what the peer sent, and nothing the peer sent is repeated.
 */
const CONNECT_WORDS: Record<string, (host: string) => string> = {
  ENOTFOUND: (host) => `the name ${host} could not be found`,
  EAI_AGAIN: (host) => `the name ${host} could not be looked up right now`,
  ECONNREFUSED: () => 'nothing answers on that port; check the host and port',
  ETIMEDOUT: () => 'it did not answer in time',
  EHOSTUNREACH: () => 'that host cannot be reached from here',
  ENETUNREACH: () => 'that network cannot be reached from here',
  ECONNRESET: () => 'the connection was reset',
}

export function connectFailure(where: string, host: string, error: unknown): SmtpError {
  if (error instanceof SmtpError) return error
  const code = (error as NodeJS.ErrnoException | null)?.code ?? ''
  const words =
    CONNECT_WORDS[code]?.(host) ??
    (code ? `the connection failed (${code})` : 'the connection failed')
  return new SmtpError('connect_failed', `Could not connect to ${where}: ${words}.`)
}

const TLS_WORDS: [RegExp, (host: string) => string][] = [
  [/ALTNAME|HOSTNAME|IP_ADDRESS/, (host) => `its certificate is not for ${host}`],
  [/EXPIRED/, () => 'its certificate has expired'],
  [/NOT_YET_VALID/, () => 'its certificate is not valid yet'],
  [
    /SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|UNTRUSTED|CERT_CHAIN/,
    () => 'its certificate is not from an authority this computer trusts',
  ],
  [
    /WRONG_VERSION|EPROTO|UNKNOWN_PROTOCOL|PACKET_LENGTH/,
    () => 'the server did not answer with TLS (is this the STARTTLS port?)',
  ],
  [/ETIMEDOUT/, () => 'the handshake timed out'],
]

export function tlsFailure(where: string, host: string, error: unknown): SmtpError {
  if (error instanceof SmtpError) return error
  const code = String((error as NodeJS.ErrnoException | null)?.code ?? '')
  const words =
    TLS_WORDS.find(([pattern]) => pattern.test(code))?.[1](host) ??
    (code ? `the handshake failed (${code})` : 'the handshake failed')
  return new SmtpError('tls_failed', `The encrypted connection to ${where} failed: ${words}.`)
}
