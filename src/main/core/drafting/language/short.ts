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
  de: 'sehr gut klasse spitze hervorragend wunderbar toll schlecht mies empfehlenswert geil',
  fr: 'très bien génial géniale parfait parfaite nickel trop nul nulle excellente',
  it: 'ottima ottimo bellissimo bellissima fantastica perfetta molto bene bello bella pessima pessimo stupenda',
  nl: 'geweldig heel goed fantastische handig slecht aanrader',
  pl: 'świetna świetne świetny polecam rewelacja rewelacyjna najlepsza aplikacja dobra beznadzieja',
  tr: 'harika mükemmel çok güzel süper berbat bayıldım',
  id: 'mantap mantab mantep mantul keren bagus jelek sip josss jos gan jiwa banget bgt aplikasinya kacau payah',
  sv: 'jättebra toppen grymt kanon suveränt',
  // Cyrillic and Han words only one language writes: "Супер" (Russian, Ukrainian, Bulgarian) and
  // "最高" (Japanese or Chinese) are left to the listing.
  ru: 'отлично отличное отличная хорошо хорошее хорошая класс классное классная классно плохо ужасно отстой спасибо',
  uk: 'чудово чудовий чудова добре дякую класний класна класно погано жахливо відмінно',
  vi: 'tuyệt tốt đỉnh tệ rác dở xịn',
  zh: '很好 很棒 好用 很好用 非常好 非常好用 太棒了 不错 很不错 垃圾 好评 差评 推荐',
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

/**
 * Words of casual writing each language has of its own: abbreviations, slang and the everyday
 * words a few-word review is made of ("gak bisa login bgt", "nervt echt mega", "q mala xq no
 * abre", "vc é mt ruim"). Too few letters for the detector to be sure, yet a reader is: such a
 * text is answered in its language. Words another language writes just as well are left out.
 */
const CASUAL: Record<string, string> = {
  id: 'gak ga gk ngga nggak enggak engga bgt banget aplikasinya iklannya udah udh sdh bisa bs tolong kenapa knp iklan dong sih aja aj yg dgn tdk jg lg bikin gimana gmn kok mulu mulu terus trus jelek parah lemot',
  de: 'echt nervt nervig ständig staendig immer nicht nich nix geht kacke mist scheiße scheisse bitte werbung dauernd voll blöd doof schlecht leider funktioniert stürzt kaputt',
  es: 'q xq pq porq ke tmb tb muy mala malo nada funciona sirve abre anuncios basura porfa xfa pésima pesima horrible cuenta pero',
  pt: 'vc vcs mt mto mtt pq q tb tbm nao não né ta tá ruim abre funciona anúncios anuncios lixo péssimo pessimo porra demais mas muito',
  fr: 'pk pq trop nul nulle bcp jsp jsuis chui marche pub pubs vraiment mdr svp stp grave naze',
  it: 'xke xché perché cmq nn troppo schifo pubblicità pessima pessimo funziona apre',
  en: 'lol af sucks pls plz u ur cant doesnt dont wont idk smh tbh lmao crashes ads trash',
}

const LANGUAGES_OF_CASUAL: ReadonlyMap<string, readonly string[]> = (() => {
  const index = new Map<string, string[]>()
  for (const [lang, words] of Object.entries(CASUAL))
    for (const word of words.split(' ')) {
      const langs = index.get(word) ?? []
      if (!langs.includes(lang)) index.set(word, [...langs, lang])
    }
  return index
})()

/** A casual text needs this many of one language's own words, and more than the listing's. */
const CASUAL_NEEDED = 2

/**
 * The language of a short casual text that is plainly not the listing's: at least two words only
 * that language writes, one of them casual (the others may be `others`: frequent words of
 * reviews), a clear lead over the listing language's own words (a word both write counts for
 * neither), and no other language as close. Null when it is not that plain: "ok", an emoji, a
 * word or two every language writes, English tech words in a German review keep the listing's.
 */
export function casualLanguage(
  text: string,
  listing: string,
  others: (word: string) => readonly string[] | undefined,
): string | null {
  const tokens = text.toLowerCase().match(/[\p{L}\p{M}']+/gu) ?? []
  const votes = new Map<string, number>()
  // Languages with a casual word of their own in the text: frequent words alone ("love the dark
  // mode" under a German listing) are the borrowed words every language writes, not slang.
  const casual = new Set<string>()
  // The languages of each word the listing's language writes too.
  const listed: (readonly string[])[] = []
  for (const token of tokens) {
    // A casual word, else a frequent word of reviews only one language writes ("aplikasinya").
    const written = others(token)
    const own = LANGUAGES_OF_CASUAL.get(token) ?? written
    if (own?.includes(listing) || written?.includes(listing))
      listed.push([...(own ?? []), ...(written ?? [])])
    else if (own?.length === 1) {
      const lang = own[0] as string
      votes.set(lang, (votes.get(lang) ?? 0) + 1)
      if (LANGUAGES_OF_CASUAL.has(token)) casual.add(lang)
    }
  }
  let best: string | null = null
  let top = 0
  let tie = false
  for (const [lang, n] of votes) {
    if (n > top) [best, top, tie] = [lang, n, false]
    else if (n === top) tie = true
  }
  if (!best || tie || top < CASUAL_NEEDED || !casual.has(best)) return null
  // A word both languages write ("no" in "q mala xq no abre") speaks for neither.
  const forListing = listed.filter((langs) => !langs.includes(best as string)).length
  // Beside the listing language's own words, a clear lead: a mixed text keeps the listing's language.
  if (top <= 2 * forListing) return null
  return best
}
