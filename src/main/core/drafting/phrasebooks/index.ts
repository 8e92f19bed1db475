import { languageName } from '../language/names'
import { af } from './af'
import { am } from './am'
import { ar } from './ar'
import { az } from './az'
import { be } from './be'
import { bg } from './bg'
import { bn } from './bn'
import { ca } from './ca'
import { cs } from './cs'
import { da } from './da'
import { de } from './de'
import { el } from './el'
import { en } from './en'
import { es } from './es'
import { et } from './et'
import { eu } from './eu'
import { fa } from './fa'
import { fi } from './fi'
import { fil } from './fil'
import { fr } from './fr'
import { gl } from './gl'
import { gu } from './gu'
import { he } from './he'
import { hi } from './hi'
import { hr } from './hr'
import { hu } from './hu'
import { hy } from './hy'
import { id } from './id'
import { is } from './is'
import { it } from './it'
import { ja } from './ja'
import { ka } from './ka'
import { kk } from './kk'
import { km } from './km'
import { kn } from './kn'
import { ko } from './ko'
import { ky } from './ky'
import { lo } from './lo'
import { lt } from './lt'
import { lv } from './lv'
import { mk } from './mk'
import { ml } from './ml'
import { mn } from './mn'
import { mr } from './mr'
import { ms } from './ms'
import { my } from './my'
import { nb } from './nb'
import { ne } from './ne'
import { nl } from './nl'
import { or } from './or'
import { pa } from './pa'
import { pl } from './pl'
import { pt } from './pt'
import { rm } from './rm'
import { ro } from './ro'
import { ru } from './ru'
import { si } from './si'
import { sk } from './sk'
import { sl } from './sl'
import { sq } from './sq'
import { sr } from './sr'
import { sv } from './sv'
import { sw } from './sw'
import { ta } from './ta'
import { te } from './te'
import { th } from './th'
import { tr } from './tr'
import type { Phrasebook } from './types'
import { uk } from './uk'
import { ur } from './ur'
import { uz } from './uz'
import { vi } from './vi'
import { zh } from './zh'
import { zhHant } from './zh-hant'
import { zu } from './zu'

const BOOKS: readonly Phrasebook[] = [
  en, es, pt, fr, de, it, ja, ko, zh, zhHant, ru, tr, ar, hi, id, vi, th, pl, nl, sv, uk, da, nb,
  ro, ca, hr, cs, sk, sl, fi, et, hu, lt, lv, el, bg, mk, sr, be, kk, ky, mn, he, fa, ur, am, hy,
  ka, az, uz, af, eu, fil, gl, is, ms, sq, sw, zu, rm, bn, gu, kn, ml, mr, ne, or, pa, si, ta, te,
  km, lo, my,
]

const BY_CODE = new Map(BOOKS.map((b) => [b.code, b]))

/** The phrasebook for a normalized tag (`pt`, `zh-Hant`), or null when the language is not covered. */
export function phrasebookFor(tag: string | null): Phrasebook | null {
  if (!tag) return null
  return BY_CODE.get(tag) ?? BY_CODE.get(tag.split('-')[0] ?? '') ?? null
}

export const englishBook: Phrasebook = en

/** Languages the built-in drafter writes, for the settings page and docs. */
export const BUILTIN_LANGUAGES: readonly { code: string; name: string }[] = BOOKS.map((b) => ({
  code: b.code,
  name: languageName(b.code),
}))

/** @internal Exported for tests. */
export const allPhrasebooks = (): readonly Phrasebook[] => BOOKS
