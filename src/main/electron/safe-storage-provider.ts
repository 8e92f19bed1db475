import { safeStorage } from 'electron'
import { CoreError } from '../core/errors'
import type { KeyProvider } from '../core/vault/key-provider'

/**
 * The vault's data key protected by the OS keychain (Keychain, DPAPI, libsecret/kwallet). Only
 * used once ./key-provider has checked that the keychain really encrypts.
 */
export function safeStorageProvider(): KeyProvider {
  return {
    id: 'safe_storage',
    description: "the operating system's keychain",
    wrap(dataKey) {
      return { wrapped: safeStorage.encryptString(dataKey.toString('base64')), params: {} }
    },
    unwrap(wrapped) {
      try {
        return Buffer.from(safeStorage.decryptString(wrapped), 'base64')
      } catch {
        throw new CoreError(
          'UNAVAILABLE',
          "The OS keychain could not unlock Review Reply's secrets (another user account or machine?). Reconnect the stores, or restore the keychain.",
        )
      }
    },
  }
}
