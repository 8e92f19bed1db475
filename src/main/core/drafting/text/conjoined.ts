import { koreanList } from './korean-list'

const LISTS = new Map<string, Intl.ListFormat>()

/**
 * Items joined as the locale lists them ("the ads, the design and the price"). One formatter per
 * locale: building one costs more than a draft's own matching, and drafts run in bursts.
 */
export function conjoined(locale: string, items: readonly string[]): string {
  if (locale === 'ko' || locale.startsWith('ko-')) return koreanList(items)
  let list = LISTS.get(locale)
  if (!list) {
    list = new Intl.ListFormat(locale, { type: 'conjunction' })
    LISTS.set(locale, list)
  }
  return list.format(items)
}
