import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/open'
import { vaultKeys } from '../db/schema'
import { replacingSecretsOnDisk } from '../db/secure-delete'
import { CoreError } from '../errors'
import { seal, unseal } from './aead'
import type { KeyProvider } from './key-provider'

const PROVIDER_NAMES: Record<string, string> = {
  safe_storage: "the desktop app's OS keychain",
  passphrase: 'a passphrase (REVIEW_REPLY_VAULT_PASSPHRASE)',
  key_file: 'a key file in the data folder',
}

/**
 * Envelope encryption: secrets are sealed with a random AES-256-GCM data key; the data key is
 * stored only wrapped by the key provider. Every secret is bound to its owner id through the AAD,
 * so a blob copied onto another row does not decrypt.
 */
export class Vault {
  private constructor(
    private readonly dataKey: Buffer,
    readonly provider: KeyProvider,
    /** True when this start created the data key: a new installation. */
    readonly created: boolean,
  ) {}

  static open(db: Db, provider: KeyProvider, now: number): Vault {
    const row = db.select().from(vaultKeys).where(eq(vaultKeys.provider, provider.id)).get()
    if (row) {
      const params = JSON.parse(row.params) as Record<string, unknown>
      const dataKey = provider.unwrap(row.wrappedKey, params)
      const upgraded = provider.rewrap?.(dataKey, params)
      if (upgraded) {
        // The weaker wrapping must not linger in free pages or the WAL, where it could be attacked.
        replacingSecretsOnDisk(db.$client, () =>
          db.update(vaultKeys)
            .set({ wrappedKey: upgraded.wrapped, params: JSON.stringify(upgraded.params) })
            .where(eq(vaultKeys.provider, provider.id))
            .run(),
        )
      }
      return new Vault(dataKey, provider, false)
    }
    const others = db.select({ provider: vaultKeys.provider }).from(vaultKeys).all()
    if (others.length > 0) {
      const names = others.map((o) => PROVIDER_NAMES[o.provider] ?? o.provider).join(', ')
      throw new CoreError(
        'UNAVAILABLE',
        `The secrets in this data folder are protected by ${names}, not by ${provider.description}. Start the app the same way as before (for a shared folder, set the same REVIEW_REPLY_VAULT_PASSPHRASE everywhere).`,
      )
    }
    const dataKey = randomBytes(32)
    const { wrapped, params } = provider.wrap(dataKey)
    db.insert(vaultKeys)
      .values({ provider: provider.id, wrappedKey: wrapped, params: JSON.stringify(params), createdAt: now })
      .run()
    return new Vault(dataKey, provider, true)
  }

  /**
   * The unwrapped data key, for the app's own work thread only (same process, memory only): an
   * OS keychain cannot be reached from a worker thread. Never write it anywhere or log it.
   */
  dataKeyForWorkThread(): Buffer {
    return Buffer.from(this.dataKey)
  }

  seal(plaintext: string, boundTo: string): Buffer {
    return seal(this.dataKey, Buffer.from(plaintext, 'utf8'), boundTo)
  }

  open(blob: Buffer, boundTo: string): string {
    const plain = unseal(this.dataKey, blob, boundTo)
    if (!plain) throw new CoreError('UNAVAILABLE', 'A stored secret could not be decrypted.')
    return plain.toString('utf8')
  }
}
