/**
 * Devices, operating systems and app versions a review names, in any language: brand names
 * and version numbers are written the same everywhere.
 */

const MODEL_WORD = String.raw`(?:[a-z]{0,3}-?\d{1,4}[a-z0-9+]{0,4}|(?:find|reno|sense|wish|mate|nova|magic|narzo|gt|spark|camon|pova|hot|zero|nord)\d{0,3}[a-z+]{0,3}|pro|max|plus|ultra|fe|lite|note|tab|mini|air|edge|neo|power|play|prime|se|xr|xs|x|fold|flip|go|fit|hd|fire|series)`
const models = (min: number): string => String.raw`(?:[ -]${MODEL_WORD}){${min},3}`

// Brands that are never an ordinary word; each needs a model word after it unless it names
// a device on its own (iPad, Chromebook, Apple Watch). Reviews also write brands in their own
// script ("هواوي GT 4", "Самсунг A52").
const ALONE = String.raw`iPhone|iPad|iPod|Apple Watch|Chromebook|MacBook|iMac|Kindle|Galaxy Watch|Pixel Watch|AirPods|Wear OS watch`
const WITH_MODEL = String.raw`Pixel|Galaxy|Samsung|Redmi|Xiaomi|POCO|Poco|OnePlus|Oppo|OPPO|Vivo|vivo|Realme|realme|Huawei|HUAWEI|Honor|HONOR|Nokia|Motorola|Moto|moto|Xperia|Sony|LG|Asus|ASUS|ZenFone|Zenfone|Nothing Phone|Fairphone|Tecno|TECNO|Infinix|Lenovo|Garmin(?: (?:Forerunner|Fenix|fenix|Venu|Instinct|Epix|Vivoactive|vivoactive))?|Forerunner|Polar|Fitbit|Coros|COROS|Suunto|Amazfit|AQUOS|Aquos|arrows|Surface|iQOO|Meizu|ZTE|Alcatel|Blackview|Ulefone|Doogee|هواوي|سامسونج|سامسونغ|شاومي|ريدمي|اوبو|أوبو|ريلمي|انفينكس|إنفينكس|تكنو|هونر|самсунг|сяоми|ксиоми|редми|хуавей|хонор|реалми|поко`

// A Latin name ends at a Latin letter or digit only: Japanese and Korean glue particles straight
// onto it ("iPadで", "iOS 18.2입니다").
// "on my Mac" is a device; "a Mac app", "Mac版", "la versión Mac" ask for a version of the app.
const MAC = String.raw`Mac(?:${models(0)})(?![\p{Script=Latin}\p{N}]|[ -]?(?:address|app|apps|version|versie|versión|versão|versione|wersj|верси|sürüm|버전|용|版|用|向け))`
const DEVICE = new RegExp(
  String.raw`(?<![\p{Script=Latin}\p{N}])((?:${ALONE})${models(0)}|${MAC}|(?:${WITH_MODEL})${models(1)})(?![\p{Script=Latin}\p{N}])`,
  'giu',
)

// Brands written in the reviewer's own script, with the model after them ("아이폰 15 프로", "一加11", "갤럭시 워치6").
const NATIVE_MODEL = String.raw`(?:\s?(?:[a-z]{0,2}\d{1,4}[a-z+]{0,3}|pro|max|plus|ultra|mini|fe|se|프로|맥스|플러스|울트라|미니|워치\d{0,2}|탭\s?[a-z]?\d{0,2}|노트\s?\d{0,2}|プロ|マックス|ミニ|प्रो|मैक्स))`
const NATIVE_ALONE =
  '아이폰|아이패드|애플워치|애플 워치|갤럭시 워치|갤워치|갤탭|アイフォン|アイパッド|आईफोन|आईफ़ोन'
const NATIVE_WITH_MODEL =
  '갤럭시|픽셀|샤오미|화웨이|ギャラクシー|一加|华为|華為|小米|红米|紅米|荣耀|榮耀|三星|苹果|蘋果|सैमसंग|रेडमी|शाओमी|वीवो|ओप्पो|रियलमी'
const NATIVE_DEVICE = new RegExp(
  String.raw`((?:${NATIVE_ALONE})${NATIVE_MODEL}{0,3}|(?:${NATIVE_WITH_MODEL})${NATIVE_MODEL}{1,3})(?![\p{Script=Latin}\p{N}])`,
  'giu',
)

// Apple's and Samsung's names with a case ending ("na iPhonie 13", "iPaden", "na Samsungu A54")
// or in the reviewer's script ("на айфоне 13", "الآيفون 13"): named as the maker writes them,
// which every language leaves undeclined ("на iPhone 13", "na urządzeniu iPhone 13").
const DECLINED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(iPhon(?:ie|a|u|em|en|ach))|(iPad(?:zie|a|u|em|en|ach))|(айфон(?:е|а|у|ом|і|ах)?)|(айпад(?:е|а|у|ом|і|ах)?)|((?:[وبلف]?ال|[وبلف])?[آأا]يفون)|((?:[وبلف]?ال|[وبلف])?[آأا]يباد)|((?:Samsung|Pixel)(?:u|a|em|ie)|(?:самсунг|Самсунг)(?:е|а|у|ом|і)))(${models(0)})(?![\p{L}\p{N}])`,
  'giu',
)
const DECLINED_NAMES = ['iPhone', 'iPad', 'iPhone', 'iPad', 'iPhone', 'iPad']

const OS =
  /(?<![\p{Script=Latin}\p{N}])((?:Android|iOS|iPadOS|watchOS|Wear ?OS|One ?UI|MIUI|HyperOS|HarmonyOS|ColorOS|OxygenOS|EMUI|Windows|macOS)(?: ?\d{1,2}(?:\.\d{1,2}){0,2})?)(?![\p{Script=Latin}\p{N}])/giu

// "mise à jour 5.2", "actualización 3.4", "обновления 5.2": the update named by its number is that version.
const VERSION_WORD = String.raw`(?:version|ver\.?|v\.?|build|update|mise (?:à|a) jour|actualizaci(?:ó|o)n|atualiza(?:çã|ca)o|aggiornamento|aktualizacj\p{L}*|updaten?|обновлени\p{L}*|оновленн\p{L}*|güncelleme\p{L}*|uppdatering\p{L}*|cập nhật|pembaruan|アップデート|업데이트|更新|التحديث|تحديث|अपडेट|versión|versao|versão|versione|versie|wersja|wersji|sürüm|surum|версия|версии|версію|версія|バージョン|ver|버전|版本|phiên bản|phien ban|versi|संस्करण|वर्ज़न|الإصدار|إصدار|النسخة|נסח)`
const VERSION_TAGGED = new RegExp(
  String.raw`${VERSION_WORD}\s?:?\s?(\d{1,3}(?:\.\d{1,4}){1,3})(?![\d.]*\d)`,
  'iu',
)
const VERSION_THREE = /(?<![\d.,$€£¥])(\d{1,3}\.\d{1,3}\.\d{1,4})(?![\d.]*\d)/u
// Where the word follows the number ("1.58 sürümünde", "after the 5.2 update").
const VERSION_WORD_AFTER =
  /(?<![\d.,$€£¥])(\d{1,3}\.\d{1,4}(?:\.\d{1,4})?)(?![\d.]*\d)\s?(?:sürüm|surum|versiyon|güncelleme|update|release|aggiornamento|actualización|atualização)/iu
// "since 4.3", "in 3.8", "4.3 broke": a two-part number only with a word that makes it a version.
// "went from 19.99 to 34.99": a sum ending in 9 after its point (.99, .49) is a price.
const VERSION_CONTEXT =
  /(?:since|after|before|in|on|from|till|until|to|seit|depuis|desde|dalla|sinds|od|от|с|beri|sejak|sau|nach|après|después|dopo|na|после)\s(\d{1,2}\.(?!\d9(?![\d.]*\d))\d{1,2})(?![\d.]*\d)(?!\s?(?:%|km|mi|miles|kg|lb|gb|mb|sec|s\b|min|h\b|hours|stars|sterne|étoiles|estrellas|estrelas|stelle|sterren|gwiazd|yıldız|звезд))/iu

const dedupe = (items: string[]): string[] => {
  const seen = new Set<string>()
  return items.filter((i) => {
    const key = i.toLowerCase().replace(/\s+/g, ' ')
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const BRAND_CASE = new Map(
  [
    ...ALONE.split('|'),
    'Mac',
    ...WITH_MODEL.replace(/\(\?:[^)]*\)\)\?/g, '').split('|'),
    'Android',
    'iOS',
    'Windows',
    'MIUI',
    'EMUI',
    'Wear OS',
    'One UI',
    'iPadOS',
    'watchOS',
    'macOS',
    'HyperOS',
    'HarmonyOS',
    'ColorOS',
    'OxygenOS',
  ].map((b) => [b.toLowerCase(), b]),
)

/**
 * A name as the maker writes it: the brand always ("galaxy A12" → "Galaxy A12"), the model
 * too when the reviewer typed it all in lower case ("galaxy s21 fe" → "Galaxy S21 FE").
 */
function tidy(name: string): string {
  const words = name.split(' ')
  const brand = BRAND_CASE.get(words.slice(0, 2).join(' ')) ? 2 : 1
  const head = BRAND_CASE.get(words.slice(0, brand).join(' ')) ?? words.slice(0, brand).join(' ')
  if (name !== name.toLowerCase()) return [head, ...words.slice(brand)].join(' ')
  const rest = words
    .slice(brand)
    .map((w) =>
      head.toLowerCase() === 'moto'
        ? w
        : /^(?:[a-z]{1,3}\d|fe$|se$|xr$|xs$|hd$)/.test(w)
          ? w.toUpperCase()
          : w.charAt(0).toUpperCase() + w.slice(1),
    )
  return [head, ...rest].join(' ')
}

export function devicesIn(text: string): string[] {
  const latin = Array.from(text.matchAll(DEVICE), (m) => tidy((m[1] ?? '').trim()))
  const native = Array.from(text.matchAll(NATIVE_DEVICE), (m) => (m[1] ?? '').trim())
  const declined = Array.from(text.matchAll(DECLINED), declinedName).filter(
    (d): d is string => d !== null,
  )
  return dedupe([...latin, ...declined, ...native].filter((d) => d.length > 1))
}

/** The maker's name for a declined match: a Samsung or Pixel only with a model after it. */
function declinedName(m: RegExpMatchArray): string | null {
  const model = (m[8] ?? '').trim()
  const index = DECLINED_NAMES.findIndex((_, i) => m[i + 1] !== undefined)
  if (index >= 0) return tidy([DECLINED_NAMES[index], model].filter(Boolean).join(' '))
  if (!model || m[7] === undefined) return null
  return tidy(`${/^[Pp]/.test(m[7]) ? 'Pixel' : 'Samsung'} ${model}`)
}

export function systemsIn(text: string): string[] {
  // "Android" alone names the platform, not where it breaks: only with a version, or a named OS.
  return dedupe(
    Array.from(text.matchAll(OS), (m) => tidy((m[1] ?? '').trim())).filter(
      (os) => /\d/.test(os) || !/^(?:Android|iOS|Windows)$/i.test(os),
    ),
  )
}

export function versionIn(text: string): string | null {
  return (
    VERSION_TAGGED.exec(text)?.[1] ??
    VERSION_THREE.exec(text)?.[1] ??
    VERSION_WORD_AFTER.exec(text)?.[1] ??
    VERSION_CONTEXT.exec(text)?.[1] ??
    null
  )
}
