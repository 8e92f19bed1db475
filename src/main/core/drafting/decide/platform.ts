/**
 * A version of the app for another platform, as a wish names it ("eine iPad-Version", "una
 * versión para iPad", "iPad版", "아이패드 버전"): the reply thanks for that idea by name, not for
 * "the suggestion". English reviews mostly name it as a feature already ("an iPad version"), not always.
 */

/** The platforms a version may be wished for, as reviews write them. */
const PLATFORM = String.raw`iPad|iPhone|Mac|macOS|Windows|Linux|Android|iOS|Apple Watch|Wear ?OS|Chromebook|Kindle|PC|web|desktop|tablet`

/** Per language: where the wish says it, and the name the reply gives it (`$1` is the platform). */
const VERSION: Record<string, [RegExp, string]> = {
  en: [
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])(?:(${PLATFORM}) (?:version|app)|(?:version|app) for (?:the |an? )?(${PLATFORM}))(?!\p{L})`,
      'iu',
    ),
    '$1 version',
  ],
  de: [
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])(${PLATFORM}|Tablet)[- ]?(?:Version|App)(?!\p{L})`,
      'iu',
    ),
    '$1-Version',
  ],
  es: [
    new RegExp(
      String.raw`versi[oó]n (?:para |de )?(?:el |la )?(${PLATFORM}|tableta)(?![\p{L}\p{N}])`,
      'iu',
    ),
    'versión para $1',
  ],
  pt: [
    new RegExp(String.raw`vers[aã]o (?:para |de )?(?:o |a )?(${PLATFORM})(?![\p{L}\p{N}])`, 'iu'),
    'versão para $1',
  ],
  it: [
    new RegExp(
      String.raw`(?:versione (?:per |da )?(?:l'|il )?|fatela (?:anche )?(?:per |su )(?:l'|il )?)(${PLATFORM})(?![\p{L}\p{N}])`,
      'iu',
    ),
    'versione per $1',
  ],
  nl: [
    new RegExp(String.raw`(?<![\p{L}\p{N}])(${PLATFORM})[- ]?(?:versie|app)(?!\p{L})`, 'iu'),
    '$1-versie',
  ],
  sv: [
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])(${PLATFORM})[- ]?(?:version|app)(?:en)?(?!\p{L})`,
      'iu',
    ),
    '$1-version',
  ],
  ru: [
    new RegExp(String.raw`верси\p{L}* (?:для )?(${PLATFORM})(?![\p{L}\p{N}])`, 'iu'),
    'версию для $1',
  ],
  uk: [
    new RegExp(String.raw`версі\p{L}* (?:для )?(${PLATFORM})(?![\p{L}\p{N}])`, 'iu'),
    'версію для $1',
  ],
  tr: [
    new RegExp(String.raw`(?<![\p{L}\p{N}])(${PLATFORM})\s*(?:sürümü|versiyonu|uygulaması)`, 'iu'),
    '$1 sürümü',
  ],
  id: [new RegExp(String.raw`versi (?:untuk )?(${PLATFORM})(?![\p{L}\p{N}])`, 'iu'), 'versi $1'],
  vi: [
    new RegExp(String.raw`phiên bản (?:cho |trên |dành cho )?(${PLATFORM})(?![\p{L}\p{N}])`, 'iu'),
    'phiên bản cho $1',
  ],
  hi: [new RegExp(String.raw`(${PLATFORM}|आईपैड|टैबलेट)\s*(?:वर्ज़न|वर्जन|संस्करण)`, 'iu'), '$1 वर्ज़न'],
  ja: [new RegExp(String.raw`(${PLATFORM}|タブレット)\s*(?:版|バージョン|用アプリ)`, 'iu'), '$1版'],
  ko: [
    new RegExp(String.raw`(${PLATFORM}|아이패드|태블릿|갤럭시 ?탭)\s*(?:버전|용 앱)`, 'iu'),
    '$1 버전',
  ],
  zh: [new RegExp(String.raw`(${PLATFORM}|平板)\s*(?:版本|版|客户端|客戶端)`, 'iu'), '$1版'],
}

/** A name that says only "a version" or "the app": no name of what is wished for. */
export const BARE_VERSION =
  /^(?:an? |the )?(?:version|app|versión|versão|versione|versie|wersj\p{L}*|верси\p{L}*|версі\p{L}*|sürüm\p{L}*|versi|phiên bản|版|バージョン|버전)$/iu

/** The platform version a wish names, in the reply's words, or null when it names none. */
export function platformVersion(clauses: readonly string[], lang: string): string | null {
  const found = VERSION[lang] ?? VERSION[lang.slice(0, 2)]
  if (!found) return null
  const [re, name] = found
  for (const clause of clauses) {
    const m = re.exec(clause)
    const platform = m?.slice(1).find((g) => g !== undefined)
    if (!platform) continue
    const said = name.replace('$1', platform)
    // English wants its article: "an iPad version", "a Mac version".
    return lang === 'en' ? `${/^[aeio]/iu.test(said) ? 'an' : 'a'} ${said}` : said
  }
  return null
}
