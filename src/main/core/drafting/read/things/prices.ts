/** Prices a review names ("$79.99 a year", "A$49.99", "4,99 €"), as written. */
const PRICE =
  /(?<![\p{L}\p{N}])(?:[A-Z]{1,2})?[$€£¥₹]\s?\d+(?:[.,]\d{1,2})?(?:\s?(?:a|per|\/)\s?(?:year|month|week|yr|mo))?|(?<![\p{L}\p{N}.,])\d+(?:[.,]\d{1,2})?\s?(?:€|EUR|USD|zł|zl|₽|руб|TL|₺|kr|R\$|円|元|원|₫|đ)(?![\p{L}])/gu

export function pricesIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PRICE), (m) => m[0].trim()))]
}
