import type { DraftStore } from '../../../../shared/dto/drafting'
import type { Phrasebook } from '../phrasebooks/types'
import type { BillingCase, Intent, NamedThing, Point, Polarity, Reading } from '../read/types'
import type { Confidence, TeamAnswer } from '../types'
import { DATA, DATA_ONLY, UNNAMED } from '../read/things/data'
import { refer } from '../write/refer'
import { matchAnswer } from './answers'

/** Where a problem happens, as far as the review says. */
export interface Where {
  feature?: string
  device?: string
  os?: string
  version?: string
}

/** What a complaint that is no fault is about: the reply hears each a little differently. */
export type Grievance = 'price' | 'ads' | 'design' | 'other'

export type Move = (
  | { kind: 'thanks' }
  | {
      kind: 'thanksFor'
      feature: string
      /** The things as the reviewer wrote them, before listing: a line that quotes them quotes each. */
      things?: readonly string[]
    }
  | { kind: 'praiseAlso'; feature?: string }
  | { kind: 'praiseMore' }
  | { kind: 'askMissing' }
  | { kind: 'neutral' }
  | { kind: 'request'; feature?: string }
  | { kind: 'sorry' | 'sorryCrash' | 'sorryLoss' | 'sorrySarcasm'; where: Where }
  | { kind: 'heard'; where: Where; about: Grievance }
  | { kind: 'details' }
  | { kind: 'recovery' }
  | { kind: 'answer'; answer: TeamAnswer; lead: boolean }
  | { kind: 'slot'; what: string }
  | { kind: 'billing'; case: BillingCase; feature?: string }
  | { kind: 'refundPath' }
  | { kind: 'checkOrder' }
  | { kind: 'loop' }
  | { kind: 'supportFailed' }
  | { kind: 'privacy' }
  | { kind: 'deletion' }
  | { kind: 'lockedOut' }
  | { kind: 'contact' }
) & {
  /** A point after the main one: dropped before the main point's sentences when space runs out. */
  secondary?: boolean
}

export type MoveKind = Move['kind']

export interface Plan {
  moves: Move[]
  /** The mood of the reply: thanks and cheer only for a positive one. */
  mood: Polarity
  /** The things the reply sets out to name (checked after writing). */
  naming: string[]
  confidence: Confidence
  reasons: string[]
}

export interface PlanInput {
  reading: Reading
  rating: number
  store: DraftStore
  book: Phrasebook
  /** The team's Answers in the review's language. */
  answers: readonly TeamAnswer[]
  /** Whether the language has the drafter's full set of lines (not only the basic phrasebook). */
  fullLines: boolean
}

/** Feature concepts that are things bought: a billing reply names them. */
const PURCHASES = new Set(['subscription', 'remove_ads', 'premium', 'plus', 'yearly_plan', 'monthly_plan', 'trial', 'coins', 'gems', 'boosters', 'lives'])

/** Concepts that are the look of the app: a complaint about a redesign names nothing more. */
const LOOKS = new Set(['design', 'layout'])

/** Concepts that are a service, not a feature to be thanked for. */
const SERVICE = new Set(['account', 'login'])

/** Features a charge is never named by: what the purchase was to remove. */
const NOT_BOUGHT = new Set(['ads', 'targeted_ads'])

/** Moves that give the support contact: a reply gives it once. */
const CONTACT_MOVES = new Set<MoveKind>(['details', 'recovery', 'checkOrder', 'privacy', 'deletion', 'lockedOut', 'contact'])

/** Two things as the language lists them ("the X and the Y"), each as a reply refers to it. */
function list(things: readonly string[], book: Phrasebook): string | undefined {
  if (things.length === 0) return undefined
  return new Intl.ListFormat(book.locale, { type: 'conjunction' }).format(things.slice(0, 2).map((t) => refer(t, book)))
}

/** A feature or screen a reply can name: not a move ("new phone"), a password, or bare data ("notes"). */
const nameable = (t: NamedThing): boolean => (t.kind === 'feature' || t.kind === 'screen') && !(t.concept !== null && (UNNAMED.has(t.concept) || DATA_ONLY.has(t.concept)))

function featuresOf(point: Point | undefined, reading: Reading, polarity?: Polarity): NamedThing[] {
  // Things from clauses that said something come before those from clauses that only listed.
  const own = (point?.things ?? []).filter(nameable).sort((a, b) => Number(a.bare) - Number(b.bare))
  if (own.length > 0 || polarity === undefined) return own
  return reading.things.filter((t) => nameable(t) && t.polarity === polarity)
}

/** The order lost data is named in: a folder by its name, then what holds the work, then game stock. */
const LOST_ORDER = ['folders', 'notes', 'runs', 'progress', 'checklists', 'shopping_lists', 'photos', 'attachments', 'routes', 'training_plan', 'templates', 'tags', 'history', 'personal_data', 'gems', 'coins', 'lives', 'daily_rewards']

/**
 * What was lost, as the reply names it: the data the review says is gone ("notes", "dossier
 * Travail", "progress"), never the phone they moved to, a password or a level they are back at.
 */
function lostOf(point: Point | undefined, reading: Reading): string | undefined {
  const lost = (t: NamedThing) => t.kind === 'feature' && t.concept !== null && DATA.has(t.concept) && t.concept !== 'levels'
  const things = (point?.things ?? []).filter(lost)
  const pool = things.length > 0 ? things : reading.things.filter((t) => lost(t) && t.intent === 'data_loss')
  // A folder the review names ("dossier Travail") before any other thing; a folder it does not name after them.
  const rank = (t: NamedThing) => (t.concept === 'folders' && !/\s\p{Lu}/u.test(t.text) ? LOST_ORDER.length : LOST_ORDER.indexOf(t.concept ?? ''))
  return [...pool].sort((a, b) => rank(a) - rank(b))[0]?.text
}

function whereOf(point: Point | undefined, reading: Reading): Where {
  const of = (kind: NamedThing['kind']) => (point?.things.find((t) => t.kind === kind) ?? reading.things.find((t) => t.kind === kind))?.text
  // A plan the reviewer pays for is where the problem is only when nothing else is named
  // ("notes sync late … I pay for Premium" is about the sync).
  const features = featuresOf(point, reading)
  const paid = (t: NamedThing) => t.concept !== null && PURCHASES.has(t.concept)
  const other = features.length > 0 ? reading.things.find((t) => nameable(t) && !paid(t) && t.polarity < 0) : undefined
  const feature = (features.find((t) => !paid(t)) ?? other ?? features[0])?.text
  return {
    ...(feature ? { feature } : {}),
    ...(of('device') ? { device: of('device') as string } : {}),
    ...(of('os') ? { os: of('os') as string } : {}),
    ...(of('version') ? { version: of('version') as string } : {}),
  }
}

const CRASH = /crash|craash|crahs|abst[uü]rz|plant|se cierra|fecha sozinho|crasha|si chiude|sluit|zawiesza|вылета|вилітає|çök|kraschar|يغلق|落ち|強制終了|튕|꺼져|강제 ?종료|闪退|崩溃|閃退|崩潰|क्रैश|बंद हो जा(?:ता|ती)|keluar sendiri|tertutup sendiri|berhenti sendiri|văng|thoát/iu

const GRIEVANCE: [Grievance, readonly string[]][] = [
  ['price', ['pricing']],
  ['ads', ['ads']],
  ['design', ['ui']],
]

/** What the complaint is about: the first of price, ads or design its clauses name, in their order. */
function grievanceOf(point: Point | undefined, reading: Reading): Grievance {
  for (const clause of reading.clauses.filter((c) => point?.clauses.includes(c.text))) {
    const found = GRIEVANCE.find(([, ts]) => ts.some((t) => clause.topics.includes(t as never)))
    if (found) return found[0]
  }
  return 'other'
}

/**
 * Decides what the reply must do, from the reading alone: the main point first, then the
 * others in order of severity; which Answer, refund path or recovery step applies; and what
 * must be held for a person. The same plan serves the built-in drafter and the model.
 */
export function planReply(input: PlanInput): Plan {
  const { reading, rating, book } = input
  const moves: Move[] = []
  const reasons: string[] = [...reading.doubts]
  const naming: string[] = []
  let low = false
  const point = (intent: Intent) => reading.points.find((p) => p.intent === intent)
  const stars = Math.round(rating)
  const answerFor = (asked: string) => matchAnswer(asked, input.answers, book)?.answer ?? null
  const answered = new Set<string>()
  const slot = (asked: string) => {
    if (moves.some((m) => m.kind === 'slot')) return
    moves.push({ kind: 'slot', what: asked.replace(/\s+/g, ' ').trim().slice(0, 120) })
    reasons.push('asks something no Answer covers: fill in the answer')
    low = true
  }
  const taken: Intent[] = []
  const [first, ...rest] = reading.points

  const take = (intent: Intent, main: boolean): void => {
    const p = point(intent)
    const from = moves.length
    takeMoves(intent, main, p)
    if (!main) for (let i = from; i < moves.length; i++) moves[i] = { ...(moves[i] as Move), secondary: true }
  }
  const takeMoves = (intent: Intent, main: boolean, p: Point | undefined): void => {
    switch (intent) {
      case 'praise': {
        // Kind words are for features, not for the account support sorted out.
        const features = featuresOf(p, reading, 1)
          .filter((t) => t.concept === null || !SERVICE.has(t.concept))
          .map((t) => t.text)
        if (!main) {
          // Kind words beside a complaint are thanked for only when the review is not a negative one.
          if (stars >= 3 && reading.polarity >= 0 && !reading.sarcasm) moves.push({ kind: 'praiseAlso', ...(features[0] ? { feature: features[0] } : {}) })
          return
        }
        const feature = list(features, book)
        if (feature) {
          moves.push({ kind: 'thanksFor', feature, things: features.slice(0, 2) })
          naming.push(...features.slice(0, 2))
        } else moves.push({ kind: reading.cued ? 'thanks' : 'neutral' })
        if (stars <= 3 && reading.points.length === 1) moves.push({ kind: 'askMissing' })
        else if (reading.points.length === 1) moves.push({ kind: 'praiseMore' })
        return
      }
      case 'complaint': {
        const where = whereOf(p, reading)
        // Beside a problem or a question already answered, a complaint adds only a second apology.
        if (!main && !reading.sarcasm && first && first.intent !== 'praise' && first.intent !== 'request') return
        const requested = reading.points.some((x) => x.intent === 'request')
        if (where.feature) naming.push(where.feature)
        const about = grievanceOf(p, reading)
        // The price is named by its figure ("$79.99 a year"), the ads by nothing more.
        const price = reading.things.find((t) => t.kind === 'purchase')?.text
        // A redesign is heard as the design, not "the new design of the new interface".
        const { feature: _design, ...elsewhere } = where
        const redesigned = about === 'design' && featuresOf(p, reading).some((t) => t.text === where.feature && t.concept !== null && LOOKS.has(t.concept))
        const heardWhere: Where = about === 'price' ? (price ? { feature: price } : {}) : about === 'ads' ? {} : redesigned ? elsewhere : where
        if (reading.sarcasm) moves.push({ kind: 'sorrySarcasm', where })
        else if (where.feature || about !== 'other') moves.push({ kind: 'heard', where: heardWhere, about })
        else if (reading.polarity >= 0 && main) moves.push({ kind: 'neutral' }, ...(requested ? [] : [{ kind: 'askMissing' } as const]))
        else moves.push({ kind: 'sorry', where }, ...(main && !requested ? [{ kind: 'askMissing' } as const] : []))
        if (reading.supportFailed) moves.push({ kind: 'supportFailed' }, { kind: 'contact' })
        else if (main && stars <= 2 && !where.feature && !requested) moves.push({ kind: 'contact' })
        return
      }
      case 'bug': {
        const where = whereOf(p, reading)
        naming.push(...[where.feature, where.device, where.os, where.version].filter((t): t is string => Boolean(t)))
        const crash = reading.clauses.some((c) => p?.clauses.includes(c.text) && (c.topics.includes('crash') || CRASH.test(c.text)))
        moves.push({ kind: crash ? 'sorryCrash' : 'sorry', where })
        if (reading.supportFailed) moves.push({ kind: 'supportFailed' })
        moves.push({ kind: 'details' })
        return
      }
      case 'data_loss': {
        // The loss line names the lost data, not the feature around it.
        const { feature: _around, ...where } = whereOf(p, reading)
        const item = lostOf(p, reading)
        moves.push({ kind: 'sorryLoss', where: { ...where, ...(item ? { feature: item } : {}) } })
        const answer = answerFor([...(p?.clauses ?? []), reading.question ?? ''].join(' '))
        if (answer) {
          moves.push({ kind: 'answer', answer, lead: false })
          answered.add(answer.id)
        }
        if (reading.supportFailed) moves.push({ kind: 'supportFailed' })
        moves.push({ kind: 'recovery' })
        return
      }
      case 'billing': {
        const billing = reading.billing ?? 'other'
        // The charge is named by what was bought ("the yearly plan", "Premium") or its sum.
        const own = p?.things ?? []
        const plan = own.find((t) => t.kind === 'feature' && t.concept !== null && PURCHASES.has(t.concept))
        // A purchase that went missing is named by what it was ("Remove ads"), a charge by its sum.
        const bought =
          (billing === 'purchase_missing' ? plan : undefined) ??
          own.find((t) => t.kind === 'purchase') ??
          plan ??
          reading.things.find((t) => t.kind === 'purchase') ??
          // Any other feature of the charge, but never the ads it was meant to remove.
          own.find((t) => t.kind === 'feature' && !t.bare && t.concept !== null && !NOT_BOUGHT.has(t.concept) && nameable(t))
        if (bought) naming.push(bought.text)
        moves.push({ kind: 'billing', case: billing, ...(bought ? { feature: bought.text } : {}) })
        if (reading.storeLoop) moves.push({ kind: 'loop' })
        const answer = billing === 'purchase_missing' || reading.question ? answerFor([...(p?.clauses ?? []), reading.question ?? ''].join(' ')) : null
        if (answer) {
          moves.push({ kind: 'answer', answer, lead: false })
          answered.add(answer.id)
        }
        // Only the store refunds a store purchase, but a reviewer the store already sent back
        // gets a direct path instead of the same loop again; a missing purchase is restored, not refunded.
        if (!reading.storeLoop && billing !== 'purchase_missing') moves.push({ kind: 'refundPath' })
        if (reading.supportFailed) moves.push({ kind: 'supportFailed' })
        moves.push({ kind: 'checkOrder' })
        return
      }
      case 'privacy': {
        const answer = answerFor((p?.clauses ?? []).join(' '))
        if (answer) {
          moves.push({ kind: 'answer', answer, lead: false })
          answered.add(answer.id)
        } else {
          moves.push({ kind: 'privacy' })
          reasons.push('raises privacy and the team has no Answer for it: check what the reply says')
          const asked = reading.clauses.find((c) => c.question && p?.clauses.includes(c.text))
          if (asked) slot(asked.text)
        }
        return
      }
      case 'account': {
        const text = (p?.clauses ?? []).join(' ')
        const answer = answerFor(text)
        if (reading.wantsDeletion) {
          if (answer) {
            moves.push({ kind: 'answer', answer, lead: false })
            answered.add(answer.id)
          } else {
            moves.push({ kind: 'deletion' })
            reasons.push('asks to delete the account and the team has no Answer for it')
          }
          return
        }
        if (answer && p?.clauses.some((c) => reading.clauses.find((x) => x.text === c)?.question)) {
          moves.push({ kind: 'answer', answer, lead: true })
          answered.add(answer.id)
          return
        }
        if (reading.clauses.some((c) => c.intents.includes('account') && c.question) && !reading.clauses.some((c) => c.intents.includes('bug'))) {
          // "Why do I need an account?" is a question about the account, not a sign-in fault.
          take('question', main)
          return
        }
        if (reading.supportFailed) moves.push({ kind: 'supportFailed' })
        moves.push({ kind: 'lockedOut' })
        return
      }
      case 'question': {
        // A question that is part of a point already taken up (privacy, an account, lost data,
        // a charge) was answered with it.
        if (!main && taken.some((t) => point(t)?.clauses.some((c) => p?.clauses.includes(c)))) return
        const asked = reading.question ?? (p?.clauses ?? []).join(' ')
        const answer = answerFor(asked)
        if (answer && answered.has(answer.id)) return
        if (!answer && !main && answered.size > 0) {
          // Beside a point an Answer already took up, the question is most likely the same one.
          reasons.push(`also asks "${asked.slice(0, 80)}": check the Answer covers it`)
          return
        }
        if (answer) {
          moves.push({ kind: 'answer', answer, lead: main })
          answered.add(answer.id)
        } else if (!main && moves.some((m) => CONTACT_MOVES.has(m.kind))) {
          // "So who do I ask??" beside a charge: the direct contact the reply gives answers it.
          reasons.push(`also asks "${asked.slice(0, 80)}": check the reply answers it`)
        } else if (!moves.some((m) => m.kind === 'slot')) {
          slot(asked)
        }
        return
      }
      case 'request': {
        const features = featuresOf(p, reading).map((t) => t.text)
        if (features[0]) naming.push(features[0])
        moves.push({ kind: 'request', ...(features[0] ? { feature: features[0] } : {}) })
        return
      }
      case 'spam':
      case 'abuse':
        return
    }
  }

  if (first) {
    take(first.intent, true)
    taken.push(first.intent)
  }
  // The rest, most serious first; praise beside a problem comes last, briefly.
  for (const p of rest.slice(0, 3)) {
    take(p.intent, false)
    taken.push(p.intent)
  }

  // One contact line is enough: the first that gives it stays, and it comes last, after the
  // sentences about the review and any answer.
  let contactGiven = false
  const once = moves.filter((m) => {
    if (!CONTACT_MOVES.has(m.kind)) return true
    if (contactGiven) return false
    contactGiven = true
    return true
  })
  const kept = [...once.filter((m) => !CONTACT_MOVES.has(m.kind)), ...once.filter((m) => CONTACT_MOVES.has(m.kind))]

  if (reading.legal) {
    reasons.push('mentions a lawyer, a regulator or a chargeback: a person should answer')
    low = true
  }
  if (!input.fullLines) reasons.push(`written with the basic ${book.code} phrasebook only`)
  const confidence: Confidence = low ? 'low' : reasons.length > 0 ? 'medium' : 'high'
  return { moves: kept, mood: reading.polarity, naming: [...new Set(naming)], confidence, reasons }
}
