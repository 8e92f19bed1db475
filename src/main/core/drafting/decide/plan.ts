import { designedThing, namesDesignAlone, type Designed } from './designed'
import { paidForPlan } from './paid-for'
import { withAntecedent } from './anaphora'
import type { DraftStore } from '../../../../shared/dto/drafting'
import type { Phrasebook } from '../phrasebooks/types'
import { permissionIn, type Permission } from './permission'
import {
  PURCHASES,
  STORE_CASES,
  SUBSCRIBED,
  storeNamed,
  storePath,
  triedRestore,
} from './store-billing'
import { asksToStop } from '../read/stop-asked'
import { saysTooHard } from '../read/too-hard'
import { pushedToBuy, saysPayToWin } from '../read/pay-to-win'
import { nagsToRate } from '../read/rate-nag'
import { normalizeForMatch } from '../topics/normalize'
import { speaksWarmly } from '../read/warm'
import { detectTopics } from '../topics/detect'
import type { BillingCase, Clause, Intent, NamedThing, Point, Polarity, Reading } from '../read/types'
import type { Elsewhere } from '../read/elsewhere'
import type { Confidence, TeamAnswer } from '../types'
import { DATA, DATA_ONLY, UNNAMED } from '../read/things/data'
import { featOf, namesRace, type Feat } from '../read/achieved'
import { asksHowToCancel } from '../read/cancel-asked'
import { refer } from '../write/refer'
import { bestAnswer, triedAlready, type AnswerTopic } from './answers'
import { wishesMore, withMore } from '../read/things/more'
import { wishedDevices } from './device-wish'
import { stepsMissLoss } from './loss'
import { boughtLost, foldsIntoLoss } from './lost-purchase'
import {
  featureSymptomOf,
  heatsUp,
  measureOf,
  onlySymptom,
  symptomOf,
  saysSymptom,
  type Measure,
  type Symptom,
} from './symptom'
import { triggerOf } from './trigger'
import { namesPrice } from '../read/price-from-to'
import { frozeBeside } from './froze'
import {
  CRASH,
  detailsFor,
  faultFirst,
  faultMoves,
  heatedThing,
  makerAsDevice,
  namesOf,
  sharesWord,
} from './fault'
import { BARE_VERSION, platformVersion } from './platform'
import { asksInWords, asksReason, asksWhy, briefly, saysNot, supportReplied } from './asked'
import { alsoWish, joinedWish } from './joined'
import { improvedThing } from './improve'
import { askedBeside } from './asked-beside'
import { unnumbered } from '../read/things/number'
import { shownEmpty } from '../read/surface-blank'
import { SUPPORT_WORD } from '../read/support-failed'
import { triedSteps } from './tried-steps'
import { offersToPay } from '../read/would-pay'
import { saysTooDear } from '../read/too-dear'
import { dearBesideFault } from './dear-beside'
import { adsSaid } from './ads-said'
import { conjoined } from '../text/conjoined'

/** Where a problem happens, as far as the review says. */
export interface Where {
  feature?: string
  device?: string
  os?: string
  version?: string
  /** When it happens, as the reply says it back ("every time you rotate the phone", "nach zehn Minuten"). */
  when?: string
  /** The phone heats up beside the fault: a second symptom the apology names. */
  hot?: true
  /** A second thing going wrong beside the first ("… and the pace readout freezes"), named after it. */
  second?: { feature: string; symptom: Symptom | 'other' }
  /** A third thing going wrong, said after the second ("… the search finds nothing and reminders never go off"). */
  third?: { feature: string; symptom: Symptom | 'other' }
  /** The measure the review says the app gets wrong ("the distance is off"). */
  measure?: Measure
  /** For lost data: the feature the review says lost it ("the sync overwrote…", "pause ends the run"). */
  cause?: string
  /** For lost data: the review says the app crashed, and the reply names the crash with the loss. */
  crashed?: true
  /** For lost data: the review says the app froze (no crash), named with the loss the same way. */
  frozen?: true
}

/** What a complaint that is no fault is about: the reply hears each a little differently. */
type Grievance =
  | 'price'
  | 'ads'
  | 'design'
  | 'slow'
  | 'account'
  | 'notifications'
  | 'other'
  | 'letdown'
  | 'hard'
  | 'payToWin'
  | 'rateNag'

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
  /** Congratulations on an achievement the review states ("lost 12 kg"), in one short clause. */
  | { kind: 'achieved'; feat?: Feat }
  /** Beside a fault, they pay for the plan that does not work: heard in one clause (`paid-for`). */
  | { kind: 'paidFor'; plan: string }
  | { kind: 'askMissing' }
  | { kind: 'neutral' }
  | {
      kind: 'request'
      feature?: string
      /** Two wishes made in separate clauses ("repeating reminders … and coloured tags"), each named. */
      things?: readonly string[]
      /** The wish is to change the feature the app has, not to add it ("make the hint button show …"). */
      change?: true
    }
  | {
      kind: 'sorry' | 'sorryCrash' | 'sorryLoss' | 'sorrySarcasm'
      where: Where
      /** What goes wrong, when the fault says it in a word: the apology names it. */
      symptom?: Symptom
      /** A purchase lost with the data ("the boosters"): the loss line names both. */
      bought?: string
    }
  /** `changed`: the review says something changed (a new design, an update), so a line may say so. */
  | {
      kind: 'heard'
      where: Where
      about: Grievance
      changed?: boolean
      taken?: true
      /** Two things the same complaint names ("event rewards are stingy, and hearts refill too slowly"): both named. */
      both?: readonly [string, string]
      /**
       * Two or more grievances one complaint raises ("too many ads, the new design is ugly, and
       * it's expensive now"), in the order raised: heard together in one line, each by name.
       */
      several?: readonly Raised[]
      /** Beside `several`, what the price is of: the sum or the thing bought ("the boosters"). */
      priced?: string
      /** Beside `several`, what the design is of ("the level map"), or the review's name for it. */
      designed?: Designed
      /** A thing the same complaint runs down beside its grievance ("…and the leaderboard is useless"): named after it. */
      named?: string
    }
  /** The review is about another app it took this one for, or trouble it says is not the app's. */
  | { kind: 'elsewhere'; about: Elsewhere }
  /** `described`: the review already says where it happens (a device, a system or a version), so nothing more is asked. */
  | { kind: 'details'; described?: boolean }
  | { kind: 'recovery' }
  | { kind: 'answer'; answer: TeamAnswer; lead: boolean }
  /** What a person must fill in; `lead` thanks for asking first, unless a line already leads into it. */
  | { kind: 'slot'; what: string; lead: boolean }
  | {
      kind: 'billing'
      case: BillingCase
      feature?: string
      /** What the sum in `feature` paid for, when the review names both ("$39.99" for "the yearly plan"). */
      plan?: string
      /** The removal of the ads was bought and the ads still show: said as such, not "not showing up". */
      adsShown?: true
    }
  | { kind: 'refundPath' }
  /**
   * The store's subscription settings, where a subscription whose price went up is seen or
   * cancelled. `asked`: the review asked how to cancel, and this answers it.
   */
  | { kind: 'storeSettings'; asked?: true }
  /** The store's setting that asks a parent before a child's purchase. */
  | { kind: 'approval' }
  /** A copy of their personal data asked for: the direct contact. */
  | { kind: 'dataCopy' }
  | { kind: 'checkOrder' }
  | { kind: 'loop' }
  /** `replied`: support answered, only not helpfully. */
  | { kind: 'supportFailed'; replied?: boolean }
  /** `permission`: the one the question names ("why my contacts?"), said back. */
  | { kind: 'privacy'; permission?: Permission }
  /** `asked`: they asked before and nobody acted; the request restated, no steps again. */
  | { kind: 'deletion'; asked?: true }
  /** They already tried what the team's Answer says: the direct contact instead of the same steps. */
  | { kind: 'tried' }
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
  /** Written in anger or distrust (a charge, lost data, privacy, sarcasm, support that failed): a greeting without cheer. */
  guarded?: boolean
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

/** Apologies for a fault, which a word on the plan they pay for may follow. */
const FAULT_APOLOGIES = new Set<string>(['sorry', 'sorryCrash', 'sorryLoss'])

/** Things a game sells, beside its plans: a grievance about their price names them ("the price of the skins"). */
const PRICED = new Set([...PURCHASES, 'skins', 'hints'])

/** A name of at most two words ("yearly plan", "Premium", "年額プラン"). */
const plainName = (text: string): boolean => text.trim().split(/\s+/u).length <= 2

/** Purchases named by kind alone, which a more exact name of the same charge beats. */
const GENERIC_PURCHASES = new Set(['subscription', 'trial'])

/** Billing cases whose line says the subscription or the trial itself. */
const SAYS_PLAN = new Set<BillingCase>(['trial_converted', 'cannot_cancel'])

/** Concepts that are the look of the app: a complaint about a redesign names nothing more. */
const LOOKS = new Set(['design', 'layout'])

/** Words that say something changed: a new design, an update, "now", in the drafter's languages. */
const CHANGE =
  /(?<!\p{L})(?:new|newer|update[ds]?|redesign\w*|now|changed?|neu\w*|jetzt|nouve(?:au|lle)|mise à jour|maintenant|nuev[oa]|actualizaci\w+|ahora|nov[oa]|atualiza\w+|agora|nuov[oa]|aggiorna\w+|ora|nieuwe?|nu|now[aey]|aktualizacj\w+|teraz|нов\w*|обновлен\w*|теперь|оновлен\w*|тепер|yeni|güncelleme\w*|artık|baru|pembaruan|sekarang|mới|cập nhật|giờ|nya?|uppdatering\w*|جديد\w*|تحديث\w*|الحين|नया|नए|नई|अपडेट|अब)(?!\p{L})|新|改版|更新|アップデート|변경|업데이트|바뀐|이제/u

/** What a review that took this app for another may lead with: nothing else of this app to take up. */
const MIXED_UP = new Set<Intent>(['complaint', 'bug', 'question', 'data_loss'])
/** What a review that says the trouble is not the app's may lead with. */
const NOT_OURS = new Set<Intent>(['complaint', 'bug'])
/** Points taken up whatever the review says of the app: data, money, the account, privacy, a wish. */
const TAKEN_UP_ANYWAY = new Set<Intent>(['data_loss', 'billing', 'account', 'privacy', 'request'])

/** Grievances a line names by themselves: under sarcasm they are heard as they are. */
// Not the price: a sneer at a price is most often at a feature put behind it ("ahora hay que pagar Plus").
const SAID_PLAINLY = new Set<Grievance>(['ads', 'account', 'notifications'])
/** The feature concept each of those grievances is about. */
const GRIEVED: Partial<Record<Grievance, string>> = {
  ads: 'ads',
  account: 'account',
  notifications: 'notifications',
}

/** Concepts a grievance already names when heard: the ads, notifications, the lives, the design. */
const GRIEVANCE_NAMED = new Set([
  'ads',
  'notifications',
  'rating_prompt',
  'account',
  'login',
  'lives',
  'design',
  'ui',
])

/**
 * Words that make a thing the place or time of a grievance ("the ads after every level", "Werbung
 * nach jedem zweiten Level", "pubs entre chaque niveau") or what it is for ("registrieren um eine
 * Notiz zu schreiben", "sign up just to write a note"), not a thing the review runs down.
 */
const PLACING =
  /(?<!\p{L})(?:to|just to|um|zum|zur|pour|para|per|om|żeby|aby|чтобы|щоб|için|untuk|để|after|before|between|during|in|on|at|every|each|nach|vor|zwischen|während|bei|im|jede[mnrs]?|après|avant|entre|pendant|chaque|dans|después|antes|durante|cada|en|dopo|prima|tra|fra|durante|ogni|nel|na|voor|tussen|elke|efter|före|mellan|varje|po|przed|między|każd\p{L}*|после|перед|между|каждо\p{L}*|після|між|кожн\p{L}*|sonra|önce|her|setelah|sebelum|setiap|tiap|sau|trước|mỗi|giữa)(?!\p{L})/iu

/**
 * The clause says the thing in these words, and not as the place or time of something else (no
 * such word in the three before it).
 */
function saidAlone(clause: string, thing: string): boolean {
  const at = clause.toLowerCase().indexOf(thing.toLowerCase())
  if (at < 0) return false
  const before = clause.slice(0, at).trim().split(/\s+/u).slice(-3).join(' ')
  return !PLACING.test(before)
}

/** Concepts that are a service, not a feature to be thanked for. */
const SERVICE = new Set(['account', 'login'])

/** Features a charge is never named by: what the purchase was to remove. */
const NOT_BOUGHT = new Set(['ads', 'targeted_ads'])

/** Moves that give the support contact: a reply gives it once. */
const CONTACT_MOVES = new Set<MoveKind>([
  'details',
  'recovery',
  'checkOrder',
  'tried',
  'lockedOut',
  'contact',
])

/** Moves that apologise: a reply apologises once, so a later point's bare apology is left out. */
const APOLOGISING = new Set<MoveKind>([
  'sorry',
  'sorryCrash',
  'sorryLoss',
  'sorrySarcasm',
  'heard',
  'elsewhere',
  'billing',
  'lockedOut',
])

/** Points that leave a reviewer stuck or wronged. */
const TROUBLES = new Set<Intent>(['bug', 'complaint', 'billing', 'data_loss', 'account', 'privacy'])

/** Troubles of the whole app a complaint may add beside a fault already apologised for. */
const BESIDE_APOLOGY = new Set<Symptom>(['battery', 'heat'])

/** Moves a reply makes once, whichever point asked for them. */
const ONCE = new Set<MoveKind>(['supportFailed', 'loop', 'privacy', 'deletion', 'tried', 'slot'])

/** Points that, after the reviewer deleted their own account, leave only the direct contact. */
const DELETED_ALREADY = new Set<Intent>(['data_loss', 'account', 'privacy'])

/** Points a reviewer raises worried or wronged: the greeting holds back its cheer. */
const GUARDED = new Set<Intent>(['privacy', 'billing', 'data_loss'])

/** How the questions of one slot are set apart, and how many it holds at most. */
const SLOT_JOIN = ' / '
const MAX_ASKED = 3

/** The slot for a deletion request the team has no Answer for: the how is theirs to write. */
const DELETION_SLOT = 'how to delete the account'

/**
 * Whether kind words beside a problem are thanked for (briefly, after it): never when said with
 * a rolled eye; when the text leans good as a whole; and in any review that praises
 * something by name ("the plans are great, but the voice cuts my music"). "Good
 * game, that's why 5 stars" beside a crash explains the stars: the crash is the point.
 * What the review says decides: the stars weigh in only where its words are evenly balanced
 * (the reading's polarity falls back on them there) or too plain to tell a fan's kind words
 * from a concession.
 */
function praisedBeside(reading: Reading, stars: number, named: boolean): boolean {
  if (reading.sarcasm) return false
  // "The audio coaching is nice tho", "레벨은 재밌어요": a thing praised by name is thanked for
  // in a clause of its own, whatever the stars; unless it is what the app once was.
  if (named && !reading.letdown) return true
  // The text leans good and says kind words in a clause of their own: not a charge misread as
  // praise for the name of what was bought ("Charged twice for StrideRun Plus"). Below three
  // stars, words that lean good alone are not enough: there the stars say a complaint the reading
  // weighed too lightly, and blind judges found the thanks worse than none (round 27).
  if (stars >= 3 && reading.polarity >= 0 && reading.clauses.some(kindWordsAlone)) return true
  // "太上头了😂 … 就是体力恢复太慢了", "love this app, use it every day. only thing is the widget
  // doesn't update": a review that opens with kind words of its own, then one gripe, is a fan's:
  // one fault outweighs the kind words in the count, not in what was said. They are thanked
  // after the gripe is answered, unless it cost them data or money. Warm words ("love", "最高",
  // "обожаю") are a fan's at any stars; a plain verdict ("nice idea when it runs lol", "Nota 10
  // pra quem fez essa atualização 👏") may be a concession or a rolled eye, and the stars tell.
  const first = reading.clauses[0]
  return (
    !reading.letdown &&
    first !== undefined &&
    first.intents.includes('praise') &&
    first.polarity > 0 &&
    !first.sarcastic &&
    (stars >= 4 || speaksWarmly(first.text, reading.language)) &&
    // "No problems at all, it just crashes every time": no kind words, only a concession.
    first.deniedOnly !== true &&
    !reading.points.some((p) => p.intent === 'data_loss' || p.intent === 'billing') &&
    // "5 yildiz verdim gorun diye": stars given to be seen, not kind words.
    !reading.clauses.some((c) => STAR_TALK.test(c.text)) &&
    // "Love it but the GPS keeps dropping": praise conceded before "but" only softens the fault.
    !CONCEDED.test(reading.clauses[1]?.text ?? '')
  )
}

/** A clause that praises and does nothing else, meant as said. */
const kindWordsAlone = (c: Clause): boolean =>
  c.polarity > 0 && !c.sarcastic && c.intents.length > 0 && c.intents.every((i) => i === 'praise')

/** A clause that turns against the one before it (English). */
const CONCEDED = /^(?:but|though|tho|however|except|yet)\b/i

/** The stars spoken of in the text ("5 stars because…", "vote 5 sao", "5 yildiz verdim"). */
const STAR_TALK =
  /\d\s*(?:stars?|★|⭐|sao|y[iı]ld[iı]z|sterne?n?|[ée]toiles?|estrell\p{L}*|estrel\p{L}*|stell\p{L}*|sterren?|gwiazd\p{L}*|звезд\p{L}*|зір\p{L}*|bintang|つ星|星|점)|(?:stars?|sao|y[iı]ld[iı]z) (?:because|cause|since|vi|diye|karena)/iu

/** Two things as the language lists them ("the X and the Y"), each as a reply refers to it. */
function list(things: readonly string[], book: Phrasebook): string | undefined {
  if (things.length === 0) return undefined
  return conjoined(
    book.locale,
    things.slice(0, 2).map((t) => refer(t, book)),
  )
}

/** A feature or screen a reply can name: not a move ("new phone"), a password, or bare data ("notes"). */
const nameable = (t: NamedThing): boolean =>
  (t.kind === 'feature' || t.kind === 'screen') &&
  !(t.concept !== null && (UNNAMED.has(t.concept) || DATA_ONLY.has(t.concept)))

/** "Apple Watch | support", "Garmin | integration": the kind of thing wished for a device, after it. */
const FOR_DEVICE =
  /^\s+(support|integration|compatibility|sync|app|version|complication)(?![\p{L}])/iu

/** A wish for a device's support, named as the review says it ("Apple Watch support"); English only. */
function devicedWish(
  point: Point | undefined,
  reading: Reading,
  clauses: readonly string[],
): string | null {
  if (reading.language !== 'en') return null
  for (const t of point?.things ?? []) {
    if (t.kind !== 'device') continue
    for (const c of clauses) {
      const at = c.toLowerCase().indexOf(t.text.toLowerCase())
      const kind = at === -1 ? null : FOR_DEVICE.exec(c.slice(at + t.text.length))
      if (kind?.[1]) return `${t.text} ${kind[1].toLowerCase()}`
    }
  }
  return null
}

function featuresOf(point: Point | undefined, reading: Reading, polarity?: Polarity): NamedThing[] {
  // Things from clauses that said something come before those from clauses that only listed.
  const own = (point?.things ?? []).filter(nameable).sort((a, b) => Number(a.bare) - Number(b.bare))
  if (own.length > 0 || polarity === undefined) return own
  // "Muy útil 👍 ojalá agreguen etiquetas": the thing wished for is not the thing praised.
  return reading.things.filter(
    (t) => nameable(t) && t.polarity === polarity && !(polarity > 0 && t.intent === 'request'),
  )
}

/** The order lost data is named in: a folder by its name, then what holds the work, then game stock. */
const LOST_ORDER = [
  'folders',
  'notes',
  'runs',
  'progress',
  'checklists',
  'shopping_lists',
  'photos',
  'attachments',
  'routes',
  'training_plan',
  'streak',
  'badges',
  'templates',
  'tags',
  'history',
  'personal_data',
  'gems',
  'coins',
  'lives',
  'daily_rewards',
]

/**
 * What was lost, as the reply names it: the data the review says is gone ("notes", "dossier
 * Travail", "progress"), never the phone they moved to, a password or a level they are back at.
 */
function lostOf(point: Point | undefined, reading: Reading): string | undefined {
  const lost = (t: NamedThing) =>
    t.kind === 'feature' && t.concept !== null && DATA.has(t.concept) && t.concept !== 'levels'
  const things = (point?.things ?? []).filter(lost)
  // "How do I get my notes back? Everything vanished after the update": the data is named in
  // the question beside the loss.
  const beside = reading.things.filter(
    (t) => lost(t) && (t.intent === 'data_loss' || t.intent === 'question'),
  )
  const pool = things.length > 0 ? things : beside
  // A folder the review names ("dossier Travail") before any other thing; a folder it does not name after them.
  const rank = (t: NamedThing) =>
    t.concept === 'folders' && !/\s\p{Lu}/u.test(t.text)
      ? LOST_ORDER.length
      : LOST_ORDER.indexOf(t.concept ?? '')
  return [...pool].sort((a, b) => rank(a) - rank(b))[0]?.text
}

/**
 * What the review says lost the data: the feature beside the loss ("the sync"), else the fault it
 * reports beside it ("the pause button"), never the lost data itself.
 */
function causeOf(
  point: Point | undefined,
  around: string | undefined,
  item: string | undefined,
  reading: Reading,
): string | undefined {
  const data = (text: string) =>
    reading.things.some((t) => t.text === text && t.concept !== null && DATA.has(t.concept))
  // Beside the loss, only a feature known to keep data can have lost it: not the account, a
  // password or a phrase the reader could not place ("after I logged in on the new phone").
  const known = (text: string) =>
    reading.things.some(
      (t) =>
        t.text === text &&
        t.concept !== null &&
        !SERVICE.has(t.concept) &&
        !PURCHASES.has(t.concept),
    )
  // And only one the review blames: "I use the widget every day. Today my notes are gone" and
  // "love the sync, but my notes vanished" say nothing of what lost them.
  // Blamed: named in the loss itself, or in a sentence beside it that does something to the
  // data ("the sync overwrote all my notes"), not in one that praises or only uses it.
  const holds = (clause: string, text: string) => clause.toLowerCase().includes(text.toLowerCase())
  const dataIn = (clause: string) =>
    reading.things.some((t) => t.concept !== null && DATA.has(t.concept) && holds(clause, t.text))
  // "タブレットと同期したら、メモが…消えました", "同步后，笔记…": a neutral clause that opens the
  // loss's own sentence tells when it happened.
  const opensLoss = (i: number) =>
    !/[.!?。！？]\s*$/u.test(reading.clauses[i]?.text ?? '.') &&
    (point?.clauses.includes(reading.clauses[i + 1]?.text ?? '') ?? false)
  const blamed = (text: string) =>
    reading.clauses.some(
      (c, i) =>
        holds(c.text, text) &&
        !c.intents.includes('praise') &&
        !c.topics.includes('praise') &&
        c.polarity <= 0 &&
        (point?.clauses.includes(c.text) || dataIn(c.text) || opensLoss(i)),
    ) ||
    reading.things.some(
      (t) => t.text === text && t.polarity < 0 && (t.intent === 'data_loss' || t.intent === 'bug'),
    )
  // "The list is completely blank": where the loss shows, not what caused it.
  const place = (text: string) => reading.clauses.some((c) => shownEmpty(c.text, text, reading.language))
  if (around && around !== item && !data(around) && known(around) && blamed(around) && !place(around))
    return around
  const fault = reading.points
    .find((p) => p.intent === 'bug')
    ?.things.find((t) => nameable(t) && t.text !== item && !data(t.text) && !place(t.text))
  return fault?.text
}

/** Being connected, in the drafter's languages. */
const CONNECTED =
  /connect|verbunden|gekoppelt|conectad|collegat|verbonden|gekoppeld|ansluten|kopplad|połączon|sparowan|подключ|підключ|bağlı|terhubung|tersambung|kết nối|接続|연결|连接|連接|连上|不连|没连|沒連|不連|कनेक्ट|متصل/iu
/** Negators near a connection word ("is not connected", "कनेक्ट नहीं", "接続していない"). */
const NOT =
  /(?<!\p{L})(?:not|isn't|aren't|nicht|kein\p{L}*|pas|no|non|niet|inte|nie|не|não|nao|tidak|gak|nggak|không|değil|lay|غير|لا|ليس)(?!\p{L})|n't|ない|なし|안 |않|不|没|沒|未|नहीं|ना /iu
/** "Without the watch", "ohne verbundene Uhr", "sans la montre" before the thing's name. */
const WITHOUT =
  /(?<!\p{L})(?:without|ohne|sans|sin|senza|sem|zonder|utan|bez|без|tanpa|không có|olmadan|بدون|बिना)(?!\p{L})[^.,;:!?]{0,20}$/iu

/**
 * A thing named only as what is missing when the fault happens ("only when the watch is NOT
 * connected", "nur ohne verbundene Uhr", "घड़ी कनेक्ट नहीं होने पर"): it is the condition, not the
 * place of the fault; naming it as the trouble would turn the condition around.
 */
function absent(thing: NamedThing, reading: Reading): boolean {
  const whole = thing.text.toLowerCase()
  // A display form ("aplikacja na zegarek") may differ from the review's words: its head noun stands in.
  const head = whole.split(/\s+/u).at(-1) ?? whole
  return reading.clauses.some((c) => {
    const text = c.text.toLowerCase()
    const found = text.indexOf(whole)
    const name = found >= 0 || head.length < 4 ? whole : head
    const at = found >= 0 ? found : text.indexOf(name)
    if (at < 0) return false
    const after = text.slice(at + name.length, at + name.length + 30)
    // "不连手表", "don't connect the watch": the negated connection may come first.
    const before = text.slice(Math.max(0, at - 14), at)
    if (CONNECTED.test(before) && NOT.test(before)) return true
    return (
      WITHOUT.test(text.slice(Math.max(0, at - 30), at)) ||
      (CONNECTED.test(after) && NOT.test(after))
    )
  })
}

/** The ads, by their word in the languages whose lines say they still show after their removal was bought. */
const ADS_WORDS = /広告|광고|广告|廣告/gu

/** The congratulation, with the kind of feat the review states when one fits. */
function achievedMove(reading: Reading): Move {
  const feat = reading.achieved ? featOf(reading.achieved) : undefined
  return feat ? { kind: 'achieved', feat } : { kind: 'achieved' }
}

/** Whether a clause says a thing's words, inflected or not ("реклама" in "Рекламу подивитися"). */
function saidIn(thing: string, clause: string): boolean {
  const text = clause.toLowerCase()
  return thing
    .toLowerCase()
    .split(/\s+/u)
    .every((w) => text.includes([...w].length > 5 ? [...w].slice(0, -2).join('') : w))
}

function whereOf(point: Point | undefined, reading: Reading): Where {
  const of = (kind: NamedThing['kind']) =>
    (point?.things.find((t) => t.kind === kind) ?? reading.things.find((t) => t.kind === kind))
      ?.text
  // A plan the reviewer pays for is where the problem is only when nothing else is named
  // ("notes sync late … I pay for Premium" is about the sync).
  const paid = (t: NamedThing) => t.concept !== null && PURCHASES.has(t.concept)
  const own = featuresOf(point, reading).filter((t) => !absent(t, reading))
  // "Charged after I cancelled. Also the PDF export cuts off the last line, which is why I
  // cancelled": a clause read as two points gives its things to the charge; the
  // fault's own clause still names where it is, or the clause before it that says nothing by
  // itself ("Watching an ad for a life - doesn't work either").
  const spoken = (point?.clauses ?? []).flatMap((c) => {
    const at = reading.clauses.findIndex((x) => x.text === c)
    const before = at > 0 ? reading.clauses[at - 1] : undefined
    return before && before.intents.length === 0 ? [before.text, c] : [c]
  })
  const features =
    own.length > 0
      ? own
      : reading.things.filter(
          (t) =>
            nameable(t) &&
            !paid(t) &&
            point?.intent !== 'billing' &&
            t.intent === 'billing' &&
            t.polarity <= 0 &&
            spoken.some((c) => saidIn(t.text, c)),
        )
  const other =
    features.length > 0
      ? reading.things.find((t) => nameable(t) && !paid(t) && t.polarity < 0 && !absent(t, reading))
      : undefined
  // "Viciante, já tô no nível 540. Mas as vidas demoram demais": a thing only listed in a clause
  // that says nothing (the level reached) is no place for a problem another clause names outright,
  // even one the game sells.
  const said = features.some((t) => !t.bare)
  // "Stops recording with the screen off … I pay for Plus and this is sad": a plan named only in
  // another clause, the one that regrets paying, is no place for the fault. (A complaint about
  // the charges may still be about the plan.)
  const fallback = features.find(
    (t) => !paid(t) || point?.intent !== 'bug' || spoken.some((c) => saidIn(t.text, c)),
  )
  const feature = (features.find((t) => !paid(t) && !(said && t.bare)) ?? other ?? fallback)?.text
  const device = devicesOf(point, reading)
  return {
    ...(feature ? { feature } : {}),
    ...(device ? { device } : {}),
    ...(of('os') ? { os: of('os') as string } : {}),
    ...(of('version') ? { version: of('version') as string } : {}),
  }
}

/**
 * A fault's place with when it happens: the trigger its clauses (and the clauses no other point
 * claimed) name. A feature the trigger already says ("when you open the shop") is not named twice.
 */
function withTrigger(where: Where, point: Point | undefined, reading: Reading): Where {
  const own = point?.clauses ?? []
  // "Depuis la mise à jour, mes tâches ne se synchronisent plus": the trigger may stand in a
  // clause of its own, claimed by no point or read as the complaint around the fault.
  const loose = reading.clauses
    .filter(
      (c) => !own.includes(c.text) && c.intents.every((i) => i === 'complaint' || i === 'bug'),
    )
    .map((c) => c.text)
  // "Premium was 2.99 when I signed up" says when the price was, not when the fault came: a
  // loose clause that names a price gives no trigger.
  const clauses = [...own, ...loose.filter((c) => !namesPrice(c))]
  // "Reminders come an hour late": the hour is how late, not when it happens.
  const when = triggerOf(
    clauses,
    reading.language,
    symptomOf(clauses) !== 'late',
    where.version !== undefined,
  )
  if (!when) return where
  const { feature, ...rest } = where
  return { ...(feature !== undefined && sharesWord(when, feature) ? rest : where), when }
}

/** The place of a fault, with when it happens and whether the phone heats up beside it. */
function placeOf(where: Where, point: Point | undefined, reading: Reading): Where {
  const placed = withTrigger(where, point, reading)
  const measure = measureOf(reading.clauses.map((c) => c.text))
  return {
    ...placed,
    ...(reading.clauses.some((c) => heatsUp(c.text)) ? { hot: true as const } : {}),
    ...(measure ? { measure } : {}),
  }
}

/**
 * The devices it happens on, the point's own first: "on my iPhone 12 and my wife's iPhone 14" is
 * both, and a reply naming one of them drops the other.
 */
function devicesOf(point: Point | undefined, reading: Reading): string | undefined {
  const named = [...(point?.things ?? []), ...reading.things]
    .filter((t) => t.kind === 'device')
    .map((t) => t.text)
  // "iPhone" beside "iPhone 12", "Apple Watch" beside "Apple Watch SE": the one named more fully.
  const devices = [...new Set(named)]
    .filter((d, _, all) => !all.some((o) => o !== d && o.startsWith(d)))
    .slice(0, 2)
  if (devices.length < 2) return devices[0]
  return conjoined(reading.language, devices)
}

/** Asking how to get lost data back, in the drafter's languages. */
const ASKS_RECOVERY =
  /get (?:\S+ ){0,3}back|(?:krijg|haal)\S*(?: \S+){0,4} terug|(?:bekomm|krieg|hol)\S*(?: \S+){0,4} zurück|recover|restore|retrieve|undo|wiederherstell|zurück(?:bekommen|holen|kriegen)|récupérer|recuperer|restaurer|recuperar|restaurar|recupero|recupera|ripristin|terug(?:krijgen|halen|zetten)|herstellen|odzyska|przywróci|вернуть|восстанов|повернути|відновити|geri (?:al|getir|yükle)|kurtar|kembali(?:kan|in)|balikin|pulihkan|memulihkan|lấy lại|khôi phục|恢复|找回|復元|戻せ|戻し|戻る|복구|되돌|되살|استرج|استعاد|वापस|रिकवर|återställ|få tillbaka/u

/** Moves about something other than a fault: beside them a reply does not ask for the device. */
const BESIDE_FAULT = new Set<MoveKind>([
  'answer',
  'slot',
  'sorryLoss',
  'recovery',
  'request',
  'privacy',
  'deletion',
  'lockedOut',
  'billing',
  'checkOrder',
])

/**
 * "Too hard", "te klein", "çok küçük", "надто складні": how much of something is an opinion of
 * it, not a malfunction, though no word the reader knows says so.
 */
const TOO =
  /(?<!\p{L})(?:too|zu|trop|demasiad[oa]s?|tropp[oaie]|te|för|terlalu|za|zbyt|слишком|надто|занадто|забагато|çok|fazla|aşırı|quá|muito|demais|جدا|جداً|للغاية)(?!\p{L})|すぎ|過ぎ|太|너무|बहुत/iu

const TOO_ALL = new RegExp(TOO.source, 'giu')
/** A negator right before the measure: "nie za dobra", "not too bad", "不太" say no excess. */
const NOT_BEFORE = /(?:(?<!\p{L})(?:not|nie|nicht|pas|non|niet|inte|не|ні)\s+|不|没)$/iu

/** The clause says too much of something, not "not too…". */
const overdone = (clause: string): boolean =>
  [...clause.matchAll(TOO_ALL)].some((m) => !NOT_BEFORE.test(clause.slice(0, m.index)))

/** Too little of something: "not enough", "too few", "zu wenig", "pas assez", "muy pocos", "мало". */
const SCANT =
  /not enough|too (?:few|little|short)|zu wenig|nicht genug|pas assez|trop peu|muy pocos|muy pocas|no hay suficientes|poucos|poucas|pochi|poche|te weinig|för få|za mało|мало|замало|yetersiz|kurang banyak|quá ít|太少|少なすぎ|너무 적/iu

const GRIEVANCE: [Grievance, readonly string[]][] = [
  ['price', ['pricing']],
  ['ads', ['ads']],
  ['design', ['ui']],
  ['slow', ['performance']],
]

/**
 * What a game hands out over time (lives, hints, coins, rewards): "lives refill way too slowly",
 * "Leben laden zu langsam nach" is the pace the game is made with, heard as such, not the app
 * being slow.
 */
const PACED = new Set(['lives', 'hints', 'coins', 'gems', 'daily_rewards', 'boosters'])

/** What the complaint is about: the first of price, ads, design or slowness its clauses name, in their order. */
function grievanceOf(point: Point | undefined, reading: Reading, book: Phrasebook): Grievance {
  const found = grievanceSaid(point, reading, book)
  if (found !== 'slow') return found
  return paced(point, reading) ? 'other' : found
}

/**
 * What the app does on purpose and a reviewer may want gone ("asks me to rate every time",
 * "просит оценить", "별점 달라고"): heard and passed on, never trouble to send device details for.
 */
const DELIBERATE = new Set(['rating_prompt'])
const deliberate = (point: Point | undefined, reading: Reading): boolean =>
  featuresOf(point, reading).some((t) => t.concept !== null && DELIBERATE.has(t.concept))

const paced = (point: Point | undefined, reading: Reading): boolean =>
  featuresOf(point, reading).some((t) => t.concept !== null && PACED.has(t.concept))

function grievanceSaid(point: Point | undefined, reading: Reading, book: Phrasebook): Grievance {
  // A review with no cue is one point of its whole text: its clauses are inside that text.
  const inPoint = (c: { text: string }) =>
    point?.clauses.some((t) => t === c.text || t.includes(c.text)) === true
  for (const clause of reading.clauses.filter(inPoint)) {
    const found = GRIEVANCE.find(
      ([g, ts]) =>
        ts.some((t) => clause.topics.includes(t as never)) &&
        (g !== 'ads' || adsSaid(normalizeForMatch(clause.text, book.code), book)),
    )
    if (found) return found[0]
  }
  return 'other'
}

/**
 * What `several` lists: a grievance, or a game's lives ("and lives take forever to refill", "9
 * vies max c'est trop peu"), which a complaint about the ads beside them would otherwise drop.
 */
export type Raised = Grievance | 'lives'

/** The topics a clause is read with that name a grievance of their own, in any language. */
const TOPIC_GRIEVANCE: Readonly<Record<string, Grievance>> = {
  pricing: 'price',
  ads: 'ads',
  ui: 'design',
  performance: 'slow',
}

/**
 * Every grievance one complaint raises, once each, in the order raised: "too many ads, the new
 * design is ugly, and it's expensive now" is the ads, the design and the price. A point holds all
 * the complaint clauses of a review, so heard by its first grievance alone, the reply drops the
 * rest. Read from what each clause says (its topics, the push to pay, the difficulty, notifications
 * that come too often, the requests to rate), never from the stars.
 */
function grievancesRaised(
  point: Point | undefined,
  reading: Reading,
  book: Phrasebook,
): Raised[] {
  const raised: Raised[] = []
  const add = (g: Raised) => {
    if (!raised.includes(g)) raised.push(g)
  }
  if (reading.forcedAccount) add('account')
  const inPoint = (c: { text: string }) =>
    point?.clauses.some((t) => t === c.text || t.includes(c.text)) === true
  const notifications = featuresOf(point, reading).filter((t) => t.concept === 'notifications')
  const slowPaced = paced(point, reading)
  const lives = featuresOf(point, reading).filter((t) => t.concept === 'lives')
  const wished = (c: { text: string }) =>
    reading.points.some(
      (q) => q.intent === 'request' && q.clauses.some((t) => t === c.text || t.includes(c.text)),
    )
  // "Can I turn the ads off without paying?" asks; it raises no grievance about the price.
  const asked = (c: { text: string }) =>
    /[?？؟]\s*$/u.test(c.text) ||
    reading.points.some(
      (q) => q.intent === 'question' && q.clauses.some((t) => t === c.text || t.includes(c.text)),
    )
  // "…it looks awful, plus there are ads everywhere now": a clause no point took, said flatly
  // beside the complaint, still raises its grievance; not the price, which a flat clause
  // ("I'd pay for premium") mentions without complaining.
  const unclaimed = (c: { text: string; polarity: number }) =>
    reading.polarity < 0 &&
    c.polarity <= 0 &&
    !reading.points.some((q) => q.clauses.some((t) => t === c.text || t.includes(c.text)))
  for (const clause of reading.clauses.filter(
    (c) => (inPoint(c) || unclaimed(c)) && !asked(c),
  )) {
    const flat = !inPoint(clause)
    const norm = normalizeForMatch(clause.text, book.code)
    const pushed = saysPayToWin([norm])
    // "…too many ads. boosters r pricey": a clause that calls a price too high complains of it,
    // said flatly or not.
    const dear = !pushed && saysTooDear(norm, book.code)
    const lower = clause.text.toLowerCase()
    // Each grievance of the clause with what says it, to tell which is said first.
    const found: [Raised, (head: string) => boolean][] = []
    if (pushed) found.push(['payToWin', (h) => saysPayToWin([h])])
    if (saysTooHard(norm, book.code)) found.push(['hard', (h) => saysTooHard(h, book.code)])
    if (nagsToRate([norm], book.code)) found.push(['rateNag', (h) => nagsToRate([h], book.code)])
    const noted = notifications.find((t) => lower.includes(t.text.toLowerCase()))
    if (noted && (TOO.test(clause.text) || OFTEN.test(clause.text)))
      found.push(['notifications', (h) => h.includes(noted.text.toLowerCase())])
    for (const topic of clause.topics) {
      const g = TOPIC_GRIEVANCE[topic]
      // Pay to win already says the money; lives that refill slowly are the game's pace.
      if (!g || (g === 'price' && (pushed || (flat && !dear))) || (g === 'slow' && slowPaced))
        continue
      found.push([g, (h) => detectTopics(h, book).includes(topic)])
    }
    if (dear && !found.some(([g]) => g === 'price'))
      found.push(['price', (h) => saysTooDear(h, book.code)])
    // The lives the complaint names in this clause, unless it praises or wishes for them.
    const life = lives.find((t) => lower.includes(t.text.toLowerCase()))
    if (life && clause.polarity <= 0 && !wished(clause))
      found.push(['lives', (h) => h.includes(life.text.toLowerCase())])
    // "The rate-this-app popup after every level": the popup is the request to rate, no ad. And
    // "too many ads, I'd rather pay for premium than see a popup": paying is their way out of the
    // ads, no grievance about the price.
    const kinds = new Set(found.map(([g]) => g))
    // "les vies sont hors de prix": the lives' price is the grievance, named with the price ("the
    // price of the lives"); listed again as the lives system, the reply says them twice.
    // "the remove ads pack is overpriced", "bought remove ads and it's gone": the price of turning
    // the ads off or the purchase lost, no grievance about the ads themselves.
    const adFree = !adsSaid(norm, book)
    const said = found.filter(
      ([g]) =>
        !(g === 'ads' && adFree) &&
        !(g === 'lives' && kinds.has('price')) &&
        !(g === 'ads' && kinds.has('rateNag')) &&
        !(g === 'price' && kinds.has('ads') && offersToPay(clause.text)),
    )
    for (const [g] of said.length > 1 ? inOrderSaid(norm, said) : said) add(g)
  }
  return raised
}

/** The point's clauses call a price too high or say the game makes you pay to get ahead. */
function pricedTooHigh(point: Point | undefined, book: Phrasebook): boolean {
  const folded = (point?.clauses ?? []).map((c) => normalizeForMatch(c, book.code))
  return saysPayToWin(folded) || folded.some((c) => saysTooDear(c, book.code))
}

/** A word for the price itself, in a thing the reader named ("the subscription price", "サブスクの値段"). */
const PRICE_SAID =
  /(?<!\p{L})(?:price|pricing|cost|preis|prix|precio|preço|prezzo|prijs|pris|cena|цена|ціна|fiyat|harga|giá)|値段|価格|料金|价格|價格|价钱|가격|요금/iu

/**
 * Grievances one clause raises, in the order it says them ("the app is slow and there are too
 * many ads"): each where the shortest head of the clause already says it. Only for a clause
 * that raises two or more, so a draft rarely pays for it.
 */
function inOrderSaid<T>(
  text: string,
  found: [T, (head: string) => boolean][],
): (readonly [T, number])[] {
  const at = (says: (head: string) => boolean): number => {
    if (!says(text)) return text.length
    let lo = 1
    let hi = text.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (says(text.slice(0, mid))) hi = mid
      else lo = mid + 1
    }
    return lo
  }
  return found
    .map(([g, says]) => [g, at(says)] as const)
    .sort((a, b) => a[1] - b[1])
}

/** Said again and again: "every hour", "10 a day", "ständig", "sans arrêt", "一直", in the drafter's languages. */
const OFTEN =
  /every (?:hour|day|few minutes)|all day|all the time|constantly|non-?stop|\d+ (?:a|per) day|spam|ständig|dauernd|andauernd|stündlich|sans arrêt|tout le temps|constamment|todo el tiempo|cada hora|al día|o tempo todo|toda hora|por dia|di continuo|continuamente|ogni ora|al giorno|de hele tijd|elk uur|per dag|hela tiden|ständigt|varje timme|ciągle|cały czas|co godzinę|постоянно|каждый час|в день|постійно|щогодини|на день|sürekli|her saat|günde|terus-menerus|tiap jam|sehari|liên tục|mỗi giờ|mỗi ngày|một ngày|一直|每小时|每小時|每天|频繁|頻繁|毎日|何度も|しょっちゅう|계속|매일|자꾸|하루에|باستمرار|كل ساعة|يوميا|हर घंटे|लगातार|दिन में/iu

/** "Way too many notifications", "Ständig Benachrichtigungen": notifications that come too often, a grievance. */
function tooManyNotifications(
  point: Point | undefined,
  reading: Reading,
  book: Phrasebook,
): boolean {
  if (!featuresOf(point, reading).some((t) => t.concept === 'notifications')) return false
  // "Stop pushing ads" asks to stop the ads, not the notifications.
  const stopped = grievanceSaid(point, reading, book) !== 'ads'
  return (point?.clauses ?? []).some(
    (c) => TOO.test(c) || OFTEN.test(c) || (stopped && asksToStop(c)),
  )
}

/** A wish named as an action ("pinning notes"), a feature in its own right. */
const ACTION = /^\p{Ll}{3,}ing\s\p{L}/u
/** "… and a hint button": a thing joined to a wish by "and a" is a wish of its own. */
const AND_A = /\s(?:and|plus)\s+(?:a|an|some)\s+$/iu

/** What places a fault: a device, a system or a version the review names. */
const PLACED = new Set<NamedThing['kind']>(['device', 'os', 'version'])

/**
 * "Doesn't work with my Garmin, hope you add it", "Kan inte sortera efter färg, lägg till det",
 * "El widget no muestra las listas, debería": a lack followed by a wish to add it is the wish,
 * named by what the lack says. Not when the lack names a fault (a crash, a freeze, a symptom) or
 * where it happens, and not beside anything but praise: then it is a fault report after all.
 */
function wishAfterLack(reading: Reading, book: Phrasebook): Reading {
  const lack = reading.points.find((p) => p.intent === 'bug' || p.intent === 'complaint')
  const wish = reading.points.find((p) => p.intent === 'request')
  if (!lack || !wish || reading.sarcasm || reading.supportFailed) return reading
  if (!reading.points.every((p) => p === lack || p === wish || p.intent === 'praise'))
    return reading
  const order = (p: Point) =>
    Math.min(...p.clauses.map((c) => reading.clauses.findIndex((x) => x.text === c)))
  if (order(wish) < order(lack)) return reading
  if (lack.clauses.some((c) => CRASH.test(c)) || symptomOf(lack.clauses) !== undefined)
    return reading
  if (lack.things.some((t) => PLACED.has(t.kind))) return reading
  // "The widget is ugly, make it bigger", "the new design is awful, bring back the old one": a
  // verdict on what is there, and a wish to change it, not to add it.
  // "the music gets repetitive, more tracks pls": a wish for more of something after a gripe is
  // the wish too, what the gripe says being why they wish it.
  if (!lack.clauses.some((c) => saysNot(c, book)) && !wishesMore(wish.clauses, book.code))
    return reading
  const merged: Point = {
    intent: 'request',
    clauses: [...lack.clauses, ...wish.clauses],
    // What the wish names says more than what the lack did ("not flexible enough, please add
    // repeating reminders"); a wish that names nothing ("hope you add it") takes the lack's.
    things: [...wish.things, ...lack.things],
  }
  return {
    ...reading,
    main: 'request',
    points: [merged, ...reading.points.filter((p) => p !== lack && p !== wish)],
  }
}

/**
 * Decides what the reply must do, from the reading alone: the main point first, then the
 * others in order of severity; which Answer, refund path or recovery step applies; and what
 * must be held for a person. The same plan serves the built-in drafter and the model.
 */
/** A price's own word after what it prices ("premium price", "subscription cost"), in English. */
const PRICE_WORD = /\s+(?:price|prices|pricing|cost|costs|fee|fees)$/i
const ONLY_PRICE = /^(?:the\s+)?(?:price|prices|pricing|cost|costs|fee|fees)$/i
/** What a price names, without the word for the price itself; null when it names nothing else. */
function priced(text: string): string | undefined {
  if (ONLY_PRICE.test(text)) return undefined
  const named = text.replace(PRICE_WORD, '')
  // "premium price": the plan is a name ("the price of Premium").
  return /^premium$/i.test(named) ? 'Premium' : named
}

export function planReply(input: PlanInput): Plan {
  const { rating, book } = input
  const reading = wishAfterLack(faultFirst(input.reading), input.book)
  const moves: Move[] = []
  const reasons: string[] = [...reading.doubts]
  const naming: string[] = []
  let low = false
  const point = (intent: Intent) => reading.points.find((p) => p.intent === intent)
  const stars = Math.round(rating)
  const clauseOf = (text: string) => reading.clauses.find((c) => c.text === text)
  const worded = new Map<string, boolean>()
  const inWords = (text: string): boolean => {
    let known = worded.get(text)
    if (known === undefined) worded.set(text, (known = asksInWords(text, book)))
    return known
  }
  /** The questions a point asks, those asked in words first, then the longer. */
  const questionsOf = (p: Point | undefined): string[] =>
    (p?.clauses ?? [])
      .filter((c) => clauseOf(c)?.question)
      .sort((a, b) => Number(inWords(b)) - Number(inWords(a)) || b.length - a.length)
  /**
   * A question with the clause before it: "it is gone. How do I get it back?" asks about what
   * the clause names.
   */
  const inContext = (question: string): string[] => {
    const at = reading.clauses.findIndex((c) => c.text === question)
    const before = at > 0 ? reading.clauses[at - 1] : undefined
    // "Can I get them on my iPad? They only show on my phone": the sentence after says what is meant too.
    const after = at >= 0 ? reading.clauses[at + 1] : undefined
    return [
      question,
      ...(before && !before.question ? [`${before.text} ${question}`] : []),
      // Not after a "why": "…? I don't have Facebook" would read as "why is there no…".
      ...(after && !after.question && !asksWhy(question, book.code)
        ? [`${question} ${after.text}`]
        : []),
    ]
  }
  // What the review raises, so an Answer about something else needs more than a shared word.
  const raised = new Set<AnswerTopic>()
  if (reading.points.some((p) => p.intent === 'privacy')) raised.add('privacy')
  if (reading.wantsDeletion) raised.add('deletion')
  // A review that names what was bought ("Premium is gone after reinstalling") is about the purchase.
  const bought = reading.things.some(
    (t) => t.kind === 'purchase' || (t.concept !== null && PURCHASES.has(t.concept)),
  )
  if (reading.billing === 'purchase_missing' || bought) raised.add('purchase_missing')
  if (reading.points.some((p) => p.intent === 'data_loss')) raised.add('data_loss')
  const things = reading.things.filter((t) => t.kind === 'feature').map((t) => t.text)
  const matchFor = (texts: readonly string[], about?: AnswerTopic) =>
    bestAnswer(
      texts.filter((t) => t.trim() !== ''),
      input.answers,
      book,
      about ? { about, raised, things } : { raised, things },
    )
  /** Each question on its own, then all the point says: a "why" beside a "how" must not hide the "how". */
  const answerFor = (texts: readonly string[], about?: AnswerTopic) =>
    matchFor(texts, about)?.answer ?? null
  const answered = new Set<string>()
  /** The team's Answer, unless the review says it already tried those steps: then the direct contact. */
  const use = (answer: TeamAnswer, lead: boolean) => {
    answered.add(answer.id)
    if (triedAlready(answer, reading, book)) {
      moves.push({ kind: 'tried' })
      reasons.push(
        `says they already tried what the Answer "${answer.title}" says: check the reply`,
      )
      return
    }
    moves.push({ kind: 'answer', answer, lead })
  }
  /**
   * One slot holds every question the reply leaves for a person, each said briefly and once:
   * a second question joins the first slot rather than being dropped.
   */
  /** "Wie geht das?" after "Ich will alles löschen.": the sentence it points back to, with it. */
  const pointedBack = (q: string): string => {
    const at = reading.clauses.findIndex((c) => c.text.trim() === q.trim())
    if (at <= 0) return q
    // The whole sentence before, not its last clause ("…, тобто де я живу").
    let from = at - 1
    while (from > 0 && !/[.!?。！？]\s*$/u.test(reading.clauses[from - 1]?.text ?? '.')) from--
    const before = reading.clauses
      .slice(from, at)
      .map((c) => c.text.trim())
      .join(' ')
    return withAntecedent(q, before, book.code)
  }
  const slot = (asked: string | readonly string[], lead = true) => {
    // "Why does it need my location all the time, even when I'm not running?" is one question
    // the clauses cut at its comma: a part without its own mark runs on into a lower-case next.
    const joined: string[] = []
    for (const q of (typeof asked === 'string' ? [asked] : asked).map(pointedBack)) {
      const last = joined[joined.length - 1]
      if (last !== undefined && !/[?？؟]/u.test(last) && /^\p{Ll}/u.test(q.trim()))
        joined[joined.length - 1] = `${last.replace(/[\s,，]+$/u, '')}, ${q.trim()}`
      else joined.push(q)
    }
    const all = joined.map((q) =>
      q === DELETION_SLOT ? q : briefly(q, book.code, inWords(q) || /[?？؟]/u.test(q)),
    )
    // A title of one word ("Spotify?") beside the question it heads asks nothing more.
    const said =
      all.length > 1
        ? all.filter((q) => /[\p{L}\p{N}]\s+[\p{L}\p{N}]/u.test(q) || book.joiner === '')
        : all
    const held = moves.find((m) => m.kind === 'slot')
    if (held?.kind === 'slot') {
      const more = said.filter((q) => !held.what.split(SLOT_JOIN).includes(q))
      if (more.length > 0)
        held.what = [...held.what.split(SLOT_JOIN), ...more].slice(0, MAX_ASKED).join(SLOT_JOIN)
      return
    }
    moves.push({ kind: 'slot', what: [...new Set(said)].slice(0, MAX_ASKED).join(SLOT_JOIN), lead })
    reasons.push('asks something no Answer covers: fill in the answer')
    low = true
  }
  // Support that answered unhelpfully is no "nobody got back to you".
  const replied = reading.supportFailed && supportReplied(reading.clauses, book.code)
  const failed = (): Move => ({ kind: 'supportFailed', ...(replied ? { replied } : {}) })
  const apologised = () => moves.some((m) => APOLOGISING.has(m.kind))
  const taken: Intent[] = []

  /**
   * A question a reply must answer, not a complaint or a wish with a question mark ("splits
   * behind a paywall now?", "can you add a dark mode?"): one asked in words, or the review's
   * only point besides praise.
   */
  const realQuestion = (text: string): boolean => {
    // "Can you add…?" and "why is there no dark mode?" wish; "why does adding a tag need an
    // account?" wants the reason. An Answer that covers the wish still answers it (below).
    if (clauseOf(text)?.intents.includes('request') && !asksReason(text, book.code)) return false
    if (inWords(text)) return true
    return (
      !reading.sarcasm &&
      reading.points.every((p) => p.intent === 'question' || p.intent === 'praise')
    )
  }
  // A question that asks nothing the team could answer is left to the points around it, unless
  // an Answer covers it anyway.
  const points = reading.points.filter((p) => {
    if (p.intent !== 'question') return true
    const asked = questionsOf(p)
    return asked.length === 0 || asked.some(realQuestion) || answerFor(asked) !== null
  })
  // A purchase lost with the data is one loss, named by the loss line ("lost-purchase"); the loss
  // already leads, the reader ordering points by severity.
  const folded = foldsIntoLoss(reading)
  const [first, ...rest] = points.length > 0 ? points : reading.points
  const unasked = reading.points.filter((p) => !points.includes(p) && points.length > 0)

  const take = (intent: Intent, main: boolean): void => {
    const p = point(intent)
    const from = moves.length
    takeMoves(intent, main, p)
    if (!main)
      for (let i = from; i < moves.length; i++)
        moves[i] = { ...(moves[i] as Move), secondary: true }
  }
  const takeMoves = (intent: Intent, main: boolean, p: Point | undefined): void => {
    // "I deleted my account, still getting your mails": deletion or sign-in steps, a loss to
    // recover or a privacy Answer would answer nothing. They did their part: the direct contact.
    if (reading.deletedAccount && DELETED_ALREADY.has(intent)) {
      if (moves.some((m) => m.kind === 'tried')) return
      if (!apologised()) moves.push({ kind: 'sorry', where: {} })
      moves.push({ kind: 'tried' })
      reasons.push('says they already deleted their account: check what is left to do')
      return
    }
    // "Постійно просить оцінити", "ciągle wyskakuje prośba o ocenę": a prompt shown on purpose and
    // complained of is neither a fault to send details for nor a wish ("prośba" is its name): heard.
    if (
      (intent === 'bug' || intent === 'request') &&
      reading.polarity < 0 &&
      deliberate(p, reading)
    ) {
      takeMoves('complaint', main, p)
      return
    }
    switch (intent) {
      case 'praise': {
        // Kind words are for features, not for the account support sorted out, nor for the ads a
        // fan's praise puts up with ("petit bémol : les pubs, mais ça reste génial").
        // What the reviewer achieved ("finished level 500") is congratulated, not thanked for as a feature.
        const achieved = reading.achieved?.toLowerCase()
        const features = featuresOf(p, reading, 1)
          .filter((t) =>
            t.concept === null
              ? !namesRace(t.text)
              : !SERVICE.has(t.concept) && !NOT_BOUGHT.has(t.concept),
          )
          .map((t) => t.text)
          .filter(
            (t) =>
              !achieved ||
              !t
                .toLowerCase()
                .split(/\s+/)
                .every((w) => achieved.includes(w)),
          )
        if (!main) {
          // Beside a fault, a charge or lost data, a congratulation is cheer at someone who is stuck.
          const cheer = achieved !== undefined && !(first && TROUBLES.has(first.intent))
          if (praisedBeside(reading, stars, featuresOf(p, reading).length > 0 || cheer)) {
            moves.push({ kind: 'praiseAlso', ...(features[0] ? { feature: features[0] } : {}) })
            if (cheer) moves.push(achievedMove(reading))
          }
          return
        }
        if (!reading.cued && !achieved) {
          // No word of the text praised anything: the stars are no kind words to thank for, and
          // a text the reader found no words in is as often a report ("reminders come an hour
          // late") or a question as a compliment. Acknowledge it, and claim nothing about it.
          // A text that names a device, a system or a version ("timer beeps twice, Galaxy S22,
          // version 2.1") reports something: sorry, and how to tell the team more, not "thanks".
          const where = whereOf(p, reading)
          if (stars <= 4 && (where.device || where.os || where.version)) {
            naming.push(...namesOf(where))
            moves.push({ kind: 'sorry', where }, detailsFor(where))
            return
          }
          moves.push({ kind: 'neutral' })
          if (stars <= 3) moves.push({ kind: 'askMissing' })
          return
        }
        const feature = list(features, book)
        if (feature) {
          moves.push({ kind: 'thanksFor', feature, things: features.slice(0, 2) })
          naming.push(...features.slice(0, 2))
        } else moves.push({ kind: reading.cued || achieved ? 'thanks' : 'neutral' })
        if (achieved) moves.push(achievedMove(reading))
        else if (stars <= 3 && reading.points.length === 1) moves.push({ kind: 'askMissing' })
        else if (reading.points.length === 1) moves.push({ kind: 'praiseMore' })
        return
      }
      case 'complaint': {
        const where = whereOf(p, reading)
        const requested = reading.points.some((x) => x.intent === 'request')
        // "Quitaron la opción de exportar", "Trainingspläne nur noch im Abo": a feature taken away
        // is heard by its name, neither as the price in general nor as a fault.
        const taken = reading.taken === true && where.feature !== undefined
        // An account the app demands, or notifications that come too often, is heard by name.
        const about: Grievance = taken
          ? 'other'
          : reading.forcedAccount
            ? 'account'
            : tooManyNotifications(p, reading, book)
              ? 'notifications'
              : nagsToRate(
                    (p?.clauses ?? []).map((c) => normalizeForMatch(c, book.code)),
                    book.code,
                  )
                ? 'rateNag'
                : grievanceOf(p, reading, book)
        // Beside a problem or a question already answered, a vague complaint adds only a second
        // apology; a sarcastic one still gets its own line, unless the reply already apologised.
        // One with a name of its own ("also too many ads", "and it's slow on my Pixel") is a
        // second point the reviewer made, and a reply that skips it reads as not listening.
        // Beside a fault already apologised for ("too many ads, and level 300 won't load"), the ads
        // are still a second point of their own: heard in their own line, once per grievance.
        // So is one about a thing it names that the reply has not taken up ("…is full of cheaters.
        // Can you filter them out?"): the question's slot or Answer does not hear it.
        // Only before any apology, or beside a charge ("Also the new toolbar is ugly"), which the
        // billing line does not hear; after an apology it is most often the thing apologised for.
        const namedBeside =
          about === 'other' &&
          where.feature !== undefined &&
          !naming.some((n) => sharesWord(n, where.feature ?? '')) &&
          (!apologised() || first?.intent === 'billing') &&
          // "I emailed your support twice": support that failed them has a line of its own.
          !SUPPORT_WORD.test(normalizeForMatch(where.feature, book.code))
        // "Keeps crashing. also boosters are way too expensive", "…課金しないとクリアできない": a
        // price called too high, or the push to pay, is a complaint of its own beside the fault.
        const dear = pricedTooHigh(p, book)
        const ownGrievance =
          ((about !== 'other' && about !== 'letdown') || namedBeside) &&
          !moves.some((m) => m.kind === 'heard' && m.about === about) &&
          // A price already answered as a charge ("the price went up") is not heard twice; and
          // beside a loss or fault already apologised for, "I pay for Premium and lost it all" says
          // what they paid for, which the apology answers; heard as a price complaint, it misreads.
          !(
            about === 'price' &&
            (moves.some((m) => m.kind === 'billing') || (apologised() && !dear))
          )
        // "Baterai boros bgt … audio cue juga suka mati sendiri": beside a fault already apologised
        // for, a complaint that says a trouble of the whole app (a drained battery, a hot phone) is
        // a second trouble; dropped, the reply answers half the review.
        const apart = !main && apologised() ? symptomOf(p?.clauses ?? []) : undefined
        if (
          apart &&
          BESIDE_APOLOGY.has(apart) &&
          !reading.sarcasm &&
          !moves.some((m) => m.kind === 'sorry' && m.symptom === apart)
        ) {
          moves.push({ kind: 'sorry', where: {}, symptom: apart })
          return
        }
        if (
          !main &&
          !ownGrievance &&
          (apologised() ||
            (!reading.sarcasm && first && first.intent !== 'praise' && first.intent !== 'request'))
        )
          return
        // Beside a wish, the hassle behind it ("the plans are too hard for a beginner") was passed
        // on with the wish: a second "we've passed it on" says nothing more.
        if (!main && !reading.sarcasm && first?.intent === 'request' && about === 'other') return
        // "Die App meldet mich ständig ab" read as a complaint still says what goes wrong: the
        // symptom's own apology and how to tell us more, not a bare "sorry it isn't working".
        // A lone complaint's symptom may sit in a clause no cue claimed ("Irritant, de app logt me uit").
        const fault =
          reading.sarcasm || requested || taken
            ? undefined
            : symptomOf(
                main && reading.points.length === 1
                  ? reading.clauses.map((c) => c.text)
                  : (p?.clauses ?? []),
              )
        // A named feature that is the symptom itself ("the sync settings", "syncing with the watch")
        // keeps its own line, which names it whole; the symptom's bare word ("Synchronisierung")
        // is no feature beside it, and the fault still needs the way to tell us more.
        // A battery drained or a freeze is a fault though the reader files it under speed.
        const bare =
          about === 'other' && where.feature !== undefined && onlySymptom(fault, where.feature)
        // Slowness that says when it sets in or heats the phone is a fault to look into.
        const timed = fault === 'slow' ? placeOf(where, p, reading) : {}
        if (
          fault &&
          (fault !== 'slow' || timed.when !== undefined || timed.hot === true) &&
          (about === 'other' || about === 'slow') &&
          !(where.feature && saysSymptom(fault, where.feature) && !bare)
        ) {
          const { feature: said, ...unnamed } = where
          // Beside the heat, the thing's own fault is named as a second trouble.
          const heated = heatedThing(fault, where, p?.clauses ?? [], reading)
          const own = said !== undefined && (saysSymptom(fault, said) || heated) ? unnamed : where
          const placed = { ...placeOf(own, p, reading), ...(heated ? { second: heated } : {}) }
          naming.push(...namesOf(where))
          moves.push({ kind: 'sorry', where: placed, symptom: fault }, detailsFor(where))
          if (reading.supportFailed) moves.push(failed())
          return
        }
        // "Das Widget aktualisiert sich nicht mehr" read as a complaint still says what the thing
        // does wrong: its own apology and how to tell us more.
        const broken =
          !fault && !reading.sarcasm && !requested && !taken && about === 'other' && where.feature
            ? featureSymptomOf(
                where.feature,
                p?.clauses ?? [],
                reading.clauses.map((c) => c.text),
              )
            : undefined
        if (broken) {
          const placed = placeOf(where, p, reading)
          naming.push(...namesOf(where))
          moves.push({ kind: 'sorry', where: placed, symptom: broken }, detailsFor(where))
          if (reading.supportFailed) moves.push(failed())
          return
        }
        if (where.feature) naming.push(where.feature)
        // The price is named by its figure ("$79.99 a year"), the ads by nothing more.
        // Two figures ("went up from $3 to $8") are a change: either alone misquotes it.
        const figures = reading.things.filter((t) => t.kind === 'purchase')
        const price = figures.length === 1 ? figures[0]?.text : undefined
        // A redesign is heard as the design, not "the new design of the new interface".
        const { feature: _design, ...elsewhere } = where
        const redesigned =
          about === 'design' &&
          (featuresOf(p, reading).some(
            (t) => t.text === where.feature && t.concept !== null && LOOKS.has(t.concept),
          ) ||
            // "The design of the level editor": the design named is no thing to hear it of.
            namesDesignAlone(where.feature ?? '') ||
            // A purchase ("my ad free purchase vanished") has no design to be sorry about.
            featuresOf(p, reading).some(
              (t) => t.text === where.feature && t.concept !== null && PURCHASES.has(t.concept),
            ))
        // Without a figure, the thing bought is what the price is of ("the price of the skins").
        const bought = featuresOf(p, reading).find(
          (t) => t.text === where.feature && t.concept !== null && PRICED.has(t.concept),
        )
        const heardWhere: Where =
          about === 'price'
            ? price
              ? { feature: price }
              : bought
                ? { feature: bought.text }
                : {}
            : // "搜索太慢了" on a lukewarm review: the slowness of the thing it names, not the whole app's.
              about === 'slow'
              ? where.feature
                ? { feature: where.feature }
                : {}
              : about === 'ads' ||
                about === 'account' ||
                about === 'notifications'
              ? {}
              : redesigned
                ? elsewhere
                : where
        // A grievance about the price, the ads or the design is heard, and so is the hassle behind
        // a wish; a bad review's trouble with a thing it names ("search is so slow") is apologised
        // for: "thanks for your opinion on search" would thank for a complaint.
        // "Levels are too short, not enough new content": too much or too little of a thing is
        // how it is made, heard and passed on, not trouble to write to support about.
        // "The levels are way too hard", "so difficult": the difficulty is what is heard, not
        // "sorry about the levels", and no trouble to write to support about.
        const hard =
          about === 'other' &&
          !taken &&
          // A lone complaint's difficulty may sit in a clause no cue claimed ("so difficult after 300").
          (main && reading.points.length === 1
            ? reading.clauses.map((c) => c.text)
            : (p?.clauses ?? [])
          ).some((c) => saysTooHard(normalizeForMatch(c, book.code), book.code))
        // "impossible without buying boosters. pay to win garbage": the push to pay is heard.
        const payToWin =
          (about === 'price' || about === 'other') &&
          !taken &&
          !reading.sarcasm &&
          // "the event skins are pay to win garbage": skins win nothing; the price of them is heard.
          !featuresOf(p, reading).some((t) => t.concept === 'skins') &&
          saysPayToWin(
            (main && reading.points.length === 1
              ? reading.clauses.map((c) => c.text)
              : (p?.clauses ?? [])
            ).map((c) => normalizeForMatch(c, book.code)),
          )
        const measured = hard || payToWin || (p?.clauses ?? []).some((c) => overdone(c) || SCANT.test(c))
        // The other grievances the same complaint raises, heard in the same line as this one. A
        // price already answered by the billing line, or said beside an apology ("I pay for
        // Premium and lost it all"), is not heard again.
        const raised = grievancesRaised(p, reading, book).filter(
          (g) =>
            g !== 'price' ||
            !((apologised() && !dear) || moves.some((m) => m.kind === 'billing')),
        )
        const heardAs: Grievance = hard ? 'hard' : payToWin ? 'payToWin' : about
        // Ads the list leaves out were only the purchase that turns them off ("Werbefrei kostet
        // viel zu viel"): the list says what is heard.
        const several =
          !taken && raised.length > 1 && (raised.includes(heardAs) || heardAs === 'ads')
            ? raised
            : undefined
        // "…and the boosters are way too expensive": the price listed is the boosters'; not a
        // thing that is itself the price ("サブスクの値段").
        const priced = several?.includes('price')
          ? (price ??
            featuresOf(p, reading).find(
              (t) => t.concept !== null && PRICED.has(t.concept) && !PRICE_SAID.test(t.text),
            )?.text)
          : undefined
        // "…and the new design of the level map is ugly": the design listed is the level map's.
        const designed = several?.includes('design')
          ? designedThing(featuresOf(p, reading), reading)
          : undefined
        const troubled =
          (about === 'slow' || (about === 'other' && !measured)) &&
          where.feature !== undefined &&
          stars <= 3 &&
          reading.polarity < 0 &&
          reading.cued &&
          !requested &&
          !taken &&
          // "The energy system is awful": how a game doles out its lives is a choice, not trouble.
          !paced(p, reading) &&
          !deliberate(p, reading) &&
          // "Stop asking me to rate": what they ask us to stop is done on purpose, no trouble.
          !(p?.clauses ?? []).some(asksToStop)
        // "So fast… 10 minutes to open": under the sarcasm, the slowness is what is heard.
        if (reading.sarcasm && about === 'slow' && !where.feature)
          moves.push({ kind: 'heard', where: {}, about: 'slow' })
        // "Excelente 👏 ahora cada nivel tiene 3 anuncios 🙃": under the sarcasm, the ads (the
        // account, the notifications) are what is heard, not the level they come after.
        else if (
          reading.sarcasm &&
          SAID_PLAINLY.has(about) &&
          !where.device &&
          !where.version &&
          // Where the sarcasm's own line would name the ads themselves, it says it well.
          !reading.things.some((t) => t.text === where.feature && t.concept === GRIEVED[about])
        )
          moves.push({ kind: 'heard', where: heardWhere, about })
        else if (reading.sarcasm) moves.push({ kind: 'sorrySarcasm', where })
        // The apology for trouble with a thing calls it a fault: the way to tell us more goes with it.
        else if (troubled)
          moves.push(
            { kind: 'sorry', where },
            ...(main && !reading.supportFailed ? [{ kind: 'contact' } as const] : []),
          )
        // No word said what it thinks, but a device, a system or a version is named ("timer beeps
        // twice, Galaxy S22, version 2.1"): a report, so sorry and how to tell us more. So is a
        // bad review that says only what a feature does ("Die Distanz wird nicht aufgezeichnet",
        // "Пульс показывает 190 при ходьбе"): an opinion says what it thinks, and "sorry it isn't
        // what you hoped, we've passed it on" would leave a malfunction with no way to reach us.
        else if (
          main &&
          !reading.cued &&
          // A device, a system or a version says it is a report whatever its clauses' topic.
          (about === 'other' || about === 'slow' || about === 'design') &&
          (where.device ||
            where.os ||
            where.version ||
            (about === 'other' &&
              where.feature !== undefined &&
              reading.polarity < 0 &&
              !deliberate(p, reading) &&
              !requested &&
              !taken &&
              !measured))
        ) {
          naming.push(...namesOf(where))
          moves.push({ kind: 'sorry', where }, detailsFor(where))
        } else if (reading.letdown && !where.feature && about === 'other' && !reading.supportFailed)
          // "Expected more", "back to pen and paper": sorry it fell short, not "sorry about the problem".
          moves.push(
            { kind: 'heard', where: {}, about: 'letdown' },
            // Asking what keeps it from five stars reads oddly under five stars given.
            ...(main && !requested && stars < 5 ? [{ kind: 'askMissing' } as const] : []),
          )
        else if (payToWin) {
          // "crashes every time i open it and its impossible to beat without paying": a fault the
          // same complaint reports is apologised for first, with the way to tell us more after;
          // heard by the push to pay alone, the reply drops it.
          const own = (c: Clause) => p?.clauses.some((t) => t.includes(c.text)) === true
          const crashed =
            main && !apologised() && reading.clauses.some((c) => own(c) && c.topics.includes('crash'))
          const fault =
            main && !apologised() && !crashed ? symptomOf(p?.clauses ?? []) : undefined
          if (crashed) moves.push({ kind: 'sorryCrash', where: {} })
          else if (fault) moves.push({ kind: 'sorry', where: {}, symptom: fault })
          const item = pushedToBuy(p?.things ?? [])
          moves.push({
            kind: 'heard',
            where: item ? { feature: item } : {},
            about: 'payToWin',
            ...(several ? { several } : {}),
            ...(priced ? { priced } : {}),
            ...(designed ? { designed } : {}),
          })
          if (crashed || fault) moves.push(detailsFor({}))
        } else if (where.feature || about !== 'other' || hard) {
          // "Event rewards are stingy. And 30 minutes to refill hearts is too long": one complaint
          // point naming two things of the game; heard of the first alone, the reply drops the second.
          const feature = heardWhere.feature
          const mainThing = p?.things.find((t) => t.text === feature)
          const other =
            // Two things told in one clause ("asks me to rate every two levels") are one complaint.
            about === 'other' && !hard && !taken && feature !== undefined && mainThing && (p?.clauses.length ?? 0) > 1
              ? p?.things.find(
                  (t) =>
                    t.kind === 'feature' &&
                    t.intent === 'complaint' &&
                    t.polarity < 0 &&
                    t.concept !== null &&
                    t.concept !== mainThing.concept &&
                    !sharesWord(t.text, feature) &&
                    !naming.some((n) => sharesWord(n, t.text)),
                )
              : undefined
          // "too many ads and the leaderboard is useless": a thing the complaint runs down beside
          // its grievance, which no grievance names, is named after it in the same line.
          // Not beside a thing the grievance already names ("the dark mode"), nor beside the design
          // (heard alone or listed), whose colours and screens are the design itself.
          const named =
            !other &&
            !taken &&
            feature === undefined &&
            about !== 'other' &&
            about !== 'letdown' &&
            about !== 'design' &&
            !several?.includes('design')
              ? p?.things.find(
                  (t) =>
                    t.kind === 'feature' &&
                    t.polarity < 0 &&
                    !(t.concept !== null && (GRIEVANCE_NAMED.has(t.concept) || PRICED.has(t.concept))) &&
                    !naming.some((n) => sharesWord(n, t.text)) &&
                    // Only a thing in the review's own words, said as no place or time.
                    (p?.clauses ?? []).some((c) => saidAlone(c, t.text)),
                )?.text
              : undefined
          if (named) naming.push(named)
          moves.push({
            kind: 'heard',
            where: heardWhere,
            about: hard ? 'hard' : about,
            ...(named ? { named } : {}),
            ...(other && feature !== undefined ? { both: [feature, other.text] as const } : {}),
            ...(several && !other ? { several } : {}),
            ...(several && !other && priced ? { priced } : {}),
            ...(several && !other && designed ? { designed } : {}),
            ...(taken ? { taken: true as const } : {}),
            ...((about === 'design' &&
              reading.clauses.some(
                (c) => p?.clauses.includes(c.text) === true && CHANGE.test(c.text.toLowerCase()),
              )) ||
            // Listed beside other grievances, the design is "the new design" only where its own
            // clause says it changed ("the new design is ugly").
            (several?.includes('design') &&
              !other &&
              reading.clauses.some(
                (c) =>
                  c.topics.includes('ui') &&
                  p?.clauses.some((t) => t.includes(c.text)) === true &&
                  CHANGE.test(c.text.toLowerCase()),
              ))
              ? { changed: true }
              : {}),
          })
        } else if (reading.polarity >= 0 && main)
          moves.push({ kind: 'neutral' }, ...(requested ? [] : [{ kind: 'askMissing' } as const]))
        else
          moves.push(
            { kind: 'sorry', where },
            // Someone support never answered is not asked what would make it five stars.
            ...(main && !requested && !reading.supportFailed
              ? [{ kind: 'askMissing' } as const]
              : []),
          )
        if (reading.supportFailed) moves.push(failed(), { kind: 'contact' })
        else if (main && stars <= 2 && !where.feature && !requested) moves.push({ kind: 'contact' })
        return
      }
      case 'bug': {
        // "a assinatura subiu e não avisaram ninguém": a fault read only in the clause that says
        // the price went up is how they learnt of the rise, not a malfunction to send details of.
        if (
          reading.billing === 'price_rise' &&
          (p?.clauses ?? []).every((c) =>
            reading.points.some((o) => o.intent === 'billing' && o.clauses.includes(c)),
          )
        )
          return
        const where = placeOf(makerAsDevice(whereOf(p, reading), reading), p, reading)
        const fault = faultMoves({
          main,
          point: p,
          reading,
          where,
          first: first?.intent,
          apologised: apologised(),
          failed,
        })
        naming.push(...fault.naming)
        moves.push(...fault.moves)
        return
      }
      case 'data_loss': {
        // The loss line names the lost data, not the feature around it.
        const { feature: around, ...where } = whereOf(p, reading)
        const item = lostOf(p, reading)
        const bought = item ? boughtLost(p, reading, item, nameable) : undefined
        if (bought) naming.push(bought)
        const cause = causeOf(p, around, item, reading)
        // "Crashed when I opened it and half my notes are gone": recovery leads, and the crash
        // the review names beside the loss is named in the same apology.
        // A crash the reader heard in words no pattern knows ("stürzt beim Öffnen ab") is one too.
        const crashed =
          reading.points.some(
            (x) =>
              (x.intent === 'bug' || x.intent === 'data_loss') &&
              x.clauses.some((c) => CRASH.test(c)),
          ) ||
          reading.clauses.some(
            (c) =>
              c.topics.includes('crash') &&
              (c.intents.includes('bug') || c.intents.includes('data_loss')),
          )
        moves.push({
          kind: 'sorryLoss',
          where: {
            ...where,
            ...(item ? { feature: item } : {}),
            ...(cause ? { cause } : {}),
            ...(crashed ? { crashed: true as const } : {}),
            ...(!crashed && frozeBeside(reading) ? { frozen: true as const } : {}),
          },
          ...(bought ? { bought } : {}),
        })
        const answer = answerFor([[...(p?.clauses ?? []), reading.question ?? ''].join(' ')])
        // Trash steps read to someone whose notes were overwritten answer another problem: the
        // contact leads instead, and no slot asks a person to explain the Trash.
        const misses =
          answer !== null &&
          stepsMissLoss(
            answer.body,
            reading.clauses.map((c) => c.text),
          )
        if (answer && !misses) use(answer, false)
        else if (misses)
          reasons.push(`the Answer "${answer.title}" does not fit how the data was lost`)
        else {
          // "How do I get back a note I deleted?" has steps the team knows: a slot for them.
          // "Why did my gems disappear?" and "what happened??" wait for the team to look.
          const how = questionsOf(p).find(
            (q) =>
              clauseOf(q)?.intents.includes('data_loss') && inWords(q) && !asksWhy(q, book.code),
          )
          if (how) slot(how, false)
        }
        if (reading.supportFailed) moves.push(failed())
        // The team's recovery steps are the reply; the contact line is for a loss they do not cover.
        if (!moves.some((m) => m.kind === 'answer')) moves.push({ kind: 'recovery' })
        return
      }
      case 'billing': {
        // The purchase lost with the data is named and restored with it: no charge line, no refund path.
        if (folded) return
        const billing = reading.billing ?? 'other'
        // The charge is named by what was bought ("the yearly plan", "Premium") or its sum.
        // Beside ads still shown after paying, the other things ("des pubs entre les niveaux")
        // say where the ads come, not what was bought: only a plan names the purchase then.
        const adsStill =
          reading.billing === 'purchase_missing' &&
          (p?.things ?? []).some((t) => t.concept !== null && NOT_BOUGHT.has(t.concept))
        const own = (p?.things ?? []).filter(
          (t) =>
            !adsStill || t.kind !== 'feature' || (t.concept !== null && PURCHASES.has(t.concept)),
        )
        // The plan as the review names it most exactly: "the yearly plan" over "my subscription".
        const plansIn = (ts: readonly NamedThing[]) =>
          ts.filter((t) => t.kind === 'feature' && t.concept !== null && PURCHASES.has(t.concept))
        // "구매 복원 안됨" over "광고 제거 산 게 사라짐", "Restore broken. Bought Premium, gone after
        // reinstalling": the point that says the purchase is missing may not say what it was; the
        // one thing bought the review names elsewhere is it, or the reply says "your purchase".
        const ownPlans = plansIn(own)
        const elsewhere =
          billing === 'purchase_missing' && !adsStill
            ? plansIn(reading.things).filter((t) => !GENERIC_PURCHASES.has(t.concept ?? ''))
            : []
        const plans =
          ownPlans.length > 0 || new Set(elsewhere.map((t) => t.concept)).size !== 1
            ? ownPlans
            : elsewhere
        const plan = plans.find((t) => !GENERIC_PURCHASES.has(t.concept ?? '')) ?? plans[0]
        // A purchase that went missing is named by what it was ("Remove ads"), a charge by its sum.
        // A charge for the wrong plan is named by its sum: the plan they name may be either one.
        // Two different sums ("the 0.99 deal charged me 9.99") are a price and a charge: either
        // alone may misquote the claim, so the charge is named by what it paid for.
        const sums = reading.things.filter((t) => t.kind === 'purchase')
        const sum =
          new Set(sums.map((t) => t.text)).size === 1
            ? (own.find((t) => t.kind === 'purchase') ?? sums[0])
            : undefined
        // A line that already says what ran on ("the trial became a subscription", "couldn't
        // cancel") names the charge by its sum alone: "the subscription" again only repeats it.
        const saysPlan = SAYS_PLAN.has(billing)
        const found =
          billing === 'wrong_plan' ||
          (saysPlan && !sum && plan && GENERIC_PURCHASES.has(plan.concept ?? ''))
            ? sum
            : ((billing === 'purchase_missing'
                ? // What went missing is named by what it is ("the level pack"), never its sum alone.
                  (plan ??
                  own.find(
                    (t) =>
                      t.kind === 'feature' &&
                      t.concept !== null &&
                      !NOT_BOUGHT.has(t.concept) &&
                      nameable(t),
                  ))
                : undefined) ??
              sum ??
              plan ??
              // Any other feature of the charge, but never the ads it was meant to remove.
              own.find(
                (t) =>
                  t.kind === 'feature' &&
                  !t.bare &&
                  t.concept !== null &&
                  !NOT_BOUGHT.has(t.concept) &&
                  nameable(t),
              ))
        const bought = storeNamed(billing, found)
        // The claim restated in full: the sum and what it paid for ("charged $39.99 for the yearly plan").
        // Only a plain name: a longer one carries the review's own words along ("yearly plan in March").
        const paidFor =
          bought && bought === sum && plan && billing !== 'wrong_plan' && plainName(plan.text)
            ? plan.text
            : undefined
        // "the price of {feature} went up": a name that is itself the price ("premium price")
        // is named by what it prices ("the price of Premium"), never "the price of the … price".
        const boughtText = billing === 'price_rise' && bought ? priced(bought.text) : bought?.text
        if (boughtText) naming.push(boughtText)
        if (paidFor) naming.push(paidFor)
        moves.push({
          kind: 'billing',
          case: billing,
          ...(boughtText ? { feature: boughtText } : {}),
          ...(paidFor ? { plan: paidFor } : {}),
          ...(billing === 'purchase_missing' &&
          bought &&
          'concept' in bought &&
          bought.concept === 'remove_ads' &&
          // The ads named again beside their removal ("広告削除買ったのに広告出る"): they still show.
          // "Bought remove ads, can't restore it" names them once and says nothing of ads shown.
          (reading.clauses.map((c) => c.text).join(' ').match(ADS_WORDS)?.length ?? 0) >= 2
            ? { adsShown: true as const }
            : {}),
        })
        if (reading.storeLoop) moves.push({ kind: 'loop' })
        const missing = billing === 'purchase_missing'
        // A missing purchase is asked back ("how do I get it back?"); other billing questions
        // ("so who do I ask??") are answered by the direct path the reply gives.
        const asked = [
          ...questionsOf(p),
          ...(reading.question && !p?.clauses.includes(reading.question) ? [reading.question] : []),
        ]
        // After the store or support failed them ("Google won't refund. What now?"), the question is
        // where to turn, answered by the direct path: an Answer on cancelling would send them round again.
        const failedThem = reading.storeLoop || reading.supportFailed
        // "Tried restore purchases, nothing", "購入の復元も試したけどダメ": the restore steps again
        // would not read the review (however the review words the step); the direct contact instead.
        const restoreTried = missing && triedRestore(reading, book.code)
        const answer =
          !STORE_CASES.has(billing) &&
          !restoreTried &&
          (missing || (reading.question && !failedThem))
            ? answerFor(
                [...asked, (p?.clauses ?? []).join(' ')],
                missing ? 'purchase_missing' : undefined,
              )
            : null
        if (answer) use(answer, false)
        // "How do I get it back?" needs the team's restore steps; "so where do I turn??" after
        // the store or support failed them is answered by the direct contact.
        else if (
          missing &&
          !restoreTried &&
          !reading.storeLoop &&
          !reading.supportFailed &&
          asked.some(realQuestion)
        )
          slot(asked.find(realQuestion) as string, false)
        // The store's own refund path (Apple alone; Google Play or the team), but a reviewer the store already sent back
        // gets a direct path instead of the same loop again; a missing purchase is restored, not
        // refunded, unless they ask for their money back ("買ったのに広告が出る。お金返して").
        if (!reading.storeLoop && (!missing || reading.refundAsked))
          moves.push(
            ...storePath(
              billing,
              plans.some((t) => SUBSCRIBED.has(t.concept ?? '')),
            ),
          )
        if (reading.supportFailed) moves.push(failed())
        // A price that went up is no charge gone wrong: "send your order number, we'll check the
        // charge" answers a dispute nobody raised. What they ask beside it ("a student discount?")
        // is the question left, for the team to fill in.
        if (billing === 'price_rise' && !reading.supportFailed) {
          const question = asked.find(realQuestion)
          if (question) slot(question, false)
          return
        }
        // "Tried restore purchases, nothing": a bare "send us your order number" reads as if
        // nothing had been done; the direct contact says it knows they already tried.
        moves.push(restoreTried ? { kind: 'tried' } : { kind: 'checkOrder' })
        return
      }
      case 'privacy': {
        if (reading.wantsDataCopy) return void moves.push({ kind: 'dataCopy' })
        const asked = questionsOf(p)
        const answer = answerFor([...asked, (p?.clauses ?? []).join(' ')], 'privacy')
        if (answer) {
          // The worry heard first ("you're right to ask"), then what the team wrote down.
          moves.push({ kind: 'privacy', ...permissionIn(p?.clauses ?? [], book.code) })
          use(answer, false)
          return
        }
        // Nothing about what the app does with data may be made up: what the team can say
        // honestly, then the slot a person fills, and the draft waits for them.
        moves.push({ kind: 'privacy', ...permissionIn(p?.clauses ?? [], book.code) })
        reasons.push(
          'raises privacy and the team has no Answer for it: write what the app does with the data',
        )
        // Every question the worry asks ("why the contacts?", "do you sell my data?"), in its order.
        const order = (q: string) => reading.clauses.findIndex((c) => c.text === q)
        slot(
          asked.length > 0
            ? [...asked].sort((a, b) => order(a) - order(b))
            : (reading.question ?? (p?.clauses ?? []).join(' ')),
          false,
        )
        return
      }
      case 'account': {
        const asked = questionsOf(p)
        const text = (p?.clauses ?? []).join(' ')
        if (reading.wantsDeletion) {
          // Asked already and nobody acted: the request heard, then the direct contact, never the same steps.
          if (reading.supportFailed) return void moves.push({ kind: 'deletion', asked: true })
          const answer = answerFor([...asked, text], 'deletion')
          if (answer) {
            // The wish heard, then the team's steps.
            moves.push({ kind: 'deletion' })
            use(answer, false)
          } else {
            // How an account is deleted is the team's to say: never a made-up process.
            moves.push({ kind: 'deletion' })
            reasons.push('asks to delete the account and the team has no Answer for it: write how')
            slot(DELETION_SLOT, false)
          }
          return
        }
        const answer = asked.length > 0 ? answerFor([...asked, text]) : null
        if (answer) {
          use(answer, true)
          return
        }
        if (
          reading.clauses.some((c) => c.intents.includes('account') && c.question) &&
          !reading.clauses.some((c) => c.intents.includes('bug'))
        ) {
          // "Why do I need an account?" is a question about the account, not a sign-in fault.
          take('question', main)
          return
        }
        // "Keeps logging me out, I have to type my password again" gets in, again and again: the
        // sign-outs are the fault, not a lockout, unless the text also says they cannot get in.
        if (
          !reading.clauses.some((c) => c.lockedOut) &&
          reading.clauses.some((c) => saysSymptom('logout', c.text))
        ) {
          const where = whereOf(p, reading)
          const { feature: _login, ...place } = where
          naming.push(...namesOf(place))
          moves.push({ kind: 'sorry', where: place, symptom: 'logout' }, detailsFor(place))
          if (reading.supportFailed) moves.push(failed())
          return
        }
        if (reading.supportFailed) moves.push(failed())
        moves.push({ kind: 'lockedOut' })
        return
      }
      case 'question': {
        // A question that is part of a point already taken up (privacy, an account, lost data,
        // a charge) was answered with it.
        if (!main && taken.some((t) => point(t)?.clauses.some((c) => p?.clauses.includes(c))))
          return
        const questions = questionsOf(p)
        const asked =
          questions.find(realQuestion) ??
          questions[0] ??
          reading.question ??
          (p?.clauses ?? []).join(' ')
        // The slot a privacy worry left already holds this very question.
        const held = moves.find((m) => m.kind === 'slot')
        if (
          held?.kind === 'slot' &&
          held.what
            .split(SLOT_JOIN)
            .includes(briefly(asked, book.code, inWords(asked) || /[?？؟]/u.test(asked)))
        )
          return
        const match = matchFor(
          [...questions, ...(reading.question ? [reading.question] : [])].flatMap(inContext),
        )
        const answer = match?.answer ?? null
        if (answer && answered.has(answer.id)) return
        // A second Answer beside one already given needs more than a shared word ("get back").
        if (answer && (main || answered.size === 0 || (match?.score ?? 0) >= 2)) {
          use(answer, main)
          return
        }
        if (!main && answered.size > 0) {
          // Beside a point an Answer already took up, the question is most likely the same one.
          reasons.push(`also asks "${asked.slice(0, 80)}": check the Answer covers it`)
          return
        }
        // "So who do I ask??" beside a charge, a lockout or lost data: the direct contact the
        // reply gives answers it. Beside a fault or a wish, a question asked in words is a real one.
        // "Also why does it have to sync every time??" beside a fault is one more complaint.
        // Beside lost data, "how do I get them back?" asks for the steps a person must write in.
        const pathGiven =
          first !== undefined &&
          first.intent !== intent &&
          (['billing', 'account', 'privacy'].includes(first.intent) ||
            (first.intent === 'data_loss' && !ASKS_RECOVERY.test(asked.toLowerCase())))
        if (!main && (pathGiven || asksWhy(asked, book.code) || !realQuestion(asked))) {
          reasons.push(`also asks "${asked.slice(0, 80)}": check the reply answers it`)
          return
        }
        // Every question the team must answer, in the order the review asks them.
        const order = (q: string) => reading.clauses.findIndex((c) => c.text === q)
        const also = questions.filter(
          (q) => q !== asked && realQuestion(q) && (main || !asksWhy(q, book.code)),
        )
        const all = [asked, ...also].sort((a, b) => order(a) - order(b))
        // "How do I cancel?" with no Answer: where a subscription is cancelled is the store's
        // rule, so its subscription settings answer it, not a slot.
        const cancels = (q: string) => asksHowToCancel(q, book.code)
        if ([asked, ...questions].some(cancels)) {
          moves.push({ kind: 'storeSettings', asked: true })
          // "…? Can't find it in the app" says why they ask; only a question of its own is left.
          const rest = all.filter((q) => !cancels(q) && /[?？؟]/u.test(q))
          if (rest.length > 0) slot(rest, false)
          return
        }
        slot(all, main)
        return
      }
      case 'request': {
        // "Will there be Garmin sync one day?" asks what the team will add: where an Answer says
        // what the app does about it today, that is the reply; without one the wish is thanked
        // for below, never given a slot (no answer may promise a feature).
        // The reader takes such a clause for a wish, not a question: its mark is what says it asks.
        const wished = askedBeside(p?.clauses ?? [], reading)
        const known = wished.length > 0 && !wishesMore(wished, book.code) ? answerFor(wished) : null
        if (known && !answered.has(known.id)) {
          use(known, main)
          return
        }
        // "Bitte eine iPad-Version", "iPad版を出してください": a version for another platform is the
        // idea named, where no feature is.
        // "Why is there no dark mode?" is read as a question and a wish: the question holds the
        // thing the wish names, unless an Answer already took it up.
        const sameClauses = reading.points.filter(
          (q) =>
            answered.size === 0 &&
            q.intent === 'question' &&
            q.clauses.some((c) => p?.clauses.includes(c)),
        )
        const own = featuresOf(p, reading)
        const onDevice = answerFor(wishedDevices(p, own))
        if (onDevice && !answered.has(onDevice.id)) return use(onDevice, false)
        const wishedThings =
          own.length > 0 ? own : sameClauses.flatMap((q) => featuresOf(q, reading))
        const named = wishedThings.map((t) => withMore(t.text, p?.clauses ?? [], book.code))
        // The wish's clauses and the two after each ("Сделайте, | пожалуйста, | версию для iPad").
        const wishAndNext = (p?.clauses ?? []).flatMap((c) => {
          const at = reading.clauses.findIndex((x) => x.text === c)
          return at >= 0 ? reading.clauses.slice(at, at + 3).map((x) => x.text) : [c]
        })
        // "Would love a version for Apple Watch" names "version" alone: the platform says which.
        const platform = named.every((t) => BARE_VERSION.test(t))
          ? platformVersion(wishAndNext, book.code)
          : null
        // "One wish: Apple Watch support": a device named with the kind of thing wished for it.
        const deviced = !platform && !named[0] ? devicedWish(p, reading, wishAndNext) : null
        const features = platform ? [platform] : deviced ? [deviced] : named
        // Beside another point, thanks for an idea that names nothing is only filler, and often
        // a misread plea ("please refund me", "please help").
        // After thanks for praise, though, a wish left unanswered reads as ignored ("Love it. Only
        // audio attachments are missing"): it is thanked for, named or not.
        if (!main && !features[0] && first?.intent !== 'praise') return
        // A second wish made in a clause of its own is named too; a neighbouring word of the
        // same clause ("a widget for the lock screen") is where the first would live, no wish.
        // A name put together from words apart ("가민 시계랑 바로 연동" named "가민 연동") is in
        // the clause that holds all its words.
        const clauseNaming = (thing: string) =>
          reading.clauses.findIndex(
            (c) =>
              c.intents.includes('request') &&
              thing
                .toLowerCase()
                .split(/\s+/u)
                .every((w) => c.text.toLowerCase().includes(w)),
          )
        const at = features[0] ? clauseNaming(features[0]) : -1
        // What is paid with ("…for coins instead of real money") is how, not what, they wish.
        const firstThing = wishedThings[0]
        // "Please add a calendar and coloured tags": joined by "and" in one clause, two wishes.
        // Only two features the reader knows: "the folder list and the note side by side" is one.
        // An action wished for on its own ("… and let me pin notes") is a second wish too.
        // "… a hint button and also a way to play offline": an "also" between makes two, known or not.
        const alsoIn = (t: NamedThing) =>
          firstThing !== undefined &&
          t.concept !== firstThing.concept &&
          (p?.clauses ?? []).some((c) => alsoWish(c, firstThing.text, t.text, book.code))
        const joined = (t: NamedThing) =>
          firstThing !== undefined &&
          (t.concept !== null ||
            ACTION.test(t.text) ||
            (p?.clauses ?? []).some((c) => AND_A.test(c.slice(0, c.indexOf(t.text))))) &&
          // "a dark mode and the ability to pause auto-lap": a known feature and an action are two too.
          (firstThing.concept !== null || ACTION.test(firstThing.text)) &&
          t.concept !== firstThing.concept &&
          // The wish's own clauses, or the clause its things were listed in ("Додайте, будь
          // ласка, | експорт у PDF і нагадування"), in either order.
          [...(p?.clauses ?? []), ...reading.clauses.map((c) => c.text)].some(
            (c) =>
              joinedWish(c, firstThing.text, t.text, book.code) ||
              joinedWish(c, t.text, firstThing.text, book.code),
          )
        const second = wishedThings.find(
          (t, i) =>
            i > 0 &&
            !(t.concept !== null && PURCHASES.has(t.concept)) &&
            ((at !== -1 && clauseNaming(t.text) !== -1 && clauseNaming(t.text) !== at) ||
              joined(t) ||
              alsoIn(t)),
        )?.text
        // Both named in the order the review says them ("a dark mode and … pause auto-lap").
        const before =
          second !== undefined &&
          features[0] !== undefined &&
          (p?.clauses ?? []).some((c) => joinedWish(c, second, features[0] ?? '', book.code))
        const pair = before && second ? [second, features[0]] : [features[0], second]
        const things = features[0] ? pair.filter((t): t is string => t !== undefined) : []
        // "Could you make the daily puzzle reset at midnight?": one thing the app has, changed.
        const changed =
          features[0] && things.length < 2
            ? improvedThing(features[0], reading.clauses.map((c) => c.text).join(' '), book.code)
            : null
        naming.push(...(changed ? [changed] : things))
        moves.push({
          kind: 'request',
          ...(changed ? { feature: changed, change: true as const } : {}),
          ...(features[0] && !changed ? { feature: features[0] } : {}),
          ...(things.length > 1 ? { things } : {}),
        })
        return
      }
      case 'spam':
      case 'abuse':
        return
    }
  }

  // "Wrong app, I wanted the Samsung one", "not your fault, my watch won't pair": the words left
  // over name nothing of this app, so no apology for them and no device or version to ask for.
  const elsewhere =
    reading.elsewhere !== undefined &&
    first !== undefined &&
    (reading.elsewhere === 'app' ? MIXED_UP : NOT_OURS).has(first.intent) &&
    // Data another app lost is that app's; a charge or a wish is still taken up.
    reading.points.every(
      (p) =>
        !TAKEN_UP_ANYWAY.has(p.intent) || (reading.elsewhere === 'app' && p.intent === 'data_loss'),
    )
  if (elsewhere && reading.elsewhere) {
    moves.push({ kind: 'elsewhere', about: reading.elsewhere }, { kind: 'contact' })
    reasons.push(
      reading.elsewhere === 'app'
        ? 'seems to be about another app: check the reply'
        : "says the trouble is not the app's: check the reply",
    )
  } else {
    if (first) {
      take(first.intent, true)
      taken.push(first.intent)
    }
    // The rest, most serious first; praise beside a problem comes last, briefly.
    for (const p of rest.slice(0, 3)) {
      take(p.intent, false)
      taken.push(p.intent)
    }
    // "덕분에 첫 10km 완주했어요! 목소리를 바꿀 수 있나요?": what they achieved, told beside a question
    // or a wish and no trouble, is congratulated, praise word or not. After the rest: most
    // languages' line follows another ("And congratulations…").
    if (
      reading.achieved &&
      !reading.sarcasm &&
      !moves.some((m) => m.kind === 'achieved') &&
      !reading.points.some((p) => TROUBLES.has(p.intent))
    )
      moves.push(achievedMove(reading))
  }

  // Whatever the review is about, support that never answered is acknowledged, with the
  // direct contact after it.
  if (reading.supportFailed && !moves.some((m) => m.kind === 'supportFailed'))
    moves.push({ ...failed(), secondary: true }, { kind: 'contact', secondary: true })
  // "Emailed support 4 days ago, nothing": beside an Answer or a loss, the failure acknowledged
  // still needs the direct contact after it, or the reply ends on "you didn't hear back".
  else if (reading.supportFailed && !moves.some((m) => CONTACT_MOVES.has(m.kind)))
    moves.push({ kind: 'contact', secondary: true })
  // So is a runaround between the store and us, about a charge or anything else.
  if (reading.storeLoop && !moves.some((m) => m.kind === 'loop'))
    moves.push({ kind: 'loop', secondary: true }, { kind: 'contact', secondary: true })

  // "Keeps crashing. also boosters r pricey": a price called too high, or the push to pay, beside
  // the fault is heard right after its apology, where no line heard it yet.
  const faultAt = moves.findIndex((m) => FAULT_APOLOGIES.has(m.kind))
  const dear =
    faultAt >= 0 &&
    !moves.some(
      (m) =>
        m.kind === 'billing' ||
        (m.kind === 'heard' && (m.about === 'price' || m.about === 'payToWin')),
    )
      ? dearBesideFault(reading, book, (t) => t.concept !== null && PRICED.has(t.concept))
      : undefined
  // "Las vidas tardan una eternidad … los videos para ganar vidas no cargan": lives the fault's
  // apology already names ("los problemas con las vidas") are heard by it; a second line on them
  // only said "we understand your disappointment" after it.
  const faultNames = (item?: string) => {
    const fault = moves[faultAt]
    const said = fault && 'where' in fault ? fault.where.feature?.toLowerCase() : undefined
    return item !== undefined && said !== undefined && said.includes(item.toLowerCase())
  }
  if (dear && !(dear.about === 'lives' && faultNames(dear.item))) {
    // The lives are heard by their name, as a complaint about a thing of the game.
    moves.splice(faultAt + 1, 0, {
      kind: 'heard',
      where: dear.item ? { feature: dear.item } : {},
      about: dear.about === 'lives' ? 'other' : dear.about,
      secondary: true,
    })
    if (dear.item) naming.push(dear.item)
  }

  // "Restore is broken. Reinstalled and the Premium I paid for is gone": the missing purchase's
  // line names Premium; a second "sorry about the trouble with Premium" from the complaint
  // beside it only says it again.
  const lost = moves.find((m) => m.kind === 'billing' && m.case === 'purchase_missing')
  const lostName = lost?.kind === 'billing' ? lost.feature : undefined
  const onlyLost = (m: Move): boolean =>
    m.secondary === true &&
    ((m.kind === 'sorry' && !m.symptom) || (m.kind === 'heard' && m.about === 'other')) &&
    'where' in m &&
    Object.keys(m.where).length === 1 &&
    m.where.feature === lostName
  if (lostName)
    for (let i = moves.length - 1; i >= 0; i--) if (onlyLost(moves[i] as Move)) moves.splice(i, 1)

  // "Paying for premium and sync doesn't work": the plan they pay for is heard right after the
  // fault's apology, not dropped; a charge or pay-to-win line already speaks of the money.
  const plan = paidForPlan(reading)
  const sorryAt = moves.findIndex((m) => FAULT_APOLOGIES.has(m.kind))
  if (
    plan !== undefined &&
    sorryAt >= 0 &&
    !moves.some(
      (m) =>
        m.kind === 'billing' ||
        (m.kind === 'heard' && (m.about === 'price' || m.about === 'payToWin')),
    )
  ) {
    moves.splice(sorryAt + 1, 0, { kind: 'paidFor', plan })
    naming.push(plan)
  }

  // One contact line is enough: the first that gives it stays, and it comes last, after the
  // sentences about the review and any answer. Acknowledging the same failure twice, or two
  // slots, says nothing more.
  let contactGiven = false
  const seen = new Set<MoveKind>()
  const once = moves.filter((m) => {
    if (ONCE.has(m.kind)) {
      if (seen.has(m.kind)) return false
      seen.add(m.kind)
    }
    if (!CONTACT_MOVES.has(m.kind)) return true
    if (contactGiven) return false
    contactGiven = true
    return true
  })
  // Asking for the device and the app version suits a reply about a fault alone: beside an
  // Answer, a slot, lost data, a wish or a charge it reads as a form to fill, and on a wish read
  // as a fault it is plainly wrong. There the invitation to write is enough.
  const faultOnly = first?.intent === 'bug' && !once.some((m) => BESIDE_FAULT.has(m.kind))
  // "Reinstalled, cleared the cache, nothing": the invitation to write says they already tried
  // the usual steps, rather than asking for details as if nothing had been done.
  const tried = once.some((m) => m.kind === 'details') && triedSteps(reading, book.code)
  const kept = [
    ...once.filter((m) => !CONTACT_MOVES.has(m.kind)),
    ...once.filter((m) => CONTACT_MOVES.has(m.kind)),
  ].map((m): Move =>
    m.kind === 'details' && tried ? { kind: 'tried' } : m.kind === 'details' && !faultOnly ? { kind: 'details', described: true } : m,
  )

  if (!kept.some((m) => m.kind === 'answer' || m.kind === 'slot'))
    for (const p of unasked) {
      const asked = (questionsOf(p)[0] ?? '').slice(0, 80)
      if (!reasons.some((r) => r.includes(`"${asked}"`)))
        reasons.push(`asks "${asked}" as a complaint or a wish: check nothing needs an answer`)
    }
  if (reading.legal) {
    reasons.push('mentions a lawyer, a regulator or a chargeback: a person should answer')
    low = true
  }
  if (!input.fullLines) reasons.push(`written with the basic ${book.code} phrasebook only`)
  const confidence: Confidence = low ? 'low' : reasons.length > 0 ? 'medium' : 'high'
  const guarded =
    reading.polarity < 0 ||
    reading.sarcasm ||
    reading.supportFailed ||
    reading.storeLoop ||
    reading.legal ||
    reading.points.some((p) => GUARDED.has(p.intent))
  return {
    moves: kept,
    mood: reading.polarity,
    guarded,
    naming: [...new Set(naming.map((n) => unnumbered(n, book.code)))],
    confidence,
    reasons,
  }
}
