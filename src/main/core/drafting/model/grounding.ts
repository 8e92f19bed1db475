import type { DraftStore } from '../../../../shared/dto/drafting'
import type { Move, Plan } from '../decide/plan'
import type { Intent, Reading } from '../read/types'

const POINT: Record<Intent, string> = {
  praise: 'praise',
  complaint: 'a complaint',
  bug: 'something that does not work (a bug)',
  request: 'a feature request',
  question: 'a question',
  billing: 'a billing problem',
  privacy: 'a privacy concern',
  account: 'an account problem',
  data_loss: 'lost data',
  spam: 'spam',
  abuse: 'abuse',
}

const BILLING: Record<string, string> = {
  charged_after_cancel: 'they were charged after cancelling',
  cannot_cancel: 'they could not cancel and were still charged',
  charged_twice: 'they were charged twice',
  renewed_unwarned: 'their subscription renewed without a reminder they saw',
  trial_converted: 'their trial turned into a paid plan',
  unknown_charge: 'a charge they did not expect or agree to',
  purchase_missing: 'a purchase they paid for is missing',
  refund: 'they want their money back',
  family_sharing: 'their family cannot use the purchase through family sharing',
  wrong_currency: 'they were charged in a currency other than their own',
  price_rise: 'the price went up',
  child_purchase: 'their child made a purchase without asking them',
  other: 'a problem with a payment',
}

const REFUNDS: Record<DraftStore, string> = {
  app_store: 'Only Apple refunds App Store purchases: point them to reportaproblem.apple.com.',
  // On Google Play the developer can refund an order too (Play Console), so never "only Google".
  google_play:
    'On Google Play they can request a refund themselves at play.google.com/store/account/orderhistory within 48 hours of buying; otherwise ask for the order number (GPA.…) at the support contact so the team can look at the order. Never promise a refund, and do not claim that Google alone refunds.',
}

const quote = (s: string): string => `"${s.replace(/"/g, "'")}"`

function instruction(move: Move, store: DraftStore, contact: string): string | null {
  switch (move.kind) {
    case 'thanks':
      return 'Thank them for the kind words.'
    case 'thanksFor':
      return `Thank them for the kind words about ${move.feature}.`
    case 'praiseAlso':
      return `After answering the rest, thank them briefly for the kind words${move.feature ? ` about ${move.feature}` : ''}.`
    case 'praiseMore':
      return null
    case 'achieved':
      return 'Congratulate them in a few words on what they say they achieved, without restating it.'
    case 'paidFor':
      return `Say in a few words that you understand the frustration, as they pay for ${move.plan}.`
    case 'askMissing':
      return 'Invite them to say what would make it better.'
    case 'neutral':
      return 'Thank them for the feedback, without cheering.'
    case 'request':
      return `Thank them for the idea${move.feature ? ` of ${move.feature}` : ''} and say it was passed on to the team. Promise nothing.`
    case 'sorry':
    case 'sorryCrash': {
      const where = [
        move.where.feature,
        move.where.device,
        move.where.os,
        move.where.version && `version ${move.where.version}`,
      ].filter(Boolean)
      return `Apologise for the problem${where.length ? ` (${where.join(', ')})` : ''}, naming where it happens.`
    }
    case 'sorryLoss':
      return 'Lead with their lost data: apologise seriously, with no cheerful opener and no emoji.'
    case 'sorrySarcasm':
      return 'Take the complaint under the sarcasm seriously; do not echo the irony or thank them for praise.'
    case 'heard':
      if (move.about === 'letdown')
        return 'Say you are sorry the app fell short of what they expected and that it was passed on. Name no fault they did not report. Promise nothing.'
      return `Acknowledge what they think${move.about === 'other' ? '' : ` of the ${move.about === 'slow' ? 'slowness' : move.about}`}${move.where.feature ? ` (${move.where.feature})` : ''} and say it was passed on. Promise nothing.`
    case 'elsewhere':
      return move.about === 'app'
        ? 'They took this app for another one: say sorry for the mix-up, name nothing of theirs as a feature of this app, and ask for no device or version.'
        : "They say the trouble is not the app's: thank them for saying so and say sorry it has been a hassle; claim nothing about what causes it."
    case 'details':
      return `Ask them to write to ${contact} with details so the team can look into it with them.`
    case 'recovery':
      return `Ask them to write to ${contact} right away so the team can check with them what can be recovered. Do not promise it can be.`
    case 'answer':
      return `Answer with the team's Answer, in the reply's language, keeping every step and fact as it is: ${quote(move.answer.body)}`
    case 'slot':
      return `The team has no Answer for their question ${quote(move.what)}. Do not make one up: write the placeholder [answer: ${move.what}] where the answer goes; a person fills it in.`
    case 'billing':
      return `Restate the billing problem: ${BILLING[move.case] ?? BILLING.other}.`
    case 'refundPath':
      return REFUNDS[store]
    case 'storeSettings':
      return "Say where the store's subscription settings are, where they can see or cancel the subscription; promise no price."
    case 'approval':
      return "Name the store's own setting that asks a parent before a child's purchase; promise nothing."
    case 'dataCopy':
      return `Say they get a copy of their personal data by writing to ${contact} directly; give no date.`
    case 'checkOrder':
      return `Offer to check the order with them: they write to ${contact} with the order number.`
    case 'loop':
      return 'They were sent back and forth between the store and the team: say they should not have been, take it on directly, and do not send them to the store or to "support" again.'
    case 'supportFailed':
      return 'They got no answer from support before: acknowledge that plainly (one apology in the whole reply at most), then give the direct contact.'
    case 'privacy':
      return 'Say the team takes their privacy seriously, without claiming anything about what the app does or offering to "explain later": the answer goes in the placeholder.'
    case 'deletion':
      return 'Acknowledge that they want their account and its data deleted. Do not describe any way to delete it: the team writes that in the placeholder.'
    case 'tried':
      return `They already tried the steps the team's Answer gives: do not repeat them; acknowledge that and ask them to write to ${contact} directly.`
    case 'lockedOut':
      return `Apologise that they cannot get into their account; ask them to write to ${contact} with the address they signed up with.`
    case 'contact':
      return `Offer help at ${contact}.`
  }
}

/**
 * What the drafter read and decided, as instructions for a model: the model writes the words,
 * but the reading decides what the reply must do, so a model answers the same points the
 * built-in drafter would (and its answer is checked against the same plan).
 */
export function groundingFor(
  reading: Reading,
  plan: Plan,
  store: DraftStore,
  contact: string | null,
): string[] {
  const where = contact ?? "the team's support"
  const lines: string[] = []
  const [main, ...others] = reading.points
  if (main)
    lines.push(
      `Main point of the review: ${POINT[main.intent]}.${others.length ? ` Also: ${others.map((p) => POINT[p.intent]).join(', ')}.` : ''}`,
    )
  const named = plan.naming.slice(0, 3)
  if (named.length)
    lines.push(`Name what it is about, in the review's words: ${named.map(quote).join(', ')}.`)
  if (reading.sarcasm) lines.push('The review is sarcastic: its praise is not meant.')
  lines.push(
    'Answer what the text says; the star rating only tells the mood when the text says nothing.',
  )
  for (const move of plan.moves) {
    const text = instruction(move, store, where)
    if (text) lines.push(text)
  }
  return lines
}
