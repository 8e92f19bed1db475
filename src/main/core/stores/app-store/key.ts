import { createPrivateKey, type KeyObject } from 'node:crypto'
import { invalid } from '../../errors'

/** An App Store Connect API key as the connector uses it (the PEM never leaves the core). */
export interface AppStoreKey {
  keyId: string
  /** Null for individual keys, which sign with `sub: "user"` instead of an issuer. */
  issuerId: string | null
  individual: boolean
  privateKeyPem: string
}

const KEY_ID = /^[A-Z0-9]{10}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function normalizeKeyId(raw: string): string {
  const keyId = raw.trim().toUpperCase()
  if (!KEY_ID.test(keyId)) {
    throw invalid(
      'The key id is 10 letters and digits (for example 2X9R4HXF34), shown next to the key in App Store Connect → Users and Access → Integrations and in the file name AuthKey_<key id>.p8.',
      'keyId',
    )
  }
  return keyId
}

function normalizeIssuerId(raw: string): string {
  const issuerId = raw.trim().toLowerCase()
  if (!UUID.test(issuerId)) {
    throw invalid(
      'The issuer id is a UUID like 57246542-96fe-1a63-e053-0824d011072a, shown above the keys list in App Store Connect → Users and Access → Integrations.',
      'issuerId',
    )
  }
  return issuerId
}

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/

/**
 * Checks that the text is the `.p8` App Store Connect gives you (an EC P-256 private key in
 * PKCS#8 PEM) and returns it in a canonical PKCS#8 form. Every other file a person might pick by
 * mistake gets a message that names what it is.
 */
function parseAppStorePrivateKey(raw: string): { pem: string; key: KeyObject } {
  const text = raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trim()
  const field = 'privateKeyPem'
  if (text === '')
    throw invalid(
      'The private key file is empty. Pick the AuthKey_<key id>.p8 file you downloaded.',
      field,
    )
  if (text.startsWith('{')) {
    const googleish = /"type"\s*:\s*"service_account"|"private_key_id"/.test(text)
    throw invalid(
      googleish
        ? 'This is a Google Play service-account file (JSON), not an App Store Connect key. Connect it under Google Play; for the App Store pick the AuthKey_<key id>.p8 file.'
        : 'This is a JSON file, not an App Store Connect key. Pick the AuthKey_<key id>.p8 file you downloaded from App Store Connect.',
      field,
    )
  }
  const block = PEM_BLOCK.exec(text)
  if (!block) {
    throw invalid(
      text.includes('-----BEGIN')
        ? 'The key file is cut off or damaged (its BEGIN/END lines do not match). Download the key again if you can, or use the original file unchanged.'
        : 'This is not an App Store Connect key file. Pick the AuthKey_<key id>.p8 file you downloaded from App Store Connect (it starts with "-----BEGIN PRIVATE KEY-----").',
      field,
    )
  }
  const label = block[1] ?? ''
  if (label === 'CERTIFICATE' || label === 'PUBLIC KEY' || label === 'CERTIFICATE REQUEST') {
    throw invalid(
      `This file holds a ${label.toLowerCase()}, not a private key. Pick the AuthKey_<key id>.p8 file you downloaded from App Store Connect.`,
      field,
    )
  }
  if (label === 'ENCRYPTED PRIVATE KEY') {
    throw invalid(
      'This private key is password-protected. App Store Connect keys are not; use the original .p8 file.',
      field,
    )
  }
  if (label !== 'PRIVATE KEY' && label !== 'EC PRIVATE KEY') {
    throw invalid(
      `This file holds a "${label}" block, not an App Store Connect key. Pick the AuthKey_<key id>.p8 file.`,
      field,
    )
  }
  const base64 = (block[2] ?? '').replace(/\s+/g, '')
  if (base64 === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    throw invalid(
      'The key file is damaged (its contents are not valid base64). Use the original AuthKey_<key id>.p8 file unchanged.',
      field,
    )
  }
  let key: KeyObject
  try {
    key = createPrivateKey({ key: text, format: 'pem' })
  } catch {
    throw invalid(
      'The key file is damaged: it looks like a private key but cannot be read. Use the original AuthKey_<key id>.p8 file unchanged.',
      field,
    )
  }
  if (key.asymmetricKeyType !== 'ec') {
    const type = (key.asymmetricKeyType ?? 'unknown').toUpperCase()
    throw invalid(
      `This is an ${type} private key; App Store Connect keys are EC (P-256) keys. Pick the AuthKey_<key id>.p8 file from App Store Connect.`,
      field,
    )
  }
  const curve = key.asymmetricKeyDetails?.namedCurve
  if (curve !== 'prime256v1') {
    throw invalid(
      `This EC key uses the curve ${curve ?? 'unknown'}; App Store Connect keys use P-256. Pick the AuthKey_<key id>.p8 file from App Store Connect.`,
      field,
    )
  }
  const pem = key.export({ format: 'pem', type: 'pkcs8' }).toString()
  return { pem, key }
}

/** Validates every part of a key before it is stored. */
export function validateAppStoreKey(input: {
  issuerId?: string | undefined
  keyId: string
  privateKeyPem: string
  individual?: boolean | undefined
}): AppStoreKey & { key: KeyObject } {
  const individual = input.individual ?? false
  const keyId = normalizeKeyId(input.keyId)
  let issuerId: string | null = null
  if (!individual) {
    if (!input.issuerId || input.issuerId.trim() === '') {
      throw invalid(
        'A team key needs its issuer id (a UUID above the keys list in App Store Connect → Users and Access → Integrations). An individual key has none: connect it as an individual key (CLI: --individual).',
        'issuerId',
      )
    }
    issuerId = normalizeIssuerId(input.issuerId)
  } else if (input.issuerId && input.issuerId.trim() !== '') {
    throw invalid(
      'Individual keys have no issuer id; leave it empty or connect the key as a team key.',
      'issuerId',
    )
  }
  const { pem, key } = parseAppStorePrivateKey(input.privateKeyPem)
  return { keyId, issuerId, individual, privateKeyPem: pem, key }
}
