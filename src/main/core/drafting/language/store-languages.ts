/**
 * Every language people can review in on either store, as the tags drafts are keyed by: the
 * union of the App Store's localizations and Google Play's languages. Regional variants fold
 * into their language (`pt-BR`, `es-419`, `fr-CA`); Norwegian is `nb`, Filipino `fil`, Hebrew
 * `he`; Chinese keeps its two scripts. The built-in drafter has a phrasebook for each.
 */
export const STORE_LANGUAGES: readonly string[] = [
  'af', 'am', 'ar', 'az', 'be', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'eu',
  'fa', 'fi', 'fil', 'fr', 'gl', 'gu', 'he', 'hi', 'hr', 'hu', 'hy', 'id', 'is', 'it', 'ja', 'ka',
  'kk', 'km', 'kn', 'ko', 'ky', 'lo', 'lt', 'lv', 'mk', 'ml', 'mn', 'mr', 'ms', 'my', 'nb', 'ne',
  'nl', 'or', 'pa', 'pl', 'pt', 'rm', 'ro', 'ru', 'si', 'sk', 'sl', 'sq', 'sr', 'sv', 'sw', 'ta',
  'te', 'th', 'tr', 'uk', 'ur', 'uz', 'vi', 'zh', 'zh-Hant', 'zu',
]
