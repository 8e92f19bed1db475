/**
 * Protects the vault's data key. The Electron shell supplies one backed by the OS keychain
 * (safeStorage); outside Electron the key comes from a passphrase or, failing that, a key file.
 */
export interface KeyProvider {
  /** Stable name stored beside the wrapped key: 'safe_storage', 'passphrase', 'key_file'. */
  readonly id: string
  /** Plain words for the UI and logs: what protects the secrets, and any caveat. */
  readonly description: string
  readonly warning?: string
  wrap(dataKey: Buffer): { wrapped: Buffer; params: Record<string, unknown> }
  /** Throws a CoreError when the key cannot be unwrapped (wrong passphrase, other machine). */
  unwrap(wrapped: Buffer, params: Record<string, unknown>): Buffer
  /** A fresh wrapping when the stored one is below today's standard (e.g. an older scrypt cost); null when current. */
  rewrap?(dataKey: Buffer, params: Record<string, unknown>): { wrapped: Buffer; params: Record<string, unknown> } | null
}
