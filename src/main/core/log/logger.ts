/** Structured logs that never carry secrets: values under secret-looking keys are redacted. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

const SECRET_KEY =
  /secret|token|password|passphrase|private|authorization|cookie|api_?key|assertion/i
// Raw keys and tokens that might sit inside a message string.
const SECRET_VALUE =
  /(rr_live_[A-Za-z0-9]+|whsec_[A-Za-z0-9+/=]+|Bearer\s+[A-Za-z0-9._~+/=-]+|-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----)/g

/** A message with raw keys and tokens taken out, for logs and for words shown to people. */
export const redactSecrets = (text: string): string => text.replace(SECRET_VALUE, '[redacted]')

function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value)
  if (depth > 4 || value === null || typeof value !== 'object') return value
  if (value instanceof Error) return redact(value.message, depth)
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1),
    ]),
  )
}

export function createLogger(
  write: (line: string) => void,
  clock: () => number = Date.now,
): Logger {
  const emit = (level: string, message: string, fields?: Record<string, unknown>) =>
    write(
      JSON.stringify({
        t: new Date(clock()).toISOString(),
        level,
        msg: redact(message),
        ...(fields ? (redact(fields) as object) : {}),
      }),
    )
  return {
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  }
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }
