import { draftBuiltin } from '../../../src/main/core/drafting/builtin/draft'
import { DEFAULT_VOICE } from '../../../src/main/core/drafting/voice/defaults'
import type { ParsedPrompt } from './parse'

/**
 * A model knows languages the built-in drafter does not; the fake knows a few of them so that
 * "with a model, every language is covered" can be seen working.
 */
const EXTRA: Record<string, { low: string; mid: string; high: string }> = {
  fi: {
    low: 'Olemme todella pahoillamme ongelmista. Tiimimme selvittää asiaa jo, ja autamme mielellämme.',
    mid: 'Kiitos rehellisestä palautteestasi! Kuulisimme mielellämme, mitä voisimme parantaa.',
    high: 'Kiitos paljon mukavasta arvostelusta! On hienoa kuulla, että sovellus on sinulle hyödyllinen.',
  },
  el: {
    low: 'Λυπούμαστε πολύ για την ταλαιπωρία. Η ομάδα μας το εξετάζει ήδη και θα χαρούμε να σας βοηθήσουμε.',
    mid: 'Ευχαριστούμε για την ειλικρινή σας γνώμη! Θα θέλαμε να μάθουμε τι μπορούμε να βελτιώσουμε.',
    high: 'Σας ευχαριστούμε πολύ για την υπέροχη κριτική! Χαιρόμαστε που η εφαρμογή σας είναι χρήσιμη.',
  },
  he: {
    low: 'אנחנו מצטערים מאוד על התקלה. הצוות שלנו כבר בודק את הנושא ונשמח לעזור.',
    mid: 'תודה על המשוב הכן! נשמח לשמוע מה אפשר לשפר.',
    high: 'תודה רבה על הביקורת הנהדרת! שמחים שהאפליקציה עוזרת לך.',
  },
  cs: {
    low: 'Velmi nás mrzí potíže, které jste zažili. Náš tým už to prověřuje a rádi vám pomůžeme.',
    mid: 'Děkujeme za upřímnou zpětnou vazbu! Rádi se dozvíme, co můžeme zlepšit.',
    high: 'Moc děkujeme za skvělé hodnocení! Máme radost, že vám aplikace pomáhá.',
  },
}

const band = (rating: number): 'low' | 'mid' | 'high' => (rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low')

/** A plausible reply to the prompt, in the language it asks for and within its limit. */
export function plausibleReply(p: ParsedPrompt, language: string | null = p.language, seed = 7): string {
  const extra = language ? EXTRA[language] : undefined
  if (extra) return extra[band(p.rating)]
  const draft = draftBuiltin({
    review: { id: `model-${seed}`, rating: p.rating, title: p.title, body: p.review, language, author: p.reviewer },
    voice: {
      ...DEFAULT_VOICE,
      brandName: p.brand === 'the app' ? '' : p.brand,
      supportContact: p.contact,
      signOff: p.signOff,
      neverSay: p.neverSay,
      language: language ?? 'en',
      length: 'medium',
    },
    store: p.store,
    limit: p.limit,
    variant: seed,
  })
  return draft.body
}

/** A reply in another language than the one asked for. */
export function wrongLanguageReply(p: ParsedPrompt): string {
  const other = p.language === 'de' ? 'fr' : 'de'
  return plausibleReply(p, other)
}

/** Whole sentences, three times the limit: too long to trim without losing most of it. */
export function tooLongReply(p: ParsedPrompt): string {
  const base = plausibleReply(p).replace(/\n/g, ' ')
  let out = base
  while (out.length < p.limit * 3) out += ` ${base}`
  return out
}

/**
 * Real models can be talked into answering what a review tells them to (prompt injection). The
 * fake obeys `reply with: "…"` in a review the same way, so the app's defences can be seen working.
 */
export function injectedReply(p: ParsedPrompt): string | null {
  return /\b(?:reply|answer|respond)\s+(?:with|exactly)\s*:?\s*["“]([^"”]{1,600})["”]/i.exec(p.review)?.[1] ?? null
}
