/**
 * Where one language clearly dominates reviews from a store territory. App Store reviews carry a
 * territory (ISO 3166 alpha-3, e.g. "DEU") but no language, so a too-short text falls back to
 * this. Multilingual territories (CH, BE, CA, IN, UA, ...) are left out on purpose.
 */
const BY_ALPHA2: Record<string, string> = {
  US: 'en', GB: 'en', AU: 'en', NZ: 'en', IE: 'en',
  DE: 'de', AT: 'de', FR: 'fr', IT: 'it', ES: 'es', MX: 'es', AR: 'es', CO: 'es', CL: 'es',
  PE: 'es', VE: 'es', EC: 'es', UY: 'es', BR: 'pt', PT: 'pt', NL: 'nl', SE: 'sv', DK: 'da',
  NO: 'nb', FI: 'fi', PL: 'pl', CZ: 'cs', SK: 'sk', HU: 'hu', RO: 'ro', GR: 'el', TR: 'tr',
  RU: 'ru', JP: 'ja', KR: 'ko', CN: 'zh', TW: 'zh-Hant', HK: 'zh-Hant', TH: 'th', VN: 'vi',
  ID: 'id', SA: 'ar', AE: 'ar', EG: 'ar', IL: 'he',
}

const ALPHA3_TO_2: Record<string, string> = {
  USA: 'US', GBR: 'GB', AUS: 'AU', NZL: 'NZ', IRL: 'IE', DEU: 'DE', AUT: 'AT', FRA: 'FR',
  ITA: 'IT', ESP: 'ES', MEX: 'MX', ARG: 'AR', COL: 'CO', CHL: 'CL', PER: 'PE', VEN: 'VE',
  ECU: 'EC', URY: 'UY', BRA: 'BR', PRT: 'PT', NLD: 'NL', SWE: 'SE', DNK: 'DK', NOR: 'NO',
  FIN: 'FI', POL: 'PL', CZE: 'CZ', SVK: 'SK', HUN: 'HU', ROU: 'RO', GRC: 'GR', TUR: 'TR',
  RUS: 'RU', JPN: 'JP', KOR: 'KR', CHN: 'CN', TWN: 'TW', HKG: 'HK', THA: 'TH', VNM: 'VN',
  IDN: 'ID', SAU: 'SA', ARE: 'AE', EGY: 'EG', ISR: 'IL',
}

export function languageOfTerritory(territory: string | null | undefined): string | null {
  if (!territory) return null
  const t = territory.trim().toUpperCase()
  const alpha2 = t.length === 3 ? ALPHA3_TO_2[t] : t
  return alpha2 ? (BY_ALPHA2[alpha2] ?? null) : null
}
