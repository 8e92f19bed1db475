import { isService } from './things/qualifiers'

/**
 * Another app's name where capitals cannot tell it: written in lower case ("o strava é melhor",
 * "me pasé a notion"), or in a script without capitals ("런데이가 훨씬 좋아요", "Runtasticの方が
 * いい"). In Latin scripts only a known app or service counts; in Korean and Japanese the name is
 * what the comparison is said of, so long as it is no word for this app or for how it was.
 */

/** Apps often held up beside these or left for them, besides the services an app links with. */
const APPS = new Set(
  'obsidian bear goodnotes simplenote joplin keep runkeeper runtastic komoot nrc mapmyrun adidas nike runna'.split(
    ' ',
  ),
)

/** Whether a word names another app ("strava", "notion"), never this one. */
export function knownApp(word: string, brand: string): boolean {
  const w = word.toLowerCase()
  if (brand.toLowerCase().split(/\s+/).includes(w)) return false
  return isService(w) || APPS.has(w)
}

/** The word right before `at`, when it names another app. */
export function appBefore(text: string, at: number, brand: string): string | null {
  const m = /[\p{L}\p{N}]+\s*$/u.exec(text.slice(0, at))
  const word = m ? m[0].trim() : ''
  return word !== '' && knownApp(word, brand) ? word : null
}

/** The word from `at`, when it names another app. */
export function appAfter(text: string, at: number, brand: string): string | null {
  const m = /^[\p{L}\p{N}]+/u.exec(text.slice(at))
  return m && knownApp(m[0], brand) ? m[0] : null
}

// Korean: "<name>가 훨씬 좋아요 / 낫다", "차라리 <name>", "<name>(으)로 갈아탔어요"; never "좋아졌다"
// (became better: this app improved). Japanese: "<name>の方がいい", "<name>に乗り換え".
const SCRIPTLESS: Record<string, RegExp> = {
  ko: /(?:^|[\s,.!?])([\p{L}\p{N}]{2,}?)(?:이|가|는|은)\s*(?:(?:훨씬|백배|천배|차라리|진짜|더)\s*)+(?:좋(?!아\s?졌|아\s?지|아\s?짐)|나(?:아요|아|음|은|았)|낫)|(?:^|[\s,.!?])([\p{L}\p{N}]{2,}?)(?:으로|로)\s*갈아\s*(?:탔|탐|타)/u,
  ja: /([\p{L}\p{N}ー]{2,}?)の(?:方|ほう)が(?:ずっと|全然|断然|まだ|はるかに)?(?:いい|良い|良かった|使いやすい|マシ|上)|([\p{L}\p{N}ー]{2,}?)に乗り換え/u,
}
// Words for this app, for "it", or for how it was: "이 앱이 훨씬 좋아요", "前の方がよかった".
const NOT_OTHER =
  /^(?:이|이거|이게|이것|이\s?앱|앱|어플|어플리케이션|게임|이\s?게임|예전|전|이전|옛날|업데이트\s?전|전\s?버전|이전\s?버전|구버전|원래|このアプリ|アプリ|ゲーム|前|以前|昔|旧バージョン|前のバージョン|元)$/u

/** The other app a Korean or Japanese clause holds up as better, or null. */
export function rivalWithoutCapitals(text: string, lang: string): string | null {
  const re = SCRIPTLESS[lang]
  const m = re?.exec(text)
  const name = m ? (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '') : ''
  return name !== '' && !NOT_OTHER.test(name) ? name : null
}
