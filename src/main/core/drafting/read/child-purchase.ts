import type { StoreBillingFacts } from './store-billing'

/**
 * A purchase a child made ("my son bought 3 gem packs without asking", "mein Kind hat … gekauft",
 * "子供が勝手に課金"): the child named first, then the buying, in one clause, with no "I" or "we"
 * buying in between ("my daughter loves it so I bought premium" is the parent's purchase, and
 * "bought it for my son" names the child after). Matched on the folded text, every language at once.
 */

// A child of the reviewer's, as they say it.
const CHILD =
  /(?<!\p{L})(?:(?:my|our)\s+(?:\d+\s?(?:yo|y\/o|yr old|year old|years old)\s+|little\s+|young\s+)?(?:son|daughter|kid|kids|child|children|toddler|boy|girl|nephew|niece|grandson|granddaughter|grandkid)s?|(?:mein|meine|unser|unsere)\w*\s+(?:\d+-?jahrige\w*\s+)?(?:sohn|tochter|kind|kinder|kleine|kleiner|enkel\w*|neffe|nichte)|(?:mon|ma|mes|notre|nos)\s+(?:fils|fille|enfants?|petite?s?|gamins?|neveu|niece|petit-fils|petite-fille)|(?:mi|mis|nuestro|nuestra)\s+(?:hij[oa]s?|nin[oa]s?|sobrin[oa]|niet[oa]|peque)|(?:meu|minha|meus|nosso|nossa)\s+(?:filh[oa]s?|crianca|sobrinh[oa]|net[oa])|(?:mio|mia|miei|nostro|nostra)\s+(?:figli[oa]?|bambin[oa]|bimb[oa]|nipote)|(?:mijn|ons|onze)\s+(?:zoon\w*|dochter\w*|kind\w*|neefje|nichtje|kleinzoon|kleindochter)|(?:moj|moja|moje|nasz|nasza)\w*\s+(?:syn\w*|cork\w*|coreczk\w*|dzieck\w*|dzieci|wnuk\w*)|(?:мой|моя|мои|наш|наша)\s+(?:сын\p{L}*|доч\p{L}*|ребен\p{L}*|дет\p{L}*|внук\p{L}*|малыш)|(?:мій|моя|мої|наш|наша)\s+(?:син\p{L}*|донь\p{L}*|доч\p{L}*|дитин\p{L}*|діти|онук\p{L}*)|(?:min|mitt|mina|var|vart)\s+(?:son|dotter|barn|grabb)|ребенок|дитина|(?:oglum|kizim|cocugum|cocuklarim|yegenim|torunum)|(?:ابني|ابنتي|بنتي|طفلي|اطفالي|ولدي|اولادي)|(?:anak\s+(?:saya|aku|kami)|anakku|keponakan\s+saya)|(?:con\s+tôi|con\s+trai\s+tôi|con\s+gái\s+tôi|bé\s+nhà\s+tôi|đứa\s+nhỏ\s+nhà\s+tôi)|(?:बेटे|बेटी|बच्चे|बच्ची)(?!\p{L})|子供|子ども|こども|息子|娘|孫|(?:아이|애|아들|딸|자녀|조카)(?:가|이)|孩子|儿子|女儿|小孩|兒子|女兒)/u

// Buying, paying, a charge: what the child did.
const BUYING =
  /bought|buy|purchas|spent|spend|charg|paid|in-?app|gekauft|kauft|ausgegeben|abgebucht|bezahlt|achet|achat|depens|paye|debit|preleve|compr(?!end)|gast[oa]|cobr|pag[oa]|acquist|speso|spes[oi]|addebit|pagat|gekocht|kocht|uitgegeven|afgeschreven|betaald|aankoop|kupil|kupowal|zakup|wydal|oplacil|obciaz|pobral|купил|покупк|потратил|списал|оплатил|задонатил|купив|купила|витратил|витратив|оплатив|задонатив|satin al|(?<!\p{L})(?:aldi|almis)|harcadi|harcamis|kopt|kopte|spenderat|betalat|اشتري|شراء|دفع|صرف|खरीद|ख़रीद|membeli|dibeli|\bbeli\b|belanja|top ?up|mua|nạp|課金|購入|買っ|買い|결제|구매|샀|현질|买|買|充值|氪|付费|消费/u

// The reviewer buying in between: "… so I bought", "… also habe ich gekauft".
const SELF =
  /(?<!\p{L})(?:i|we|ich|wir|je|j'|nous|yo|eu|io|ik|wij|ja|я|мы|ми|ben|biz|jag|vi)(?!\p{L})/u

// The child named as the one bought for: "for my son", "für meine Tochter".
const FOR = /(?<!\p{L})(?:for|fur|pour|para|per|voor|dla|для|icin|untuk|cho)\s*$/u

/** Whether one folded clause says a child of the reviewer's bought something. */
function childBought(norm: string): boolean {
  const child = CHILD.exec(norm)
  if (!child) return false
  if (FOR.test(norm.slice(0, child.index))) return false
  const after = norm.slice(child.index + child[0].length)
  const buy = BUYING.exec(after)
  if (!buy) return false
  return !SELF.test(after.slice(0, buy.index))
}

/**
 * Marks a clause that says a child bought something as a billing case of its own, in a review
 * that complains or speaks of money (no praise: "my daughter bought me premium, love it").
 */
export function markChildPurchase(norms: readonly string[], facts: StoreBillingFacts[]): void {
  const complains = facts.some((f) => f.score < 0 || f.intents.has('billing'))
  if (!complains) return
  norms.forEach((norm, i) => {
    const f = facts[i]
    if (!f || f.score > 0 || !childBought(norm)) return
    f.billingCases.add('child_purchase')
    f.intents.add('billing')
    f.intents.delete('complaint')
    f.intents.delete('request')
    f.cued = true
  })
}
