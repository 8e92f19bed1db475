import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** Format version 1: [0x01][12-byte IV][16-byte GCM tag][ciphertext]. Unknown versions fail closed. */
const VERSION = 1

export function seal(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body])
}

/** Returns null when the blob was not sealed with this key and AAD (or was tampered with). */
export function unseal(key: Buffer, blob: Buffer, aad: string): Buffer | null {
  if (blob.length < 29 || blob[0] !== VERSION) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(1, 13))
    decipher.setAAD(Buffer.from(aad, 'utf8'))
    decipher.setAuthTag(blob.subarray(13, 29))
    return Buffer.concat([decipher.update(blob.subarray(29)), decipher.final()])
  } catch {
    return null
  }
}
