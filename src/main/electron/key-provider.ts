import { safeStorage } from 'electron'
import { passphraseKeyProvider } from '../core/vault/passphrase-provider'
import type { KeyProvider } from '../core/vault/key-provider'
import { safeStorageProvider } from './safe-storage-provider'

/** Start-up stopped on purpose, with words meant for the person starting the app. */
export class StartRefused extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message)
  }
}

/** @internal Exported for tests. */
export const NO_KEYRING_MESSAGE =
  'Review Reply keeps your store keys and webhook secrets encrypted with your system keyring, ' +
  'but this desktop offers none: Electron would save them as plain text (its "basic_text" ' +
  'storage). Nothing was saved. Install or unlock a keyring (GNOME Keyring or KWallet) and ' +
  'start Review Reply again, or set REVIEW_REPLY_VAULT_PASSPHRASE to protect them with a ' +
  'passphrase instead.'

/**
 * What protects the vault's data key in the desktop app: a passphrase when the person set one,
 * else the OS keychain. Where the keychain is not real encryption (Linux `basic_text`, or none at
 * all) the app refuses to start and says why, instead of quietly keeping secrets in plain text.
 */
export function desktopKeyProvider(env: NodeJS.ProcessEnv = process.env): KeyProvider {
  const passphrase = env.REVIEW_REPLY_VAULT_PASSPHRASE
  if (passphrase) return passphraseKeyProvider(passphrase)
  const plainText =
    !safeStorage.isEncryptionAvailable() ||
    (process.platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text')
  if (plainText) throw new StartRefused('Review Reply needs a keyring', NO_KEYRING_MESSAGE)
  return safeStorageProvider()
}
