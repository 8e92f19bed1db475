/**
 * People paste store links rather than ids: take the id from them. Anything that is not such a
 * link is returned unchanged (trimmed), for the schema to accept or refuse in plain words.
 */

/** `https://apps.apple.com/us/app/notes/id987654321?mt=8` → `987654321`. */
export function appStoreIdFrom(text: string): string {
  const trimmed = text.trim()
  const match = /^(?:https?:\/\/)?(?:apps|itunes)\.apple\.com\/.*?\/id(\d{6,12})(?:[/?#].*)?$/i.exec(trimmed)
  return match?.[1] ?? trimmed
}

/** `https://play.google.com/store/apps/details?id=com.example.app&hl=en` → `com.example.app`. */
export function googlePlayPackageFrom(text: string): string {
  const trimmed = text.trim()
  if (!/^(?:https?:\/\/)?play\.google\.com\//i.test(trimmed)) return trimmed
  try {
    const url = new URL(/^https?:/i.test(trimmed) ? trimmed : `https://${trimmed}`)
    return url.searchParams.get('id')?.trim() || trimmed
  } catch {
    return trimmed
  }
}

/** `AuthKey_2X9R4HXF34.p8` (as App Store Connect names the download) → `2X9R4HXF34`. */
export function appStoreKeyIdFromFileName(fileName: string): string | null {
  return /^AuthKey_([A-Z0-9]{8,12})(?: \(\d+\))?\.p8$/i.exec(fileName.trim())?.[1]?.toUpperCase() ?? null
}
