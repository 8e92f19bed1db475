import { INTENT_LINES } from '../../phrasebooks/intent-lines'
import type { Phrasebook } from '../../phrasebooks/types'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import { nl } from './nl'
import { pt } from './pt'
import { ar } from './ar'
import { pl } from './pl'
import { ru } from './ru'
import { sv } from './sv'
import { tr } from './tr'
import { uk } from './uk'
import { hi } from './hi'
import { id } from './id'
import { ja } from './ja'
import { ko } from './ko'
import type { Lines, MoveLines } from './types'
import { vi } from './vi'
import { zh } from './zh'
import { zhHant } from './zh-hant'

const LINES: Record<string, MoveLines> = {
  en,
  de,
  fr,
  es,
  pt,
  it,
  nl,
  pl,
  ru,
  uk,
  tr,
  sv,
  ar,
  ja,
  ko,
  zh,
  'zh-Hant': zhHant,
  hi,
  id,
  vi,
}

const adapted = new Map<string, MoveLines>()
const none: Lines = []

/**
 * The moves in a language that has only the basic phrasebook: its thanks, apologies, topic
 * sentences, contact lines and refund paths. Nothing there names a feature or answers a
 * billing case precisely, so such drafts say they were written with the basic phrasebook.
 */
function fromPhrasebook(book: Phrasebook): MoveLines {
  let found = adapted.get(book.code)
  if (found) return found
  const intent = INTENT_LINES[book.code] ?? INTENT_LINES.en
  const refund = intent?.refund ?? { app_store: none, google_play: none }
  found = {
    thanks: book.opener.high,
    thanksFor: { casual: none, formal: none },
    praiseAlso: none,
    praiseMore: book.positive.praise,
    askMissing: book.askMore,
    neutral: book.opener.mid,
    request: intent?.feature ?? book.issue.feature_request,
    sorry: book.opener.low,
    sorryCrash: book.issue.crash,
    sorryFor: {
      open: none,
      freeze: none,
      battery: none,
      late: none,
      wrong: none,
      slow: none,
      sync: none,
      logout: none,
    },
    heard: {
      price: book.issue.pricing,
      ads: book.issue.ads,
      design: book.issue.ui,
      slow: book.issue.performance,
      account: book.opener.low.casual,
      notifications: book.opener.low.casual,
      other: book.issue.bug,
      taken: book.issue.bug,
      letdown: book.opener.low.casual,
    },
    sorryLoss: book.issue.sync,
    sorrySarcasm: book.opener.low.casual,
    details: book.nextStep,
    followUp: book.nextStep,
    recovery: book.nextStep,
    answerLead: none,
    askedLead: intent?.question.slice(0, 1) ?? none,
    billing: {
      afterCancel: book.opener.low.casual,
      twice: book.opener.low.casual,
      unknown: book.opener.low.casual,
      wrongPlan: book.opener.low.casual,
      renewed: book.opener.low.casual,
      trial: book.opener.low.casual,
      missing: book.opener.low.casual,
      refund: book.opener.low.casual,
      other: book.opener.low.casual,
      refundPath: refund,
      checkOrder: book.nextStep,
      loop: none,
    },
    supportFailed: book.issue.support,
    supportFailedDirect: { contact: none },
    orderFailedDirect: { contact: none },
    supportReplied: none,
    contactAgain: { contact: none },
    orderAgain: { contact: none },
    // Without the full lines, privacy and deletion get only the slot a person fills.
    privacy: none,
    deletion: none,
    dataCopy: book.nextStep,
    tried: book.nextStep,
    lockedOut: book.nextStep,
    contact: book.nextStep,
    closing: { positive: book.closing.high, neutral: book.closing.mid, negative: book.closing.low },
  }
  adapted.set(book.code, found)
  return found
}

/** The drafter's lines for a language, and whether they are the full set or the basic phrasebook's. */
export function linesFor(book: Phrasebook): { lines: MoveLines; full: boolean } {
  const own = LINES[book.code]
  return own ? { lines: own, full: true } : { lines: fromPhrasebook(book), full: false }
}
