import type { VoiceSettings } from '../../../../shared/dto/drafting'
import type { Plan } from '../decide/plan'
import { bannedPhraseIn } from '../text/banned'
import { replyLength } from '../text/html'
import { openSlots } from '../text/slots'
import { foreignContacts } from '../../replies/contact-check'
import { phrasebookFor } from '../phrasebooks'
import { linesFor } from '../write/lines'
import { namesSecondTrouble } from '../write/write'
import { promiseIn } from './promises'

/** A reply's sentences, for counting apologies and repeats. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?。！？؟।])\s*/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}

/** The sentences a reply says twice (long enough to mean something; "Thanks!" may close twice). */
function saidTwice(body: string): string[] {
  const seen = new Set<string>()
  const twice: string[] = []
  for (const s of sentencesOf(body)) {
    const key = s.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
    if (key.length < 12) continue
    if (seen.has(key)) twice.push(s)
    seen.add(key)
  }
  return twice
}

/** Addresses a reply may give besides the voice's: where the stores take refund requests. */
/** A German adjective's ending, which changes with the case a line puts the name in. */
const DE_ENDING = /(?:e|en|er|es|em)$/u
const SLAVIC = new Set(['ru', 'uk', 'pl'])
/** A Slavic word's case ending, which the accusative changes ("подписка" → "подписку", "nowa" → "nową"). */
const SLAVIC_ENDING = /(?:ая|яя|ий|ый|ой|а|я|ь|ę|ą|a)$/u

const STORE_ADDRESSES = ['reportaproblem.apple.com', 'play.google.com/store/account/orderhistory']

export interface CheckInput {
  body: string
  plan: Plan
  voice: VoiceSettings
  language: string
  limit: number
  /** Texts the team wrote (Answers, always-say lines): they may promise and give contacts. */
  teamTexts: readonly string[]
  /** The review: figures it gives (a version, a price) may be quoted back; its addresses may not. */
  review: string
}

export interface CheckResult {
  /** Why the draft must not go out as it is; empty when it passes. */
  failures: string[]
  /** Why a person should look, though nothing is wrong for certain. */
  warnings: string[]
}

/**
 * Checks a written reply against its plan and the voice: the main point met, the thing named,
 * no promise, contacts only from the voice (or the team's own texts), no never-say phrase,
 * within the store's limit. The same checks apply to the built-in drafter and the model.
 */
export function checkDraft(input: CheckInput): CheckResult {
  const { body, plan, voice } = input
  const failures: string[] = []
  const warnings: string[] = []
  // What the team wrote is theirs to promise; everything else is checked.
  // (The [answer: …] slot holds the reviewer's own question: "coming soon?" is theirs, not ours.)
  let own = body
  for (const t of [...input.teamTexts, ...openSlots(body)]) if (t.trim()) own = own.split(t.trim()).join(' ')

  const promise = promiseIn(own, input.language)
  if (promise) failures.push(`promises something ("${promise}")`)

  const provided = [voice.supportContact ?? '', voice.brandName, voice.signOff ?? '', ...STORE_ADDRESSES, ...input.teamTexts]
  const reviewDigits = input.review.replace(/\D+/g, ' ')
  for (const contact of foreignContacts(body, provided)) {
    // "version 4.3.0", "$79.99": figures the review gave, quoted back, are no contact.
    const digits = contact.text.replace(/\D+/g, ' ').trim()
    if (contact.kind !== 'an e-mail address' && contact.kind !== 'a link' && digits && reviewDigits.includes(digits)) continue
    failures.push(`gives ${contact.kind} the brand voice does not ("${contact.text}")`)
  }

  const banned = bannedPhraseIn(body, voice.neverSay)
  if (banned !== null) failures.push(`contains "${banned}", which the brand voice never says`)
  if (replyLength(body) > input.limit) failures.push(`is over the ${input.limit}-character limit`)

  const twice = saidTwice(body)
  if (twice[0]) failures.push(`says the same thing twice ("${twice[0].slice(0, 60)}")`)
  const kinds = new Set(plan.moves.map((m) => m.kind))
  // Support or the store already failed them: "contact our support team" would be the same loop.
  if ((kinds.has('supportFailed') || kinds.has('loop')) && !voice.supportContact?.trim())
    failures.push('support or the store already failed them and the brand voice gives no direct contact: add one, or answer by hand')
  // One apology per reply: the sentences after it act (restate, the path, the order). Counted
  // where the drafter has its own lines: a basic phrasebook's words are too rough to tell
  // "pasensya" (sorry) from "salamat sa pasensya" (thanks for your patience).
  const book = phrasebookFor(input.language)
  if (book && linesFor(book).full) {
    const apologies = sentencesOf(own).filter((s) => book.apology.test(s)).length
    // A second trouble of another kind named in its own apology (a fault beside a charge, "too
    // many ads, and level 300 won't load") is allowed one: the same troubles the writer keeps.
    const named = plan.moves.filter(namesSecondTrouble).length
    if (apologies > 1 + named) warnings.push(`apologises ${apologies} times: one apology is enough`)
  }

  const lower = body.toLocaleLowerCase()
  const named = (n: string): boolean => {
    const name = n.toLocaleLowerCase()
    if (lower.includes(name)) return true
    // Portuguese writes "para" where the review typed "pra" (`write/refer.ts`): the same name.
    if (input.language.startsWith('pt') && lower.includes(name.replace(/ pra /gu, ' para ')))
      return true
    // German declines an adjective before the noun ("bei der werbefreien Version"): the name is
    // said when its words are, whatever the adjective's ending.
    if (input.language === 'de' && name.includes(' ')) {
      const words = name.split(' ')
      const head = words.pop() ?? ''
      return lower.includes(head) && words.every((w) => lower.includes(w.replace(DE_ENDING, '')))
    }
    // Russian, Ukrainian and Polish put the name in the accusative ("включая подписку"): said
    // when each word's stem is.
    if (!SLAVIC.has(input.language.slice(0, 2))) return false
    return name.split(' ').every((w) => lower.includes(w.replace(SLAVIC_ENDING, '')))
  }
  if (plan.naming.length > 0 && !plan.naming.some(named)) {
    warnings.push(`does not name ${plan.naming.slice(0, 2).map((n) => `"${n}"`).join(' or ')}`)
  }
  if (kinds.has('refundPath') && !STORE_ADDRESSES.some((a) => lower.includes(a))) warnings.push("leaves out the store's refund path")
  if ((kinds.has('slot') || kinds.has('answer')) && !kinds.has('answer') && openSlots(body).length === 0)
    warnings.push('leaves the question unanswered')
  return { failures, warnings }
}
