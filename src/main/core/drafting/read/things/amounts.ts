/**
 * Sums of money a review names ("9,99 €", "$79.99", "R$ 89,90", "19,99 zł"): in a review about a
 * charge, the reply names the charge by its amount. Written the same way in every language.
 */

const BEFORE = String.raw`(?:R\$|US\$|A\$|C\$|CA\$|AU\$|Rp\.?|[$€£¥₹₩₺₽₴₫])`
const AFTER = String.raw`(?:[$€£¥₹₩₺₽₴₫]|EUR|USD|GBP|CHF|zł|zl|kr|TL|руб|грн|円|元|원|VND)`
const AMOUNT = String.raw`\d(?:[\d.,]*\d)?`
const MONEY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${BEFORE}\s?${AMOUNT}|${AMOUNT}\s?${AFTER}(?![\p{L}\p{N}]))`,
  'gu',
)

export function amountsIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(MONEY), (m) => m[0].trim()))]
}
