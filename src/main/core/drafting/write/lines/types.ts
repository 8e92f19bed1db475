import type { Permission } from '../../decide/permission'
import type { DraftStore } from '../../../../../shared/dto/drafting'
import type { FeatureSymptom, Measure, Symptom } from '../../decide/symptom'
import type { Feat } from '../../read/achieved'
import type { Raised } from '../../decide/plan'

export type Lines = readonly string[]

export interface ByRegister {
  casual: Lines
  formal: Lines
}

/**
 * What the built-in drafter says for each move a reply makes, in one language. Lines promise
 * nothing (no fix, feature or date) and claim nothing about the app the team has not said.
 *
 * Tokens: `{name}` the reviewer's first name, `{brand}` the product, `{brand|fallback}` the
 * product or a fallback, `{contact}` the voice's support contact, `{feature}` `{device}` `{os}`
 * `{version}` the things the review names (`{item}` is the feature as the review wrote it, where
 * a language would otherwise add an article: "your {item}"), `{what}` what the reviewer asked. A part in square
 * brackets is dropped when a token in it has no value ("Sorry about the trouble[ with
 * {feature}][ on your {device}]."); a line whose other tokens have no value is not used. Named
 * things are quoted where a language's names take no article, framed where no agreement is
 * needed (Russian «функция {feature}», Japanese 「{feature}」); where they take one (German,
 * French, Spanish, Italian, Portuguese, Dutch, Swedish) `{feature}` stands bare after a
 * preposition and `write/naming` gives it its article, case and contraction.
 */
export interface MoveLines {
  /** Praise with nothing named. */
  thanks: ByRegister
  /** Praise for a named feature. */
  thanksFor: ByRegister
  /** After the thanks, without claiming anything: "It's great to hear the app works for you." */
  praiseMore: Lines
  /** Congratulations on an achievement the review states, without restating it. */
  achieved?: Lines
  /** Beside a fault, the plan they pay for ("You're paying for {feature}, …"); only where written. */
  paidFor?: Lines
  /** The congratulation that names the kind of feat (a personal best, an exam passed); else `achieved`. */
  achievedOf?: Partial<Record<Feat, Lines>>
  /** Praise beside a problem, after the problem is answered. */
  praiseAlso: Lines
  /** Praise under a low rating: at most an invitation to say what is missing. */
  askMissing: Lines
  /** Neither praise nor a problem ("ok", "it's fine"): thanks without cheer. */
  neutral: ByRegister
  /** A request: thanks for the idea, naming it when it can be named. No promise. */
  request: Lines
  /**
   * A wish to change a thing the app already has ("make the daily puzzle reset at midnight"):
   * thanks for the idea for it, the thing named as the app's own. Without it, `request`.
   */
  requestChange?: Lines
  /**
   * `requestChange` said where its line would open like the sentence before it ("Дякуємо за теплі
   * слова! Дякуємо за ідею…"): the idea, passed on, opened another way. Only there: after any
   * other sentence the plain thanks reads warmer.
   */
  requestChangeAfterThanks?: Lines
  /** Something does not work: sorry, naming where when the review says. */
  sorry: ByRegister
  /** It crashes. */
  sorryCrash: Lines
  /**
   * A fault the review names in a word (it freezes, is slow, does not sync, signs them out): the
   * apology says it plainly, where the review says ("Sorry the app keeps freezing on your Pixel 7").
   */
  sorryFor: Record<Exclude<Symptom, 'heat' | 'recording' | FeatureSymptom>, Lines> & {
    /** The phone heats up, said alone; without it the plain apology. */
    heat?: Lines
    /** The app stops recording by itself; without it the plain apology. */
    recording?: Lines
  } & Partial<Record<FeatureSymptom, Lines>>
  /**
   * What a named thing does wrong, where the thing is plural ("die Benachrichtigungen kommen
   * nicht"): in a language whose verb agrees with it, the lines for many; without them the plain
   * apology names the thing.
   */
  sorryForMany?: Partial<Record<FeatureSymptom, Lines>>
  /**
   * A second thing going wrong beside the first, as the apology's `{also}` finishes it: `{feature}`
   * stands for the thing ("… and the pace readout freezing"). Without it the second is not named.
   */
  alsoFor?: Partial<Record<Symptom | 'other', string>>
  /**
   * The same for a plural second thing, in a language whose verb agrees with it ("… und die
   * Ansagen nicht mehr kommen"). Without it a plural second thing is not named.
   */
  alsoForMany?: Partial<Record<Symptom | 'other', string>>
  /**
   * The second thing as a clause, where `alsoFor` is not one (English gerunds): the battery line's
   * `{also}` finishes a clause ("… drains your battery so fast and GPS reads wrong").
   */
  alsoClauseFor?: Partial<Record<Symptom | 'other', string>>
  /** The same clause for a plural thing ("… and the audio cues aren't working"). */
  alsoClauseForMany?: Partial<Record<Symptom | 'other', string>>
  /**
   * A second symptom said beside a freeze, slowness or a drained battery: the phone heats up. The
   * words that finish the apology's `{also}` ("… and your phone gets hot"); without them the heat
   * is not named.
   */
  phoneHot?: string
  /** Each measure as `sorryFor.wrong`'s `{measure}` takes it ("the step count", "der Schritte"). */
  measures?: Record<Measure, string>
  /** A complaint about how something is, not a fault: heard, passed on, nothing promised. */
  heard: {
    price: Lines
    ads: Lines
    design: Lines
    slow: Lines
    /** An account the app makes them create. */
    account: Lines
    /** Notifications that come too often. */
    notifications: Lines
    other: Lines
    /**
     * A feature the team took away (removed, or put behind a paywall): sorry for the
     * disappointment with it, never that it "didn't live up to" hopes it once met.
     */
    taken: Lines
    letdown: Lines
    /** The game or a plan too hard: the difficulty heard (`{feature}`: what is too hard). Else `other`. */
    hard?: Lines
    /** The game held to push buying to get ahead (`{item}`: what they feel pushed to buy). Else `price`. */
    payToWin?: Lines
    /** Asked again and again to rate the app (no `{feature}`). Else `other`, with what they named. */
    rateNag?: Lines
    /** One thing the review names is slow (`{feature}`: "search"), not the whole app. Else `slow`. */
    slowOf?: Lines
    /**
     * Two or more grievances of one complaint heard in one line (`{feature}`: each as
     * `grievances` names it, listed in the order raised), so no apology repeats another.
     * Without it (or a name), the first grievance's own line.
     */
    several?: Lines
  }
  /**
   * Each grievance as `heard.several` lists it, in the form its `{feature}` takes ("the ads",
   * "die Werbung"); `lives` a game's lives as a whole ("the lives system"); `newDesign` is the design when
   * the review says it changed; `priceOf` the
   * price of the thing bought or the sum the review names (`{feature}`); `designOf` and
   * `newDesignOf` the design of the thing the review names (`{feature}`: "the level map"). Without
   * `designOf` the design is listed without what it is of. `priceSum` the price when the review
   * names a sum ("the $5 price"); without it, `priceOf`.
   */
  grievances?: Partial<
    Record<Raised | 'newDesign' | 'priceOf' | 'priceSum' | 'designOf' | 'newDesignOf', string>
  >
  /**
   * The review is about something else: another app it took this one for (`app`: sorry for the
   * mix-up, nothing named), or trouble it says is not the app's (`outside`: thanks for saying so,
   * sorry all the same). No fault of the app is claimed or denied.
   */
  elsewhere?: { app: Lines; outside: Lines }
  /** Their data is gone: one short, sincere sentence naming what was lost; no cheer, no urgency, no promise. */
  sorryLoss: Lines
  /** Their data went when the app crashed: the loss with the crash named beside it. */
  sorryLossCrash?: Lines
  /** Their data went when the app froze: the loss with the freeze named beside it. */
  sorryLossFreeze?: Lines
  /** Sarcasm: take the complaint under it seriously, without echoing the irony. */
  sorrySarcasm: Lines
  /**
   * A fault the review does not place: ask for what it leaves out (the device and the app
   * version), with or without the contact. Never "tell us what happens" to someone who just did.
   */
  details: { contact: Lines; noContact: Lines }
  /** A fault the review already places (a device, a system or a version): only the invitation to write. */
  followUp: { contact: Lines; noContact: Lines }
  /** Data loss without an Answer: write to us now, we will look at what can be recovered. */
  recovery: { contact: Lines; noContact: Lines }
  /** Before a team Answer that answers a question. */
  answerLead: Lines
  /** Before a slot a person must fill: "Thanks for asking." (never "Good question!"). */
  askedLead: Lines
  billing: {
    afterCancel: Lines
    /** They could not cancel and the charges went on; without it, the plain billing line. */
    cantCancel?: Lines
    twice: Lines
    unknown: Lines
    /** They were charged for another plan than the one they chose (yearly for monthly). */
    wrongPlan: Lines
    /** The subscription renewed without a reminder they saw. */
    renewed: Lines
    /** A trial turned into a paid plan. */
    trial: Lines
    missing: Lines
    /** The ads still show after their removal was bought; without it, `missing`. */
    missingAds?: Lines
    refund: Lines
    /** The family cannot use the purchase through the store's family sharing; without it, `other`. */
    family?: Lines
    /** Charged in a currency other than their own; without it, `other`. */
    currency?: Lines
    /** The price went up; without it, `other`. */
    priceRise?: Lines
    /** A child bought something without asking; without it, `unknown`. */
    child?: Lines
    other: Lines
    /** The store's subscription settings, where a subscription is seen or cancelled. */
    storeSettings?: Record<DraftStore, Lines>
    /** The store's setting that asks a parent before a child buys; without it, none. */
    approval?: Record<DraftStore, Lines>
    /**
     * Where that store's refunds are asked for. Only Apple refunds an App Store purchase; on Google
     * Play the buyer asks Google within 48 hours and the developer can refund an order itself.
     */
    refundPath: Record<DraftStore, Lines>
    /** Offer to look into the order with them. */
    checkOrder: { contact: Lines; noContact: Lines }
    /** They were sent between the store and us: no more loops; we take it on directly. */
    loop: Lines
  }
  /**
   * They wrote to support and nobody answered: said plainly (the direct contact follows in its
   * own line). Lines that do not apologise let a reply that already apologised say it once.
   */
  supportFailed: Lines
  /** The same, with the direct contact in one sentence, for a draft with little room left. */
  supportFailedDirect: { contact: Lines }
  /** The same, as short as it can be said: for a reply whose other sentences leave little room. */
  supportFailedShort?: { contact: Lines }
  /** The same for a charge: the order number asked for in the one sentence. */
  orderFailedDirect: { contact: Lines }
  /** Its shortest wording, when the store's refund path would not fit beside the longer one. */
  orderFailedShort?: { contact: Lines }
  /** Support did answer, but the answers did not help: no "nobody got back to you". */
  supportReplied: Lines
  /**
   * The contact for someone whose messages went unanswered: never "write to us again" (the loop
   * that failed them), only what finds the earlier thread at the contact (a ticket number or the
   * address they wrote from), so they need not explain it all again.
   */
  contactAgain: { contact: Lines }
  /** The same for a charge: with the order number. */
  orderAgain: { contact: Lines }
  /**
   * Privacy without an Answer: what the team can say without knowing the facts (that it takes
   * privacy seriously), before the slot a person fills. No contact: the slot is the answer.
   */
  privacy: Lines
  /** Deleting the account without an Answer: the wish heard, before the slot with how. No process. */
  /** The worry heard with the permission it names (`{feature}`, one of `permissions`); without it, `privacy`. */
  privacyAsked?: Lines
  /** Each permission as `privacyAsked` says it ("your contacts"). */
  permissions?: Record<Permission, string>
  deletion: Lines
  /** A copy of their personal data asked for: where to send the request. */
  dataCopy: { contact: Lines; noContact: Lines }
  /** They asked before and nobody acted: the request restated, no steps; without it, none. */
  deletionAsked?: Lines
  /** They already tried what the team's Answer says: no repeating it, the direct contact instead. */
  tried: { contact: Lines; noContact: Lines }
  /** Locked out of the account. */
  lockedOut: { contact: Lines; noContact: Lines }
  /** Generic next step for a problem when nothing more specific was said. */
  contact: { contact: Lines; noContact: Lines }
  /** Optional last line, by mood. */
  closing: { positive: Lines; neutral: Lines; negative: Lines }
}
