/**
 * A price said to have gone from one sum to a higher one: "went from 29.99 to 59.99", "von 4,99
 * auf 9,99", "de 5 a 10 €", "480円から980円に", "từ 50k lên 100k". Read on the folded text of
 * one clause. A sum needs a currency or two decimals, so "from 2 to 5 devices" or "from
 * version 2.10 to 2.11" is no price.
 */

// A currency written beside a sum, in any of the languages read.
const CUR =
  '(?:\\p{Sc}|eur|euros?|reais|real|usd|dollars?|bucks|pounds?|gbp|kr|sek|zl|pln|tl|lira|try|rub|руб\\p{L}*|р\\.?|грн|rs\\.?|inr|rupees?|रुपये|रुपए|rp\\.?|idr|ribu|rb|k|đ|d|vnd|dong|đồng|円|元|块|원|₩|درهم|ريال|جنيه|دولار|يورو)'
const NUM = '\\d{1,3}(?:[ .,]\\d{3})*(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?'
// A currency's letters end where a Latin or Cyrillic word would; Japanese runs on ("円から").
const END = '(?![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Arabic}])'
const SUM = `(?:(?:\\p{Sc}|r\\$|us\\$|rp\\.?|rs\\.?)\\s?)?(?:${NUM})(?:\\s?${CUR}${END})?`
const A = `(${SUM})`
const B = `(${SUM})`
// "$4.99 a month to $9.99": the period said after the first sum.
const PER = '(?:\\s*(?:a|per|/|im|pro|par|al|por|ao|w|в|за)\\s*\\p{L}+)?'

// The frame of each language: "from A to B" and its kin. Each holds the two sums as groups 1 and 2.
const FRAMES = [
  `(?<!\\p{L})(?:from|von|van|fran|da|de|z|с|з|dari|từ|tu|من)\\s+${A}${PER}\\s+(?:up to|to|auf|naar|till|a|para|pra|na|do|до|на|jadi|menjadi|ke|lên|len|thành|thanh|إلى|الى|الي|ل)\\s*${B}`,
  // Turkish: "49,99 TL'den 99,99 TL'ye".
  `${A}\\s?'?(?:den|dan|ten|tan)\\s+${B}\\s?'?(?:ye|ya|e|a)(?!\\p{L})`,
  // Japanese and Korean: "480円から980円に", "4,900원에서 9,900원으로".
  `${A}\\s?(?:から|에서)\\s?${B}`,
  // Chinese: "从30元涨到60元"; Hindi: "₹99 से ₹199".
  `从\\s?(?:每月|每年|每个月|一个月)?\\s?${A}\\s?(?:涨到|涨至|变成|调到|到)了?\\s?${B}`,
  `${A}\\s+से\\s+${B}`,
  // "was 2.99 now 7.99", "früher 3 €, jetzt 8 €", "antes 20 reais agora 45", "раньше было 199, теперь 499".
  `(?<!\\p{L})(?:was|used to be|fruher|früher|vorher|antes|avant|prima|eerst|vroeger|forut|förut|tidigare|wczesniej|wcześniej|kiedys|kiedyś|раньше|было|önce|once|eskiden|dulu|sebelumnya|trước đây|truoc day)\\s+(?:(?:it was|it's|it is|war es|es|era|c'etait|c'était|было|costava|custava|costaba|kostete|was)\\s+)?${A}${PER}[\\s,;.]+(?:(?:and|but|und|aber|e|y|et|mais|ma|pero|mas|а|но|en|och|i|ama|tapi)\\s+)?(?:now|jetzt|nun|agora|ahora|maintenant|ora|adesso|теперь|сейчас|nu|teraz|simdi|şimdi|sekarang|bay gio|bây giờ)\\s+(?:(?:it's|it is|is|it|ist|es|é|e|est|c'est|è|jest|är|er|то)\\s+)?${B}`,
].map((f) => new RegExp(f, 'gu'))

// A version or a level just before the first sum: "updated from 2.10 to 2.11", "von Level 5 auf 9.99".
const VERSION =
  /(?<!\p{L})(?:version|versie|versao|versione|wersj\p{L}*|верси\p{L}*|surum|ios|android|build|updated?|upgraded?|aktualisiert|level|stufe|niveau|nivel|livello|poziom|уровня)(?:\s+\S+){0,2}\s*$/u

function amount(sum: string): number {
  const digits = sum.replace(/[^\d.,]/gu, '')
  // "4,99" and "4.99" are decimals; "4,900" and "1.299" are thousands.
  const decimal = /[.,](\d{1,2})$/u.exec(digits)
  const whole = (decimal ? digits.slice(0, -decimal[0].length) : digits).replace(/[.,\s]/gu, '')
  return Number(whole) + (decimal ? Number(`0.${decimal[1]}`) : 0)
}

const MONEY = new RegExp(`\\p{Sc}|^(?:rp|rs)|\\d\\s?${CUR}${END}|[.,]\\d{2}(?!\\d)`, 'u')

/** Whether a folded clause says a price went from one sum to a higher one. */
export function risesBetweenSums(norm: string): boolean {
  return FRAMES.some((re) =>
    [...norm.matchAll(re)].some(({ 1: a = '', 2: b = '', index }) => {
      if (!MONEY.test(a) && !MONEY.test(b)) return false
      if (
        VERSION.test(
          norm.slice(Math.max(0, index - 30), index + norm.slice(index).indexOf(a.trim())),
        )
      )
        return false
      return amount(b) > amount(a) && amount(a) > 0
    }),
  )
}

// A sum of money written out: a currency sign, a price with cents, or a figure with its currency.
const PRICE =
  /\p{Sc}|(?<![\d.,])\d{1,4}[.,]\d{2}(?![\d.,])|\d\s?(?:eur|euros?|usd|dollars?|bucks|reais|pounds|zl|tl|kr|руб\p{L}*|грн|rs|inr|rupees?|рублей|円|元|块|원|ريال|جنيه|دولار|يورو)(?![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Arabic}])/iu

/** Whether a clause names a price ("it was 2.99 when I signed up", "costava 5 €"). */
export function namesPrice(text: string): boolean {
  return PRICE.test(text)
}
