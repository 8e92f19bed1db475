/** FNV-1a: a small, stable hash, so the same review and variant always read the same. */
function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * Picks one of `options` for a slot. Each slot starts from its own hash of the seed, and the
 * variant steps every slot forward by one, so "Regenerate" changes every slot that has a choice.
 */
export function pickIndex(length: number, seed: string, slot: string, variant: number): number {
  if (length <= 0) return -1
  return (hash32(`${seed}\u0000${slot}`) + variant) % length
}
