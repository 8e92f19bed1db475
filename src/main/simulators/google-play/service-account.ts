/** Service-account key files like the ones Google Cloud Console hands out, with a fresh RSA key. */
import { generateKeyPair, type KeyObject, createPublicKey } from 'node:crypto'
import { promisify } from 'node:util'

export interface ServiceAccountKeyFile {
  type: 'service_account'
  project_id: string
  private_key_id: string
  private_key: string
  client_email: string
  client_id: string
  auth_uri: string
  token_uri: string
  auth_provider_x509_cert_url: string
  client_x509_cert_url: string
  universe_domain: string
}

export interface GeneratedServiceAccount {
  keyFile: ServiceAccountKeyFile
  publicKey: KeyObject
}

const generate = promisify(generateKeyPair)

/**
 * RSA key generation takes up to a second on a small machine; simulators in one process reuse the
 * n-th key, so the n-th account of every simulator is the same identity with the same key.
 */
const keyPool: Promise<KeyObject>[] = []
const pooledKey = (index: number): Promise<KeyObject> =>
  (keyPool[index] ??= generate('rsa', { modulusLength: 2048 }).then(({ privateKey }) => privateKey))

export async function generateServiceAccount(options: {
  tokenUri: string
  /** Which account of the simulator this is (0 = the default one). */
  index: number
  projectId?: string
}): Promise<GeneratedServiceAccount> {
  const counter = options.index + 1
  const projectId = options.projectId ?? 'review-reply-demo'
  const name = `play-replies-${counter}`
  const privateKey = await pooledKey(options.index)
  const email = `${name}@${projectId}.iam.gserviceaccount.com`
  const keyFile: ServiceAccountKeyFile = {
    type: 'service_account',
    project_id: projectId,
    private_key_id: `${counter.toString(16).padStart(8, '0')}${'0a1b2c3d4e5f'.repeat(3)}`.slice(
      0,
      40,
    ),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: email,
    client_id: String(100000000000000000000n + BigInt(counter)),
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: options.tokenUri,
    auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
    client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(email)}`,
    universe_domain: 'googleapis.com',
  }
  return { keyFile, publicKey: createPublicKey(privateKey) }
}
