import { normalizeForMatch } from '../../topics/normalize'
import type { RawClause } from '../clauses'
import type { Cues } from '../cues/types'
import { findAll, type MatchMode } from '../match'
import type { Clause, Intent } from '../types'
import { hostilityIn } from './abuse'
import {
  baitIn,
  CHAIN,
  channelNamed,
  codeOffered,
  contactOrdered,
  discountOffered,
  followOrdered,
  offered,
  EVERYWHERE,
  MONEY_EMOJI,
  namedPush,
  ownAppPushed,
  ownPlacePushed,
  platformNamed,
  profilePointed,
  promotionsIn,
  SCHEME,
  selfPromotes,
  stuffed,
  WEAK_SIGN,
  writtenSignsIn,
} from './ads'
import { contactsIn, type Contacts } from './contacts'
import { offTopicIn } from './off-topic'
import { unmask } from './unmask'

export interface SpamVerdict {
  kind: 'spam' | 'abuse'
  /** Why, in plain words: the inbox shows it after "Looks like spam:". */
  reason: string
}

/** What a review says that no ad says: a fault, a charge, lost data, an account, privacy. */
const CONCRETE: readonly Intent[] = ['bug', 'billing', 'data_loss', 'account', 'privacy']

// Loans, credit and bets offered (crypto is left out: wallet apps are reviewed with it).
const LENDING =
  /(?<!\p{L})(?:loans?|credit rapide|pret rapide|prestamos?|prestito|emprestimo|pozyczk\p{L}*|kredyt|кредит\p{L}*|займ\p{L}*|kredi|pinjaman|pinjol|vay tiền|ставки|bahis|apuestas|scommesse|casino|kasino|казино)(?!\p{L})|贷款|貸款|대출|تمويل|قرض|लोन/u

/** What a reviewer holding something against the app says. */
const GRIEVANCE: readonly Intent[] = [
  'bug',
  'billing',
  'data_loss',
  'account',
  'privacy',
  'complaint',
]

/** How much a review says besides an ad: the more it says, the more an ad must show to be one. */
type Said = 'nothing' | 'something' | 'concrete'
const NEEDED: Record<Said, number> = { nothing: 2, something: 3, concrete: 4 }

/**
 * The signs of an ad in a text: each run of overlapping phrases once ("free gems" and "gems
 * generator" in "free gems generator" are one offer), a chain letter twice, the weak signs (codes,
 * crypto, betting, loans, dating) once and only beside another sign, and another app pushed in
 * this one's place.
 */
function signsIn(
  norm: string,
  lang: string,
  mode: MatchMode,
  cues: Cues,
): { strong: number; weak: number } {
  const hits = [
    ...findAll(norm, cues.spam, lang, mode, 'spam'),
    ...findAll(norm, EVERYWHERE, lang, 'word', 'spam-everywhere'),
    ...findAll(norm, CHAIN, lang, 'word', 'spam-chain').map((h) => ({ ...h, chain: true })),
  ].sort((a, b) => a.at - b.at)
  let signs = 0
  let weak = 0
  let end = -1
  let group: { weak: boolean; chain: boolean } | null = null
  const close = () => {
    if (!group) return
    if (group.chain) signs += 2
    else if (group.weak) weak++
    else signs++
  }
  for (const h of hits) {
    const isWeak = WEAK_SIGN.test(h.phrase)
    const chain = 'chain' in h
    if (group && h.at < end) {
      group = { weak: group.weak && isWeak, chain: group.chain || chain }
    } else {
      close()
      group = { weak: isWeak, chain }
    }
    end = Math.max(end, h.end)
  }
  close()
  signs += promotionsIn(norm)
  // A scheme (a side job, easy money, bets, loans with no checks) is a weak sign too.
  if (SCHEME.test(norm)) weak++
  return { strong: signs, weak }
}

/**
 * How much a text reads like an ad: the weak signs count only beside a strong one or a place to
 * go ("Crédit rapide sans justificatif : www.pret-facile.fr", "vay tiền nhanh ib mình").
 */
function adsIn(
  norm: string,
  lang: string,
  mode: MatchMode,
  cues: Cues,
  written: number,
  reaches: boolean,
): number {
  const found = signsIn(norm, lang, mode, cues)
  const strong = found.strong + written
  return strong > 0 || reaches ? strong + Math.min(1, found.weak) : 0
}

// A short run of words with a figure in it ("2000€ im Monat", "5천원 적립"): part of an offer.
const FIGURE_ONLY = /\d/u
const LINK_PIECE = /^(?:www\.)?[a-z0-9]+(?:-[a-z0-9]+)+\.?$|^(?:www\.|https?:)/u

/**
 * Whether a clause is part of the ad: the words of one (a loan or a code too: "Pinjol cair
 * cepat" praises the loan, not the app), a sum to earn, a link or a number.
 */
function adClause(raw: RawClause, lang: string, mode: MatchMode, cues: Cues): boolean {
  const { strong, weak } = signsIn(raw.norm, lang, mode, cues)
  if (strong + weak > 0 || baitIn(raw.norm)) return true
  if (FIGURE_ONLY.test(raw.norm) && (raw.norm.match(/\p{L}+/gu) ?? []).length <= 3) return true
  // A link the clause splitter cut at its dots ("www.pret-facile.fr" -> "pret-facile.").
  if (LINK_PIECE.test(raw.norm.trim())) return true
  const c = contactsIn(raw.text)
  return c.links.length > 0 || c.phone || c.handle
}

function saidBesides(
  raw: readonly RawClause[],
  clauses: readonly Clause[],
  lang: string,
  mode: MatchMode,
  cues: Cues,
): Said {
  let said: Said = 'nothing'
  for (const [i, clause] of clauses.entries()) {
    const intents = clause.intents.filter((x) => x !== 'abuse' && x !== 'spam')
    if (intents.length === 0) continue
    // A fault or a charge is no ad's business, wherever it is said.
    if (intents.some((x) => CONCRETE.includes(x))) return 'concrete'
    const r = raw[i]
    // Ads ask and urge too ("Need a loan fast?", "Anyone wanna chat?"): a question or a wish is
    // something said, not proof of a review.
    if (r && !adClause(r, lang, mode, cues)) said = 'something'
  }
  return said
}

/** Nothing but a link, a number or a handle: what is left is a few words at most. */
function onlyContact(c: Contacts): boolean {
  if (c.links.length === 0 && !c.phone && !c.handle) return false
  return (c.rest.match(/\p{L}+/gu) ?? []).length <= 3
}

function reasonFor(
  c: Contacts,
  bait: boolean,
  ads: number,
  tricks: boolean,
  nothingElse: boolean,
  what: readonly string[] = [],
): string {
  const why = [
    ...what,
    c.links[0] ? `a link (${c.links[0].slice(0, 60)})` : null,
    c.phone ? 'a phone number' : null,
    c.handle ? 'a messenger or social handle' : null,
    bait ? 'a money offer' : null,
    ads > 0 && what.length === 0 ? 'the words of an ad' : null,
    tricks ? 'letters or a link disguised to get past filters' : null,
  ].filter((w): w is string => w !== null)
  const listed =
    why.length > 1
      ? `${why.slice(0, -1).join(', ')} and ${why[why.length - 1]}`
      : (why[0] ?? 'the words of an ad')
  return `An ad or a scam: ${listed}${nothingElse ? '; nothing about the app' : ''}.`
}

/**
 * Whether a review is no review: an ad, a scam, a link farm, chain text, a threat, or insults with
 * nothing to answer. Disguises are undone first ("𝐞𝐚𝐫𝐧", "bit . ly", "mоnеу" with Cyrillic
 * letters). A link, a number or an address alone is no ad (people paste screenshots, support
 * pages and their own address), nor is a competitor named; an ad needs the words of one or a sum
 * to earn, and the more the review says about the app besides, the more it must show.
 */
export function spamIn(
  text: string,
  raw: readonly RawClause[],
  clauses: readonly Clause[],
  lang: string,
  mode: MatchMode,
  cues: Cues,
  brand = '',
): SpamVerdict | null {
  const seen = unmask(text, lang)
  const contacts = contactsIn(seen.plain)
  const norm = normalizeForMatch(seen.words, lang)
  // Sent to the writer's profile or messages: a place to go, as a link is.
  const pointed = profilePointed(norm)
  if (pointed) contacts.pointer = true
  // "Contact him on WhatsApp", "تواصل معي على الواتساب": an order to get in touch on a named
  // messenger says where to go as a handle would.
  const orders = contactOrdered(norm)
  const platform = platformNamed(norm)
  if (orders && platform) contacts.pointer = true
  // A site spelled out in a script with no Latin TLD ("متجر رياضة دوت كوم", "साइट डॉट कॉम").
  if (SPOKEN_SITE.test(seen.plain)) contacts.links.push(seen.plain.match(SPOKEN_SITE)?.[0] ?? '')
  const reachable =
    contacts.links.length > 0 || contacts.phone || contacts.handle || contacts.pointer
  // A loan, a bet or a side job with a place to go and nothing else said: an ad, whatever words
  // it uses ("Crédit rapide sans justificatif : www.pret-facile.fr"). Beside a real complaint
  // ("can't withdraw my USDT… call me") it is a review.
  const schemeReached =
    reachable &&
    (SCHEME.test(norm) || LENDING.test(norm)) &&
    adsIn(norm, lang, mode, cues, 0, false) === 0
  // A discount with its code counts twice: nobody reviewing an app hands one out. Another app
  // pushed by name and sold, a code handed out with what it pays, and keyword stuffing are ads
  // by what they do, whatever words they use.
  // Another app pushed by a reviewer who complains of this one ("Uninstalled. Just download
  // Obsidian instead, it is free") is a review, answered; pushed with nothing against this app,
  // it is an ad.
  const against = clauses.some(
    (c) => c.polarity < 0 || c.intents.some((i) => GRIEVANCE.includes(i)),
  )
  const another = against ? 0 : namedPush(seen.plain, norm, brand)
  const code = codeOffered(seen.plain)
  const stuffing = stuffed(norm) ? 3 : 0
  let ads =
    adsIn(norm, lang, mode, cues, writtenSignsIn(seen.plain), false) +
    (discountOffered(seen.plain, norm) ? 2 : 0) +
    another +
    code +
    stuffing
  // Leetspeak undone turns the digits of a sum between CJK letters into letters ("赚100元"): the
  // sum is read as written too.
  const bait =
    baitIn(norm) || (seen.words !== seen.plain && baitIn(normalizeForMatch(seen.plain, lang)))
  const tricks = seen.disguised || seen.hiddenLink
  // Where to go, as any ad says it: a link, a number, a handle, "DM me".
  const reaches = reachable
  // "Follow my channel: youtube.com/@x", "Síganme en TikTok @x", "Subscribe to my YouTube
  // channel Gym With Dani", "check my profile 🎁": a writer sending readers to themselves is an
  // ad for them, whatever praise wraps it, where a place is given (a contact, the platform, the
  // channel's name); and a disguised link whose own words sell ("bit ly/freegems") is one too.
  // "Hit me up on snap: jake_22", "text her +44…": an order to get in touch beside the contact.
  // "I built a similar app, search TrailMate": the writer's own app is their ad too.
  const ownApp = ownAppPushed(norm, seen.plain)
  const ownPlace = selfPromotes(norm) || ownPlacePushed(norm) || pointed || ownApp
  const contact = contacts.phone || contacts.handle || contacts.links.length > 0
  // An order to get in touch, or an offer to readers ("I sell…", "if anyone needs…"), with a way
  // to reach the writer: a contact, the writer's address, "DM", or a platform to find them on.
  const ordered =
    (orders || offered(norm)) && (contact || contacts.pointer || contacts.email || platform)
  const ownPush = ownPlace || ordered
  // Without a contact, only an order to subscribe or follow makes "my channel" the writer's ad
  // ("Mi canal favorito de YouTube la recomendó" is a viewer's).
  const place =
    reaches ||
    ownApp ||
    (ordered && (contacts.email || platform)) ||
    (followOrdered(norm) && (platform || channelNamed(seen.plain)))
  const own = ownPush && place
  const pushed =
    (own ? 2 : 0) + (contacts.baitLink && (contacts.shortLink || seen.hiddenLink) ? 1 : 0)
  // Most reviews hold no sign of an ad and no contact: what else they say is not worth reading for this.
  const said =
    ads > 0 || bait || pushed > 0 || reachable
      ? saidBesides(raw, clauses, lang, mode, cues)
      : 'nothing'
  if (schemeReached && said === 'nothing' && !against) ads += 1
  if (ads > 0 || bait || (pushed > 0 && said !== 'concrete')) {
    // Where the ad sends people. An e-mail address is how reviewers ask to be written to, not where ads send.
    const reach =
      Math.min(
        2,
        (contacts.links.length > 0 ? 1 : 0) +
          (contacts.phone || contacts.handle || contacts.pointer ? 1 : 0),
      ) + (contacts.shortLink || contacts.baitLink ? 1 : 0)
    // "Great app. Follow me on TikTok @runner_maria": the praise wraps an ad for its writer.
    const promo = said !== 'concrete' ? pushed : 0
    const score =
      ads + (bait ? 2 : 0) + reach + promo + (tricks ? 1 : 0) + (MONEY_EMOJI.test(text) ? 1 : 0)
    // "Is there a way to get free diamonds?" asks; an ad that asks ("Need a loan?") also says where to go.
    const asking = reach === 0 && !bait && raw.some((r) => r.asks)
    // Beside a real problem, an ad must also say where to go and what it sells, twice over.
    const enough = said !== 'concrete' || (reach > 0 && (bait || ads >= 2))
    // Praise around a push for the writer's own channel only wraps it ("Great app! Subscribe to
    // my YouTube channel…"); a fault or a charge beside it is a review.
    const level: Said = promo > 0 && said === 'something' ? 'nothing' : said
    if (score >= NEEDED[level] + (asking ? 1 : 0) && enough)
      return {
        kind: 'spam',
        reason: reasonFor(contacts, bait, ads + promo, tricks, said === 'nothing', [
          ...(another > 0 ? ['another app pushed by name'] : []),
          ...(code >= 3 ? ['a code handed out with what it pays'] : []),
          ...(stuffing > 0 ? ['the same keywords over and over'] : []),
          ...(own && promo > 0
            ? [
                ownApp
                  ? "the writer's own app pushed"
                  : ownPlace
                    ? "the writer's own channel, profile or group pushed"
                    : 'an order to get in touch',
              ]
            : []),
        ]),
      }
  }
  if (said === 'nothing' && onlyContact(contacts)) {
    const what = contacts.links[0]
      ? `a link (${contacts.links[0].slice(0, 60)})`
      : contacts.phone
        ? 'a phone number'
        : 'a messenger or social handle'
    return { kind: 'spam', reason: `Nothing but ${what}: no review to answer.` }
  }

  const hostile = hostilityIn(norm, raw, clauses, lang, mode, cues)
  if (hostile === 'threat')
    return {
      kind: 'abuse',
      reason: 'A threat against the team: no reply is drafted, a person should read it.',
    }
  if (hostile === 'insults')
    return { kind: 'abuse', reason: 'Insults with nothing about the app to answer.' }
  if (hostile === 'abusive')
    return {
      kind: 'abuse',
      reason:
        'Abusive language aimed at the team, beside a real complaint: answer it yourself or report it.',
    }
  const chatter = offTopicIn(raw, clauses, brand)
  return chatter ? { kind: 'spam', reason: chatter } : null
}

// "دوت كوم", "डॉट कॉम": a dot and a TLD written out in words of their own script.
const SPOKEN_SITE = /\S+\s+(?:دوت|دات)\s+(?:كوم|نت|اورج)|\S+\s+डॉट\s+(?:कॉम|नेट|इन)/u

export { keyboardMash } from './gibberish'
