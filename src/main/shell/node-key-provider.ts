import { passphraseKeyProvider } from '../core/vault/passphrase-provider'
import { keyFileProvider } from '../core/vault/key-file-provider'
import type { KeyProvider } from '../core/vault/key-provider'
import { vaultKeyFile } from '../core/paths'

/** Outside Electron: a passphrase from the environment, else a generated key file (with a warning). */
export function nodeKeyProvider(dataDir: string, env: NodeJS.ProcessEnv = process.env): KeyProvider {
  const passphrase = env.REVIEW_REPLY_VAULT_PASSPHRASE
  if (passphrase) return passphraseKeyProvider(passphrase)
  return keyFileProvider(vaultKeyFile(dataDir))
}
