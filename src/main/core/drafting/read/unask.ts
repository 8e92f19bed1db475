import { startsAsking } from './asking'
import type { RawClause } from './clauses'
import { bare, type ClauseFacts, complains, type Context } from './facts'
import { holdsAny } from './match'
import { answersComplainers, putToOthers } from './others'

/**
 * Questions that ask the team nothing: "What happened?" said of a fault, a question mark beside a
 * wish or a sneer, questions that make a point, questions put to other readers, a relative clause
 * read as a question. Each pass takes the question away and leaves what the clause says besides.
 */

/**
 * "What happened?", "Vad har hänt?", "Что случилось?": a question that is only that, said of a
 * fault the review reports, asks nothing a team can answer but what the fault is (folded text,
 * edges' marks off). "What happened to my notes?" says more and stays a question.
 */
const WHAT_HAPPENED =
  /^(?:so |and |but )?(?:what happened|what is going on|what's going on|whats going on|was ist (?:da )?(?:passiert|los)|was ist denn (?:passiert|los)|que s'est-il passe|qu'est-ce qui (?:s'est passe|se passe)|que (?:paso|ha pasado|pasa)|que (?:e que )?aconteceu|o que (?:aconteceu|houve|esta acontecendo)|(?:cosa|che|cos'e) (?:e )?success[oa]|wat is er (?:gebeurd|aan de hand)|co sie stalo|co sie dzieje|что (?:случилось|произошло|происходит|стряслось)|що (?:сталося|трапилось|трапилося|відбувається)|ne oldu|neler oluyor|vad (?:har )?hant|vad hande|vad ar det som hant|ada apa(?: ini)?|kenapa ini|chuyện gì vậy|bị gì vậy|có chuyện gì vậy|何があった\p{L}{0,6}|どうなってる\p{L}{0,4}|どういうこと\p{L}{0,4}|무슨 일\p{L}{0,5}|怎么回事\p{L}{0,2}|什么情况\p{L}{0,2}|क्या हुआ\p{L}{0,3}|(?:ايش|شو|وش|ماذا|ماذا) (?:صار|حدث))$/u

/** A clause that only asks "what happened?". */
function asksWhatHappened(norm: string): boolean {
  return WHAT_HAPPENED.test(norm.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
}

/** A sum of money (folded text): "9.99", "$5", "12 bucks", "10 €", "5,99 zł". */
const SUM =
  /\p{Sc}\s*\d|\d(?:[.,]\d+)?\s*(?:\p{Sc}|bucks|dollars?|euros?|usd|eur|gbp|pounds|zl|kr|tl|руб\p{L}*|грн|rs|rp)(?!\p{L})|(?<![\d.,])\d{1,3}[.,]\d\d(?![\d%])/u

export function unaskRhetorical(
  raw: readonly RawClause[],
  facts: ClauseFacts[],
  ctx: Context,
): void {
  const bySentence = new Map<number, number[]>()
  raw.forEach((c, i) => bySentence.set(c.sentence, [...(bySentence.get(c.sentence) ?? []), i]))
  // A question mark beside a wish or a sneer ("Dark mode please. The editor stays white??") asks nothing either.
  const wishesOrSneers = facts.some((f) => f.intents.has('request') || f.sarcastic)
  // "Doesn't sync with my Garmin anymore. What happened?": the fault is the point, not the question.
  const faulted = facts.some(
    // "买了去广告还是有广告，怎么回事": a purchase that never came is such a fault too.
    (f) =>
      f.intents.has('bug') ||
      f.intents.has('complaint') ||
      f.intents.has('data_loss') ||
      f.billingCases.has('purchase_missing'),
  )
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!faulted || !f?.intents.has('question') || !asksWhatHappened(c.norm)) return
    f.intents.delete('question')
    if (f.intents.size === 0) f.intents.add('complaint')
  })
  for (const members of bySentence.values()) {
    const asks = members.filter((i) => facts[i]?.intents.has('question'))
    if (asks.length === 0) continue
    const worded = members.some(
      (i) =>
        startsAsking(raw[i]?.norm ?? '', ctx) ||
        (ctx.cues.patterns?.question ?? []).some((re) => re.test(raw[i]?.norm ?? '')),
    )
    const score = members.reduce((sum, i) => sum + (facts[i]?.score ?? 0), 0)
    if (!worded && (score < 0 || wishesOrSneers))
      for (const i of asks) facts[i]?.intents.delete('question')
    // "the remove ads thing is 9.99??", "12 bucks a month??": a sum said with question marks and
    // no question word is indignation at the price, not a question.
    else if (!worded && asks.every((i) => SUM.test(raw[i]?.norm ?? '')))
      for (const i of asks) {
        const f = facts[i]
        if (!f) continue
        f.intents.delete('question')
        if (f.intents.size === 0) f.intents.add('complaint')
        f.score = Math.min(f.score, -1)
      }
  }
  unaskPointMaking(raw, facts, ctx)
  // "Is it just me or is it slow now?", "Anyone else stuck on level 212?": put to other readers,
  // the question asks the team nothing; what the sentence says besides is the point.
  for (const members of bySentence.values()) {
    const said = members.map((i) => raw[i]?.norm ?? '').join(' , ')
    // "Why is everyone complaining about the price? It's 3 dollars": their complaint, not the
    // writer's, who takes the app's side.
    if (answersComplainers(said))
      for (const i of members)
        Object.assign(facts[i] ?? {}, { score: 1, cued: true, intents: new Set() })
    if (!putToOthers(said)) continue
    for (const i of members) {
      const f = facts[i]
      if (!f?.intents.delete('question')) continue
      if (f.intents.size === 0 && f.score < 0) f.intents.add('complaint')
    }
  }
}

/** A rhetorical question that asks for a thing to be added (folded English text). */
const RHETORICAL_WISH =
  /(?:would it (?:kill|hurt)(?: (?:you|u|ya|them|the devs|the developers))?(?: guys)?|how (?:hard|difficult) (?:is it|would it be|can it be)|is it (?:really )?(?:that|so) (?:hard|difficult)) to (?:add|make|include|give|put|bring|let)\b|is it too much to ask for\b/

/**
 * "Why would anyone pay for this?", "Is this a joke?", and in a review that complains, "why is
 * this 200 MB?": questions that make a point ask nothing; they complain. Only a "why" about
 * privacy or the account ("why does it need my contacts?") asks.
 */
function unaskPointMaking(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): void {
  const { rhetorical = [], why = [] } = ctx.cues
  if (rhetorical.length === 0 && why.length === 0) return
  const complaining = facts.some((f) => complains(f) || f.sarcastic)
  const bySentence = new Map<number, number[]>()
  raw.forEach((c, i) => bySentence.set(c.sentence, [...(bySentence.get(c.sentence) ?? []), i]))
  let madePoint = false
  for (const members of bySentence.values()) {
    const asking = members.filter(
      (i) => facts[i]?.intents.has('question') || facts[i]?.intents.has('request'),
    )
    if (asking.length === 0) continue
    const norm = members.map((i) => raw[i]?.norm ?? '').join(' , ')
    const pointMade =
      rhetorical.length > 0 && holdsAny(norm, rhetorical, ctx.lang, ctx.mode, 'rhetorical')
    const aboutThem = members.some(
      (i) => facts[i]?.intents.has('privacy') || facts[i]?.intents.has('account'),
    )
    const whyComplains =
      complaining && !aboutThem && why.length > 0 && holdsAny(norm, why, ctx.lang, ctx.mode, 'why')
    if (pointMade) madePoint = true
    if (!pointMade && !whyComplains) continue
    for (const i of asking) {
      const f = facts[i]
      if (!f || !(pointMade || f.intents.has('question'))) continue
      // "Why is there no way to back up?" wishes and asks: a team Answer that shows the way
      // answers it, and without one it is thanked for as a wish, never given a slot.
      if (!pointMade && f.intents.has('request')) continue
      f.intents.delete('question')
      // "How hard is it to add a landscape mode, seriously?", "would it kill you to add X":
      // exasperated, but it names what it wants added. The wish stays a wish.
      if (pointMade && f.intents.has('request') && RHETORICAL_WISH.test(raw[i]?.norm ?? '')) continue
      if (pointMade) {
        // "Why should anyone have to pay for this?" wishes for nothing either.
        f.intents.delete('request')
        f.intents.delete('praise')
        f.score = Math.min(f.score, -1)
        f.cued = true
      }
      if (f.intents.size === 0) f.intents.add('complaint')
    }
  }
  if (!madePoint) return
  // "Is this a joke? $9.99 a month for notes?": beside a point made, a bare question mark makes one too.
  raw.forEach((c, i) => {
    const f = facts[i]
    if (
      !f?.intents.has('question') ||
      startsAsking(c.norm, ctx) ||
      (ctx.cues.patterns?.question ?? []).some((re) => re.test(c.norm))
    )
      return
    f.intents.delete('question')
    if (f.intents.size === 0) f.intents.add('complaint')
  })
}

export function unaskRelative(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): void {
  const relative = ctx.cues.relative ?? []
  if (relative.length === 0) return
  raw.forEach((c, i) => {
    const f = facts[i]
    const before = raw[i - 1]
    if (!f?.intents.has('question') || c.asks || c.turn || before?.sentence !== c.sentence) return
    const b = bare(c.norm)
    if (!relative.some((r) => b === r || b.startsWith(`${r} `))) return
    f.intents.delete('question')
    if (f.intents.size === 0 && f.score < 0) f.intents.add('complaint')
  })
}
