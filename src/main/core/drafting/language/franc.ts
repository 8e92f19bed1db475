/** franc (187 languages by letter statistics), held to the languages each writing system can be. */
import { franc, francAll } from 'franc'
import { bcp47FromIso3 } from './iso3'

/** Below this many letters, statistical detection guesses; only words and scripts count. */
export const MIN_STATISTICAL_LETTERS = 40

export const FRANC_LATIN = [
  'spa',
  'eng',
  'por',
  'ind',
  'fra',
  'deu',
  'jav',
  'vie',
  'ita',
  'tur',
  'pol',
  'swh',
  'sun',
  'ron',
  'hau',
  'bos',
  'hrv',
  'nld',
  'yor',
  'uzn',
  'zlm',
  'ibo',
  'ceb',
  'tgl',
  'hun',
  'azj',
  'ces',
  'swe',
  // Danish and Norwegian are left to the word lists: franc cannot tell them apart in a review.
  'som',
  'zul',
  'kin',
  'cat',
  'glg',
  'fin',
  'slk',
  'slv',
  'lit',
  'lvs',
  'ekk',
  'als',
  'afr',
]
export const FRANC_CYRILLIC = [
  'rus',
  'ukr',
  'bel',
  'bul',
  'srp',
  'kaz',
  'mkd',
  'tat',
  'kir',
  'tgk',
  'khk',
]
export const FRANC_DEVANAGARI = ['hin', 'mar', 'npi', 'mai', 'bho', 'mag']

export function francPick(text: string, only?: string[]): string | null {
  return bcp47FromIso3(
    franc(text, { minLength: MIN_STATISTICAL_LETTERS, ...(only ? { only } : {}) }),
  )
}

/** franc's scores (1 for its best guess, less for the others), best first, by BCP-47 tag. */
export function francRanked(text: string, only: string[]): [string, number][] {
  return francAll(text, { minLength: MIN_STATISTICAL_LETTERS, only })
    .filter(([code]) => code !== 'und')
    .map(([code, score]) => [bcp47FromIso3(code) ?? code, score])
}
