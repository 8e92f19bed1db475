import type { VoiceSettings } from '../../../../shared/dto/drafting'
import type { Plan } from '../decide/plan'
import { bannedPhraseIn } from '../text/banned'
import { replyLength } from '../text/html'
import { openSlots } from '../text/slots'
import { contactsIn, sameContact } from './contacts'
import { promiseIn } from './promises'

/** Addresses a reply may give besides the voice's: where the stores take refund requests. */
const STORE_ADDRESSES = ['reportaproblem.apple.com', 'play.google.com/store/account/orderhistory']

export interface CheckInput {
  body: string
  plan: Plan
  voice: VoiceSettings
  language: string
  limit: number
  /** Texts the team wrote (Answers, always-say lines): they may promise and give contacts. */
  teamTexts: readonly string[]
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
  let own = body
  for (const t of input.teamTexts) if (t.trim()) own = own.split(t.trim()).join(' ')

  const promise = promiseIn(own, input.language)
  if (promise) failures.push(`promises something ("${promise}")`)

  const allowed = [voice.supportContact ?? '', ...STORE_ADDRESSES, ...input.teamTexts.flatMap((t) => contactsIn(t))]
  for (const contact of contactsIn(own)) {
    if (!allowed.some((a) => a && sameContact(contact, a))) failures.push(`gives a contact the brand voice does not ("${contact}")`)
  }

  const banned = bannedPhraseIn(body, voice.neverSay)
  if (banned !== null) failures.push(`contains "${banned}", which the brand voice never says`)
  if (replyLength(body) > input.limit) failures.push(`is over the ${input.limit}-character limit`)

  const lower = body.toLocaleLowerCase()
  if (plan.naming.length > 0 && !plan.naming.some((n) => lower.includes(n.toLocaleLowerCase()))) {
    warnings.push(`does not name ${plan.naming.slice(0, 2).map((n) => `"${n}"`).join(' or ')}`)
  }
  const kinds = new Set(plan.moves.map((m) => m.kind))
  if (kinds.has('refundPath') && !STORE_ADDRESSES.some((a) => lower.includes(a))) warnings.push("leaves out the store's refund path")
  if ((kinds.has('slot') || kinds.has('answer')) && !kinds.has('answer') && openSlots(body).length === 0)
    warnings.push('leaves the question unanswered')
  return { failures, warnings }
}
