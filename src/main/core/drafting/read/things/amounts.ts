/**
 * Sums of money a review names ("9,99 €", "$79.99", "R$ 89,90", "19,99 zł", "980円", "299 рублей"):
 * in a review about a charge, the reply names the charge by its amount. A sum is written with its
 * currency before or after it, as a symbol, a code or a word, with a point or a comma for cents.
 */

const BEFORE = String.raw`(?:R\$|US\$|A\$|C\$|CA\$|AU\$|Rp\.?|Rs\.?|[$€£¥₹₩₺₽₴₫])`
// A currency written in letters after the figure ends there ("9 kr", "299 рублей", "4.99 دولار").
const AFTER = String.raw`(?:[$€£¥₹₩₺₽₴₫]|EUR|USD|GBP|CHF|zł|zl|kr|TL|lira|руб\p{L}*|рубл\p{L}*|р\.|грн|гривен\p{L}*|гривн\p{L}*|гривень|VND|vnđ|vnd|đ|dollars?|euros?|bucks|pounds|rupees|ribu|rb|रुपये|रुपए|रुपया|دولار\p{L}*|ريال|جنيه|درهم|ليرة)`
// Chinese, Japanese and Korean write the particle right after the currency ("980円が", "30元的"), with no space.
const GLUED = String.raw`(?:円|元|块|塊|원|엔)`
const AMOUNT = String.raw`\d(?:[\d.,]*\d)?`
// A bare figure shaped like a price ("for 4.99", "(2.99)"): cents that end in 9 or 95, never a
// version ("v2.19", "update 5.29", "1.4.29") nor a time or a score.
const BARE = String.raw`(?<![\p{L}\p{N}.,:/])(?<!(?:v|ver|version|update|ios|android|build|level|lvl|at|um|à|a las|alle|om|o)\s?)\d{1,4}[.,](?:\d9|95)(?![\p{L}\p{N}]|[.,:]\d|\s?(?:km|mi|miles?|m|kg|lbs?|h|hrs?|min|mins|sec|s|%|am|pm|mb|gb|uhr|Uhr)(?!\p{L}))`
const MONEY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${BEFORE}\s?${AMOUNT}|${AMOUNT}\s?${AFTER}(?![\p{L}\p{N}]))|(?<![\p{N}.,])${AMOUNT}${GLUED}|${BARE}`,
  'giu',
)
// Vietnamese writes thousands of dong as "k" ("nạp 59k"): only after a word of paying, since a
// "5k" is also a run.
const VI_THOUSANDS =
  /(?:nạp|mua|trả|mất|trừ|tốn|giá|tiền|thanh toán|hết)[^.!?\d]{0,20}(\d+\s?k)(?![\p{L}\p{N}])/giu

export function amountsIn(text: string): string[] {
  const found = Array.from(text.matchAll(MONEY), (m) => m[0].trim())
  const vi = Array.from(text.matchAll(VI_THOUSANDS), (m) => (m[1] ?? '').trim())
  return [...new Set([...found, ...vi])]
}

/** Whether a name is a sum and nothing else ("$9.99", "980円", "4.99"): charged, not charged for. */
export function isSum(name: string): boolean {
  const text = name.trim()
  return amountsIn(text).includes(text)
}
