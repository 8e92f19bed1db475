import { createHash, timingSafeEqual } from 'node:crypto'

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex')

/** Constant-time comparison of two strings (false on length mismatch without early exit on content). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  if (x.length !== y.length) {
    timingSafeEqual(x, x)
    return false
  }
  return timingSafeEqual(x, y)
}
