/** A noun's gender as its article shows it: masculine, feminine, neuter; "de" and "het" in Dutch. */
export type Gender = 'm' | 'f' | 'n'

export interface Noun {
  gender: Gender
  plural: boolean
}

/**
 * The nouns that head the names of features in one language, with their gender, so a reply can
 * put the right article before a name ("le mode sombre", "die Suche") and fit it to the word
 * before it ("du mode sombre", "bei der Suche"). A name whose head is not here is quoted as a
 * label instead, or named by its display form, whose head always is.
 */
export interface NounBook {
  /** The noun that heads a name, as written (any case); null when it is not known. */
  head(word: string): Noun | null
}

/**
 * A table from lists like `m: export mode thème; fp: données`: a letter for the gender, `p` for
 * a plural form the language's own rule would not find.
 */
export function table(spec: string): Map<string, Noun> {
  const out = new Map<string, Noun>()
  for (const part of spec.split(';')) {
    const [key = '', words = ''] = part.split(':')
    const code = key.trim()
    const gender = code[0] as Gender
    for (const w of words.trim().split(/\s+/).filter(Boolean))
      out.set(w.replace(/_/g, ' ').toLowerCase(), { gender, plural: code.includes('p') })
  }
  return out
}
