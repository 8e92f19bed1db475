/**
 * Reading a Google service-account JSON key. People pick the wrong file often (an OAuth client
 * file, a P12 export, a key mangled by copy-paste), so each case gets its own message.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto'
import { CoreError } from '../../errors'

export interface ServiceAccount {
  type: 'service_account'
  project_id: string
  private_key_id: string
  private_key: string
  client_email: string
  client_id: string | null
  token_uri: string
}

const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token'

const HOW_TO_GET_ONE =
  'Create one in Google Cloud Console → IAM & Admin → Service accounts → your account → Keys → Add key → Create new key → JSON.'

const bad = (message: string): CoreError =>
  new CoreError('INVALID_INPUT', message, 'serviceAccountJson')

function requiredString(obj: Record<string, unknown>, field: string): string {
  const value = obj[field]
  if (typeof value !== 'string' || value.trim() === '') {
    throw bad(
      `This service-account key has no "${field}". The file looks cut short or edited; download a fresh JSON key. ${HOW_TO_GET_ONE}`,
    )
  }
  return value.trim()
}

function checkTokenUri(value: unknown): string {
  if (value === undefined) return DEFAULT_TOKEN_URI
  let url: URL
  try {
    url = new URL(String(value))
  } catch {
    throw bad('The "token_uri" in this key is not a URL. Download a fresh JSON key.')
  }
  const loopback =
    url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]'
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw bad(
      'The "token_uri" in this key is not an https address; the key would be sent in the clear. Download a fresh JSON key.',
    )
  }
  return url.toString()
}

/** A PEM pasted through a form or a shell sometimes arrives with literal "\n" instead of line breaks. */
function repairPem(pem: string): string {
  return !pem.includes('\n') && pem.includes('\\n') ? pem.replace(/\\n/g, '\n') : pem
}

export function privateKeyObject(pem: string): KeyObject {
  return createPrivateKey({ key: pem, format: 'pem' })
}

function checkPrivateKey(raw: string): string {
  const pem = repairPem(raw)
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(pem)) {
    throw bad(
      `The "private_key" in this file is not a PEM private key (it should start with -----BEGIN PRIVATE KEY-----). Download a fresh JSON key. ${HOW_TO_GET_ONE}`,
    )
  }
  let key: KeyObject
  try {
    key = privateKeyObject(pem)
  } catch {
    throw bad(
      `The "private_key" in this file is damaged and cannot be read (often from copying or editing the file). Download a fresh JSON key. ${HOW_TO_GET_ONE}`,
    )
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw bad(
      `The "private_key" in this file is a ${key.asymmetricKeyType ?? 'non-RSA'} key; Google service-account keys are RSA. Download a fresh JSON key.`,
    )
  }
  // Keep it in the PKCS#8 form Google issues, whatever variant came in.
  return key.export({ type: 'pkcs8', format: 'pem' }).toString()
}

/** Validates a service-account key file's text; throws INVALID_INPUT with the fix in plain words. */
export function parseServiceAccount(json: string): ServiceAccount {
  let parsed: unknown
  try {
    parsed = JSON.parse(json.replace(/^\uFEFF/, ''))
  } catch {
    const hint = json.trimStart().startsWith('-----BEGIN')
      ? ' It looks like a bare PEM key; Google Play needs the whole JSON key file.'
      : ''
    throw bad(
      `This is not a JSON file.${hint} Pick the service-account key you downloaded as JSON (not P12). ${HOW_TO_GET_ONE}`,
    )
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw bad(`This JSON is not a service-account key. ${HOW_TO_GET_ONE}`)
  }
  const obj = parsed as Record<string, unknown>
  if ('installed' in obj || 'web' in obj) {
    throw bad(
      `This is an OAuth client file (client_secret…json), not a service-account key. Google Play's API needs a service account: ${HOW_TO_GET_ONE}`,
    )
  }
  if (obj.type !== 'service_account') {
    const kind = typeof obj.type === 'string' ? ` (its type is "${obj.type}")` : ''
    throw bad(`This JSON is not a service-account key${kind}. ${HOW_TO_GET_ONE}`)
  }
  const clientEmail = requiredString(obj, 'client_email')
  if (!/^[^@\s]+@[^@\s]+$/.test(clientEmail)) {
    throw bad('The "client_email" in this key is not an e-mail address. Download a fresh JSON key.')
  }
  return {
    type: 'service_account',
    project_id: requiredString(obj, 'project_id'),
    private_key_id: requiredString(obj, 'private_key_id'),
    private_key: checkPrivateKey(requiredString(obj, 'private_key')),
    client_email: clientEmail,
    client_id: typeof obj.client_id === 'string' ? obj.client_id : null,
    token_uri: checkTokenUri(obj.token_uri),
  }
}
