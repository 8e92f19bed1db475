import { languageName } from '../language/names'
import { ar } from './ar'
import { ca } from './ca'
import { da } from './da'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { hi } from './hi'
import { hr } from './hr'
import { id } from './id'
import { it } from './it'
import { ja } from './ja'
import { ko } from './ko'
import { nb } from './nb'
import { nl } from './nl'
import { pl } from './pl'
import { pt } from './pt'
import { ro } from './ro'
import { ru } from './ru'
import { sv } from './sv'
import { th } from './th'
import { tr } from './tr'
import { cs } from './cs'
import { sk } from './sk'
import { sl } from './sl'
import { fi } from './fi'
import { et } from './et'
import { hu } from './hu'
import { lt } from './lt'
import { lv } from './lv'
import { el } from './el'
import { bg } from './bg'
import { mk } from './mk'
import { sr } from './sr'
import { be } from './be'
import { kk } from './kk'
import { ky } from './ky'
import { mn } from './mn'
import { he } from './he'
import { fa } from './fa'
import { ur } from './ur'
import { am } from './am'
import { hy } from './hy'
import { ka } from './ka'
import { az } from './az'
import { uz } from './uz'
import type { Phrasebook } from './types'
import { uk } from './uk'
import { vi } from './vi'
import { zh } from './zh'
import { zhHant } from './zh-hant'

const BOOKS: readonly Phrasebook[] = [en, es, pt, fr, de, it, ja, ko, zh, zhHant, ru, tr, ar, hi, id, vi, th, pl, nl, sv, uk, da, nb, ro, ca, hr, cs, sk, sl, fi, et, hu, lt, lv, el, bg, mk, sr, be, kk, ky, mn, he, fa, ur, am, hy, ka, az, uz]

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

export const allPhrasebooks = (): readonly Phrasebook[] => BOOKS
