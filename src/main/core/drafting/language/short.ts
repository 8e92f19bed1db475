/**
 * Whole reviews of a word or two that only one language writes ("Excelente", "Mantap", "Sehr
 * gut", "Polecam"). Too short for the word votes to be sure, yet nobody reads "Mantap" as
 * English: such a review is answered in its own language, whatever the listing's. Words shared
 * across languages ("super", "top", "ok", "bravo", "genial") are left out on purpose: for them
 * the listing's language stands.
 */
const SURE_SHORT: Record<string, string> = {
  // A word Spanish and Portuguese share is in both lists, Spanish first: a territory settles it.
  es: 'excelente bien buenísima buenísimo buenisima buenisimo buena bueno perfecto perfecta increíble increible pésima pésimo pesima pesimo malísima malísimo muy recomendada recomendadísima encanta chévere padrísima',
  pt: 'excelente ótimo ótima otimo otima muito bom boa maravilhoso maravilhosa perfeito perfeita viciante adorei amei péssimo pessimo horrível demais',
  de: 'sehr gut klasse spitze hervorragend wunderbar toll schlecht mies empfehlenswert',
  fr: 'très bien génial géniale parfait parfaite nickel trop nul nulle excellente',
  it: 'ottima ottimo bellissimo bellissima fantastica perfetta molto bene bello bella pessima pessimo stupenda',
  nl: 'geweldig heel goed fantastische handig slecht aanrader',
  pl: 'świetna świetne świetny polecam rewelacja rewelacyjna najlepsza aplikacja dobra beznadzieja',
  tr: 'harika mükemmel çok güzel süper berbat bayıldım',
  id: 'mantap mantab mantep mantul keren bagus jelek sip josss jos gan jiwa banget bgt aplikasinya',
  sv: 'jättebra toppen grymt kanon suveränt',
}

/** Words many languages write in a short review ("Super app", "Top demais"): they neither help nor hurt. */
const NEUTRAL = new Set([
  'app',
  'apps',
  'game',
  'super',
  'top',
  'mega',
  'ok',
  'okay',
  'cool',
  'wow',
  'bravo',
])

const LANGUAGES_OF_SHORT: ReadonlyMap<string, readonly string[]> = (() => {
  const index = new Map<string, string[]>()
  for (const [lang, words] of Object.entries(SURE_SHORT))
    for (const word of words.split(' ')) index.set(word, [...(index.get(word) ?? []), lang])
  return index
})()

/**
 * The language of a review of one to three words when those words are a language's own and not
 * the listing's ("Excelente" under an English listing is Spanish, unless the territory says
 * Portuguese), or null. `others` tells which languages a word is a word of in the wider lexicon.
 */
export function shortReviewLanguage(
  text: string,
  listing: string,
  territory: string | null,
  others: (word: string) => readonly string[] | undefined,
): string | null {
  const tokens = (text.toLowerCase().match(/[\p{L}\p{M}']+/gu) ?? []).filter((t) => !NEUTRAL.has(t))
  if (tokens.length === 0 || tokens.length > 3) return null
  let candidates: string[] | null = null
  for (const token of tokens) {
    const own = LANGUAGES_OF_SHORT.get(token)
    // A word no list holds, or one the listing's language writes too, leaves it to the listing.
    if (!own || others(token)?.includes(listing)) return null
    candidates = candidates ? candidates.filter((l) => own.includes(l)) : [...own]
    if (candidates.length === 0) return null
  }
  if (!candidates || candidates.includes(listing)) return null
  // "Excelente" from Brazil is Portuguese: a territory names the one it is among the candidates.
  if (territory && candidates.includes(territory)) return territory
  return candidates[0] ?? null
}
