import type { RawClause } from './clauses'
import type { Cues } from './cues/types'
import { findAll, holdsAny, type MatchMode } from './match'

const LINK = /(?:https?:\/\/|www\.)\S+|(?<![\p{L}\p{N}@])(?:bit\.ly|t\.me|wa\.me|tinyurl\.com|goo\.gl|cutt\.ly|is\.gd|rb\.gy|linktr\.ee)\/\S*|(?<![\p{L}\p{N}@.])[a-z0-9-]{3,}(?:\.[a-z0-9-]{2,})*\.(?:com|net|org|xyz|io|me|info|biz|site|online|club|top|link|shop|store|live|app|gg|ru|cn|vip|win|click|fun)(?:\/\S*)?(?![\p{L}\p{N}])/giu
const PHONE = /(?:\+|00)\d[\d\s().-]{7,}\d/u
const MONEY_BAIT = /(?:[$€£₹]\s?\d[\d,.]*\s?(?:\/|per|a|each)?\s?(?:day|daily|week|hour|hr|tag|jour|día|dia|giorno|dag|dzień|день|gün|日|天|일))|\d+\s?%\s?(?:legit|guaranteed|working)/iu
// Said the same way in every language.
const EVERYWHERE = ['whatsapp', 'telegram', 'wechat', 'bitcoin', 'crypto', 'usdt', 'binance', 'mod apk', 'apk mod', 'generator', 'hack', '💰', '💸', '🤑']

export interface SpamVerdict {
  kind: 'spam' | 'abuse'
  reason: string
}

/**
 * Whether a review is no review: an ad, a scam, a link farm, or insults with nothing to answer.
 * A link alone is not enough (people paste support pages and screenshots); a link or phone
 * number with the words of an ad is, and so are the words of an ad with nothing about the app.
 */
export function spamIn(
  text: string,
  clauses: readonly RawClause[],
  lang: string,
  mode: MatchMode,
  cues: Cues,
  saysSomething: boolean,
): SpamVerdict | null {
  const norm = clauses.map((c) => c.norm).join(' \n ')
  const links = text.match(LINK) ?? []
  const phone = PHONE.test(text)
  const adWords = findAll(norm, cues.spam, lang, mode, 'spam').length + findAll(norm, EVERYWHERE, 'en', 'word', 'spam-everywhere').length
  const bait = MONEY_BAIT.test(text)
  const score = adWords + (bait ? 2 : 0) + (links.length > 0 ? 1 : 0) + (phone ? 1 : 0)
  if (score >= 3 || (score >= 2 && (links.length > 0 || phone || !saysSomething))) {
    const why = [
      links.length > 0 ? `a link (${links[0]})` : null,
      phone ? 'a phone number' : null,
      bait ? 'a money offer' : null,
      adWords > 0 ? 'the words of an ad' : null,
    ].filter(Boolean)
    return { kind: 'spam', reason: `Looks like spam: ${why.join(', ')}, nothing about the app.` }
  }
  const abusive = holdsAny(norm, cues.abuse, lang, mode, 'abuse')
  if (abusive && !saysSomething) return { kind: 'abuse', reason: 'Insults with nothing to answer.' }
  return null
}
