import { isService } from '../read/things/qualifiers'
import type { Where } from './plan'

/**
 * "Đồng bộ Strava hay mất buổi chạy", "Garmin sync drops runs": the sync line says the sync
 * already, so the feature's own name is dropped; the service it syncs with is what the reviewer
 * named, and the line keeps it ("… không hoạt động như mong đợi với Strava"). Null when the
 * feature names no service.
 */
function syncedWith(feature: string): string | null {
  const word = feature.split(/[\s\u00a0]+/u).find((w) => isService(w.replace(/\p{P}+$/u, '')))
  if (!word) return null
  const name = word.replace(/\p{P}+$/u, '')
  // Typed in lower case ("dong bo garmin"), a brand is still written as the brand.
  return name === name.toLowerCase() ? name.charAt(0).toUpperCase() + name.slice(1) : name
}

/** Where a sync fault happens, with the service kept as the feature where one is named. */
export function syncPlace(place: Where, feature: string): Where {
  const { feature: _feature, ...rest } = place
  const service = syncedWith(feature)
  return service ? { ...rest, feature: service } : rest
}
