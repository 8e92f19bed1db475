/**
 * "Bitte eine Version für die Apple Watch", "Would love Apple Watch support": a wish for the app
 * on a device, naming no other feature. Where the team keeps an Answer about that device
 * ("StrideRun has apps for Apple Watch…"), the Answer is the reply: thanks for the idea of a
 * thing the app already has, or says it cannot have, would mislead.
 */
import type { Point } from '../read/types'
import { BARE_VERSION } from './platform'

/**
 * The devices a wish names, when each feature it names is only the app on that device ("Apple
 * Watch support", "a version"): what an Answer about the device answers. None otherwise.
 */
export function wishedDevices(
  point: Point | undefined,
  features: readonly { text: string }[],
): string[] {
  const devices = (point?.things ?? []).filter((t) => t.kind === 'device').map((t) => t.text)
  const onlyDevice = features.every(
    (f) =>
      BARE_VERSION.test(f.text) ||
      devices.some((d) => f.text.toLowerCase().includes(d.toLowerCase())),
  )
  return onlyDevice ? devices : []
}
