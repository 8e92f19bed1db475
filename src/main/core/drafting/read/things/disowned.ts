/**
 * "Apple Watch yok, Wear OS saatim var", "I don't have an Apple Watch, I use a Galaxy Watch",
 * "kein iPhone, sondern ein Pixel": a device the reviewer says they do not have is not where the
 * fault happens. A reply that puts the fault on it tells them they own what they said they don't.
 */

// "Don't have an", "no", "kein", "pas de", "sin", by language, right before the device.
const BEFORE =
  /(?:(?:don'?t|do not|doesn'?t) (?:have|own|use)|(?:not|never) (?:an?|on an?|using an?)|(?<!\p{L})no|without an?|kein(?:e|en)?|ohne|pas d[e']|sans|sin|no tengo|não tenho|nao tenho|sem|senza|non ho|geen|zonder|ingen|utan|nie mam|bez|нет|без|немає|не маю|tidak punya|gak punya|ga punya|nggak punya|tanpa|không có|không dùng)\s*(?:(?:an?|un|une|um|uma|een|ett|en)\s+)?$/iu

// "yok", "değil", "がない", "없어", "नहीं है", right after the device.
const AFTER =
  /^\s*(?:(?:'?[ıiuü]m|'?m)\s+)?(?:yok|yoktu|değil|degil)(?!\p{L})|^\s*(?:は|を)?(?:持っていない|持ってない|ない|なし)|^\s*(?:은|는|이|가)?\s*(?:없어|없고|없는|없음|안 써)|^\s*(?:नहीं है|नहीं)|^\s*,?\s*(?:isn'?t mine|i don'?t have)/iu

/** Whether the text says the reviewer does not have the device it names. */
export function disowned(text: string, device: string): boolean {
  const lower = text.toLowerCase()
  const at = lower.indexOf(device.toLowerCase())
  if (at < 0) return false
  return (
    BEFORE.test(text.slice(Math.max(0, at - 24), at)) ||
    AFTER.test(text.slice(at + device.length, at + device.length + 20))
  )
}
