import { knownApp } from './rival-names'

/**
 * The app the reviewer left for this one: "Strava kept crashing so I moved over here, their
 * support never replied", "bin von Runtastic gewechselt, die App stürzte ständig ab". The crash
 * and the support that never answered are the other app's, not this one's: nothing in those
 * clauses is to be apologised for, and the other app's name is nothing to quote.
 */

/** Said of coming here from another app (lower-cased text, as written otherwise). */
const LEFT =
  /(?<!\p{L})(?:(?:switched|switching|moved|moving|came|come|coming|jumped|migrated|changed)(?: over)?(?: (?:here|to this app|to this one|to you|from))|ditched|gave up on|(?:bin|sind) (?:von [^.!?,]{1,30} )?(?:gewechselt|umgestiegen)|gewechselt|umgestiegen|je suis passée? (?:ici|sur cette app|de)|j'ai quitté|me (?:cambié|pasé) (?:a esta|aquí|acá|de)|vengo de|mudei (?:pra cá|para cá|para este|d[oa])|vim d[oa]|sono passat[oa] (?:qui|a questa|da)|vengo da|overgestapt|перешл?[аи]? с|перешёл с|ушёл с|ушел с|przeszedłem z|przeszłam z|(?:den|dan) geçtim)(?!\p{L})/u

/** Words that put a fault on this app all the same ("…switched from X and this app crashes"). */
const THIS_APP =
  /(?<!\p{L})(?:this app|this one|here|this game|diese app|hier|cette app(?:li)?|ici|esta app|aquí|acá|este app|aqui|questa app|qui|deze app|эт(?:о|от) приложени\p{L}*|tu|bu uygulama)(?!\p{L})/u

/** Support spoken of in the third person: "their support never replied", "leur support". */
const THEIR_SUPPORT = /(?<!\p{L})(?:their|they|leur|leurs|deren|ihr support hat)(?!\p{L})/u
const YOURS =
  /(?<!\p{L})(?:you|your|yours|euer|eure|ihr team|votre|vos|vuestro|su equipo)(?!\p{L})/u

/** A clause that gives the reason for what the one before says ("…, because it kept crashing"). */
const BECAUSE =
  /^\s*(?:because|since|as|cause|cuz|bc|weil|da|parce que|car|porque|ya que|perch[eé]|omdat|потому что|так как|bo|ponieważ|çünkü)(?!\p{L})/u

interface Marked {
  score: number
  intents: Set<string>
  supportFailed: boolean
  billingCases?: Set<string>
  priced?: boolean
  elsewhere?: boolean
}

/** The other app a clause names (a known app or service), or null. */
function appIn(text: string, brand: string): string | null {
  for (const [word] of text.matchAll(/[\p{L}\p{N}]+/gu)) if (knownApp(word, brand)) return word
  return null
}

/** A clause about the app left behind: nothing in it is this app's fault. */
function notOurs(f: Marked): void {
  f.intents.delete('bug')
  f.intents.delete('complaint')
  // "Strava lost two years of my runs, so I switched here": the other app's loss, not ours.
  f.intents.delete('data_loss')
  f.score = Math.max(f.score, 0)
}

/**
 * Clears the faults of the app left behind from the clauses that tell of it. Returns the names of
 * the apps left, to be kept out of what the reply quotes.
 */
export function markLeftBehind(
  raw: readonly { text: string }[],
  facts: Marked[],
  brand: string,
): string[] {
  const lower = raw.map((c) => c.text.toLowerCase().replace(/[’`´]/gu, "'"))
  if (!lower.some((t) => LEFT.test(t))) return []
  const names: string[] = []
  lower.forEach((t, i) => {
    const f = facts[i]
    const name = appIn(raw[i]?.text ?? '', brand)
    if (!f || !name) return
    const ownName = brand !== '' && t.includes(brand.toLowerCase())
    if (ownName || THIS_APP.test(t.replace(LEFT, ' '))) return
    names.push(name)
    notOurs(f)
    f.supportFailed = false
    // "Strava jacked up their price again so I switched here": the other app's price, not ours.
    if (!YOURS.test(t)) {
      f.elsewhere = true
      f.intents.delete('billing')
      f.billingCases?.clear()
      f.priced = false
    }
  })
  if (names.length === 0) return []
  // "Bin von Runtastic gewechselt, | weil die App ständig abstürzte": the reason given for leaving.
  lower.forEach((t, i) => {
    const f = facts[i]
    const before = raw[i - 1]?.text ?? ''
    if (!f || !BECAUSE.test(t) || !names.some((n) => before.includes(n))) return
    if (!THIS_APP.test(t)) notOurs(f)
  })
  // "…their support never even replied": the other app's support, beside it.
  lower.forEach((t, i) => {
    const f = facts[i]
    if (!f?.supportFailed || !THEIR_SUPPORT.test(t) || YOURS.test(t)) return
    f.supportFailed = false
    notOurs(f)
  })
  return names
}
