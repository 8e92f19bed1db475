import { type Context, negated } from './facts'
import { findAll, type Hit } from './match'

/** A question asked without a question mark: the clause starts with a question phrase. */
export function startsAsking(norm: string, ctx: Context): boolean {
  return startedAsking(askingHits(norm, ctx), ctx)
}

/**
 * "does the job", "does what it says", "does everything I need": English says it works with the
 * subject left out, in the words a question would start with. Without a question mark it states.
 */
const DOES_THE_JOB =
  /^(?:(?:and|but|so|just|still|it|app|honestly|basically) )?(?:does|did) (?:the job|its job|the trick|(?:exactly |just )?what (?:it|i|you) (?:says|said|should|needs?|promises|claims|wanted?|want)|everything i (?:need|want)|all i (?:need|want))(?![\p{L}'])/u

/** The question phrases of a clause. "no se puede usar" states; "se puede…?" asks: a negated question phrase asks nothing. */
export function askingHits(norm: string, ctx: Context): Hit[] {
  if (ctx.cues.question.length === 0) return []
  if (ctx.lang === 'en' && DOES_THE_JOB.test(norm) && !/[?？]/u.test(norm)) return []
  // A doubled word asks nothing: Indonesian "apa-apa" is "anything", not "what".
  const doubled = (h: Hit) => norm.startsWith(`-${norm.slice(h.at, h.end)}`, h.end)
  return findAll(norm, ctx.cues.question, ctx.lang, ctx.mode, 'question').filter(
    (h) => !negated(norm, h, ctx, true) && !doubled(h) && !stated(norm, h, ctx),
  )
}

// An English question that puts its verb first ("does this sync?", "so can I…", "hey devs, is
// there…") may follow a greeting or a joining word; after any other word the verb has its
// subject before it and states ("Evernote does this better", "the app does this weird thing").
const EN_VERB_FIRST = /^(?:does|do|did|is|are|was|were|can|could|will|would)(?![\p{L}'’])/u
const EN_LEAD_WORD =
  /(?:^|[^\p{L}'])(?:and|but|so|or|also|then|hey|hi|hello|ok|okay|um|uh|btw|guys|devs?|developers?|team|pls|plz|please|question|q|just|seriously|honestly|lol|wait|yo|now|anyway|anyways|well|oh|hmm|again|ps|tho|though|sorry|thanks|quick)$/u
// "Does the job", "does what it says", "does the trick": a verdict with its subject ("it") left
// out, no question, even first in its clause ("it's ok I guess. does the job, nothing special").
const EN_SUBJECTLESS_VERDICT =
  /^(?:does|did) (?:the (?:job|trick)|its job|it'?s job|what it (?:says|said|should|needs|promises|claims)|(?:exactly |just )?what (?:i|we) (?:need|needed|want|wanted|expect|expected))(?![\p{L}'’])/u
function stated(norm: string, h: Hit, ctx: Context): boolean {
  if (ctx.lang !== 'en' || !EN_VERB_FIRST.test(h.phrase)) return false
  if (EN_SUBJECTLESS_VERDICT.test(norm.slice(h.at)) && !/\?/u.test(norm.slice(h.at))) return true
  if (h.at === 0) return false
  const before = norm.slice(0, h.at).trimEnd()
  return before !== '' && /\p{L}$/u.test(before) && !EN_LEAD_WORD.test(before)
}

export function startedAsking(asked: Hit[], ctx: Context): boolean {
  return ctx.mode === 'substring' ? asked.length > 0 : asked.some((h) => h.at <= 12)
}
