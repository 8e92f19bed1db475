import { asksAccountDeletion } from './account-deletion'
import { withoutAdRemoval } from './ad-removal'
import { markEspeciallyWhen } from './especially'
import { markPayPushed } from './pay-pushed'
import { distanceRuns } from './recorded'
import { askingHits, startedAsking, startsAsking } from './asking'
import { absentAfter, bare, type ClauseFacts, complains, type Context, hits, negated } from './facts'
import { unaskRelative, unaskRhetorical } from './unask'
import { markRivals, withoutRivals } from './compared'
import { markLeftBehind } from './left-behind'
import { achievedIn } from './achieved'
import { offsetsOf } from './offsets'
import type { Phrasebook, Topic } from '../phrasebooks/types'
import { detectTopics } from '../topics/detect'
import { normalizeForMatch } from '../topics/normalize'
import { splitClauses, type RawClause } from './clauses'
import { readerFor } from './cues'
import { SIGNALS } from './cues/signals'
import { findAll, holdsAny, type Hit } from './match'
import { markAbsentBeforeWish } from './absent-wished'
import { conditionalAt, opensWishContent, regrettedLack, saysAbsent, saysRegret, withoutInability } from './lack'
import { keyboardMash, spamIn } from './spam'
import { withoutRollCalls } from './spam/off-topic'
import { namedThings } from './things/named'
import { featuresIn } from './things/features'
import { starsToBeSeen } from './stars-to-be-seen'
import { warmIn } from './warm'
import { undeliveredIn } from './undelivered'
import { elsewhereIn } from './elsewhere'
import { forcesAccount } from './forced'
import { lovedBefore, saysGone } from './gone'
import { renewalCase, trialOnly } from './renewal'
import { cannotCancel, deletedOwnAccount, refundSplitAt } from './deleted'
import { deletedReturns } from './returning'
import { surfaceShowsNothing } from './surface-blank'
import { markDistanceMisread } from './two-distances'
import { settleStuckPlayers } from './stuck'
import { settleTooHard } from './too-hard'
import { settleShareWith } from './share-with'
import { settleRateNag } from './rate-nag'
import { shrugPoint, withoutShruggedPraise, shrugs } from './lukewarm'
import { wrongPlan } from './wrong-plan'
import { settleCancelQuestions } from './cancel-asked'
import { markChildPurchase } from './child-purchase'
import { markDataCopy } from './data-copy'
import { markStarPromise } from './star-promise'
import { wantedGone } from './wanted-gone'
import { markStoreBilling, pricesRose } from './store-billing'
import { trackedActivity } from './tracked-activity'
import { wishesItCouldBe } from './could-be'
import { settleMockery } from './mockery'
import { SUPPORT_WORD, supportFailedIn } from './support-failed'
import { storeRefused } from './store-refused'
import { praisesSpeed, statesWait } from './wait'
import { markDrains } from './drain'
import { markStopAsks } from './stop-asked'
import { markThankedLoss } from './thanked-loss'
import { unaskWhoNeeds } from './who-needs'
import { praiseAsked } from './praise-asks'
import { unaskFoundLate } from './found-late'
import { markAdPest } from './ad-pest'
import { changesPhone, markPaidLocked } from './paid-locked'
import { paidForFault } from './paid-fault'
import { asksHowToDelete } from './delete-asked'
import { markHooked } from './hooked'
import {
  INTENT_SEVERITY,
  type BillingCase,
  type Clause,
  type Intent,
  type Point,
  type Polarity,
  type Reading,
  type TopicReading,
} from './types'

export interface ReadableReview {
  rating: number
  title?: string | null
  body: string
}

const sign = (n: number): Polarity => (n > 0.25 ? 1 : n < -0.25 ? -1 : 0)

const PICTOGRAPH = /^\p{Extended_Pictographic}/u
/** A word of improvement right after an opening quote ("the 'improved' editor", «улучшенный», 「改善」). */
const IMPROVED_QUOTE =
  /["“„«‘'「『](?:improv|better|upgrad|melhor|mejor|miglior|verbeter|förbättr|forbedr|verbesser|amélior|amelior|улучш|покращ|ulepsz|usprawn|iyileştir|geliştir|perbaik|diperbaik|penyempurna|disempurna|ditingkat|cải tiến|nâng cấp|tối ưu|优化|優化|改善|改良|升级|升級|개선|업그레이드|बेहतर|सुधार|تحسين|محسن|المحسن|المطور)/iu

/** "(!)" after a word, or Japanese "（棒）" (said flatly): the word before it is not meant. */
// The clause may end at the "!" (clauses split there), leaving "(!" behind.
/**
 * "Borré una carrera por error", "deleted it by mistake", "по ошибке": a fault word inside "by
 * mistake" says what the reviewer did, not what the app does.
 */
const BY_MISTAKE =
  /by mistake|in error|by error|por error|por erro|por engano|per errore|par erreur|по ошибке|помилково|yanl[ıi][sş]l[ıi]kla|przez pomyłkę|av misstag|per ongeluk|aus versehen/gu

/**
 * "Ich will nicht von vorne anfangen", "ik wil niet opnieuw beginnen": the reviewer's own "won't"
 * is what they want, where "die App will nicht starten" is a fault. Folded text.
 */
const I_WONT = /(?<!\p{L})(?:ich|wir|ik|we|wij)\s+(?:will|wollen|mochte|mochten|wil|willen)\s+(?:(?:es|das|ja|echt|wirklich|eigentlich|gewoon|echt|eigenlijk|absolut|auf keinen fall)\s+)?(?:nicht|niet)(?!\p{L})|(?<!\p{L})(?:will|mochte|wil)\s+(?:ich|ik)\s+(?:(?:es|das|ja|echt|wirklich|eigenlijk|gewoon)\s+)?(?:nicht|niet)(?!\p{L})/gu

/**
 * "Est-ce qu'on peut bloquer les achats intégrés ?", "¿se puede bloquear las compras?": to block
 * something is what the reviewer wants to do, where "l'appli se bloque" is a fault. The
 * infinitive after a word of ability or wish (folded text).
 */
const TO_BLOCK = /(?<!\p{L})(?:peut|peux|pouvoir|pourrait|pourrais|comment|moyen de|possible de|faut|veux|voudrais|aimerais|puede|puedo|poder|podria|como|forma de|posible|quiero|quisiera|pode|posso|poderia|consigo|puo|posso|potrei|come|modo di|possibile)(?:[\s-]+(?:on|t-on|je|se|eu|si|me|le|la|les|lo|los|las))*\s+(?:bloquer|debloquer|bloquear|desbloquear|bloccare|sbloccare)(?!\p{L})/gu

/**
 * "Lên giá mà chẳng báo trước", "không thông báo gì cả": not warned before a change, said of the
 * team, is how the change came, not a notification that fails. Accented and bare Vietnamese.
 */
const NO_NOTICE =
  /(?:không|khong|ko|chẳng|chang|chả|cha|chưa|chua)(?: (?:hề|he|một lời|mot loi|1 lời|1 loi|gì|gi))? (?:thông |thong )?(?:báo|bao)(?: (?:trước|truoc|gì|gi|một câu|mot cau|1 câu|1 cau|cho (?:ai|người dùng|nguoi dung|khách|khach)))/gu

/**
 * "Copia de seguridad", "Sicherheitskopie", "säkerhetskopia": a backup, whose word for safety
 * raises no privacy worry (folded text).
 */
const BACKUP =
  /cop(?:ia|ie) (?:de|di) (?:seguridad|seguranca|sicurezza|securite)|sicherheitskopie|sicherungskopie|sakerhetskopi|kopi\p{L}* bezpieczenstwa/gu

/**
 * "Já dei todas as permissões", "I've granted all permissions", "alle machtigingen gegeven": the
 * step they already took to make a feature work (GPS, notifications), no worry about their data
 * (folded text).
 */
const GRANTED =
  /(?:granted|gave|given|allowed|enabled|turned on|dei|concedi|liberei|ativei|permiti|di|otorgue|active|gegeven|verleend|aangezet|ingeschakeld|erteilt|gegeben|aktiviert|donne|accorde|autorise|dato|concesso|dalem|dalam|nadalem|nadalam|wlaczylem|wlaczylam)(?: (?:it|the app|ao app|ao aplicativo|a la app|der app|al app))? (?:(?:all|todas as|todos los|tutti i|toutes les|alle|wszystkie|all the|the|as|los) )?(?:permissions?|permissoes|permisos|permessi|autorisations|berechtigungen|machtigingen|toestemmingen|rechten|uprawnienia|pozwolenia)|(?:permissions?|permissoes|permisos|permessi|autorisations|berechtigungen|machtigingen|toestemmingen|uprawnienia) (?:are |sao |estao |zijn |sind |sa )?(?:all |todas |alle |wszystkie )?(?:already |ja |al |schon )?(?:granted|given|enabled|on|concedidas|liberadas|ativadas|dadas|gegeven|verleend|aan|erteilt|aktiviert|nadane|wlaczone)|(?:tum |butun )?izin(?:ler)?(?:i|ini)? (?:de )?(?:verdim|verildi|verili|acik|verdik)/gu

/**
 * "고객센터 연락처도 못찾겠음", "サポートの連絡先がない", "客服联系方式找不到": the team's own contact,
 * whose word for contact details raises no worry about the phone's contacts (folded text).
 */
const OUR_CONTACT =
  /(?:고객 ?센터|고객 ?지원|문의처?|개발자|개발사|운영자|운영팀|지원 ?팀)\s*(?:의\s*)?연락처|(?:サポート|運営|開発者|開発元|問い?合わ?せ|お問い?合わ?せ)(?:の|への|先の)?連絡先|(?:客服|开发者|官方|客服中心)(?:的)?(?:联系方式|联系人|联系电话|联系邮箱)|support contacts?/gu

/** "Zero problems", "0 bugs", "sıfır sorun": a count of none, right before a noun of trouble. */
const ZERO = /(?:^|\s)(?:zero|0|z[eé]ro|cero|null|noll|nol|s[ıi]f[ıi]r|ноль|нуль)\s+(?:\p{L}+\s+)?$/u

/** What lies between a removal and a word of its object: a few words, no mark ("removed | the | relaxing"). */
const TAKEN_OBJECT = /^[^,.;:!?()]{0,20}$/u
/** Right after a removal: the ads, or pop-ups, as what was taken away (folded text). */
const FREED_OF =
  /^\s*(?:(?:the|all|those|these|die|der|den|les|la|los|las|os|as|le|gli|i|de|het|все|всю|tutta la|toda la|toda a)\s+)?(?:\p{L}+\s+)?(?:ads|adverts|advertising|pop-?ups|werbung|pubs?|publicite|anuncios|propaganda|pubblicita|advertenties|reklam\p{L}*|iklan|quang cao|реклам\p{L}*)(?!\p{L})/u

/**
 * "Way too easy now", "слишком простые", "zbyt łatwe": a praise word right after a word of excess
 * says there is too much of it, a complaint. Only where that word never means "very" (French
 * "trop bien", Dutch "te gek", Chinese "太好了" praise). Folded text, up to the praise word.
 */
const TOO_BEFORE: Record<string, RegExp> = {
  en: /(?:^|\s)(?:way |far |much |a bit |a little |bit )?too\s+$/u,
  de: /(?:^|\s)viel zu\s+$/u,
  pl: /(?:^|\s)zbyt\s+$/u,
  ru: /(?:^|\s)слишком\s+$/u,
  uk: /(?:^|\s)(?:занадто|надто)\s+$/u,
  sv: /(?:^|\s)alltför\s+$/u,
}

/**
 * German "zu" before an adjective is "too" ("zu schnell", "zu einfach"); before an infinitive it
 * only marks the verb ("nur zu empfehlen", "einfach zu bedienen"), and German infinitives end in "-en".
 */
const DE_ZU = /(?:^|\s)zu\s+$/u
const tooBefore = (norm: string, h: Hit, lang: string): boolean => {
  const before = norm.slice(Math.max(0, h.at - 16), h.at)
  if (TOO_BEFORE[lang]?.test(before)) return true
  return lang === 'de' && DE_ZU.test(before) && !/en$/u.test(norm.slice(h.at, h.end))
}

/**
 * "Loved the old icons", "adorava os ícones antigos", "mochte die alten Farben": praise of what a
 * change replaced, a word of the old one within a few words after it, no mark between. Folded text.
 */
const OLD_AFTER =
  /^\p{L}*\s+(?:(?:the|those|these|die|den|der|das|les|le|la|los|las|el|os|as|o|a|i|gli|de|het|my|your|meine?n?)\s+)?(?:(?:old|previous|alt(?:e|en|er|es)?|vorherig\p{L}*|oude|vorige|gamla|stare|starych|старые|старый|старую|прежн\p{L}*)\s+(?!school|fashion)\p{L}|\p{L}+\s+(?:ancien\p{L}*|antig\p{L}*|viej[oa]s?|velh[oa]s?|vecch\p{L}*|precedent\p{L}*)(?![\p{L}-]))/u
/** A comparison word: what is praised "than the old one" is the new one. Folded text. */
const COMPARED = /(?<!\p{L})(?:than|als|que|dan|чем|niz|ніж|kadar)(?!\p{L})|より|比/u

/** Words that say something stopped, not how much ("anymore"): no praise word before one is an intensifier. */
const NO_LONGER = /^(?:anymore|any more)$/u
/**
 * "Super!", "super app": English "super" praises said alone or of the app; before any other word
 * ("super basic", "super slow") it only says how much, and the word after it says what.
 */
const DEGREE_ONLY = /^super$/u
const DEGREE_OF = /^[\s-]+(?!(?:app|apps|game|games|tool|job|team|work|update|experience)(?!\p{L}))\p{L}/u

/** A skull closing a clause: beside a complaint, the praise before it is not meant. */
const SKULL_AFTER = /(?:💀|☠️?)\s*$/u

const IRONY_MARK = /[(（]\s*(?:!|！|棒)\s*(?:[)）]|$)/u
const consumes = new Map<string, boolean>()

/**
 * Whether a praise phrase holds its own negator ("rien à redire", "no complaints", "sans souci"):
 * that negator is spent on it, and turns nothing after it around.
 */
function spendsNegator(h: Hit, ctx: Context): boolean {
  const key = `${ctx.lang}\u0000${h.phrase}`
  let found = consumes.get(key)
  if (found === undefined) {
    const phrase = normalizeForMatch(h.phrase, ctx.lang)
    found = ctx.cues.negators.length > 0 && holdsAny(phrase, ctx.cues.negators, ctx.lang, 'word', 'negators', true)
    if (consumes.size > 4096) consumes.clear()
    consumes.set(key, found)
  }
  return found
}

/** Every other app, or all of them (folded text): the subject of a wish that praises this one. */
const EVERY_APP =
  /(?<!\p{L})(?:every|all|other|jede|alle|toutes les|tous les|todas las|todos los|todos os|todas as|tutte le|tutti i|wszystkie|kazda|все|усі|всі|tum|semua|moi|alla|كل)\s+(?:the\s+|die\s+|de\s+|andere[n]?\s+|autres\s+|otras\s+|outras\s+|altre\s+|inne\s+|другие\s+|інші\s+|diger\s+|lain\s+|andra\s+)?(?:apps?|applis?|applications?|aplicaci\p{L}+|aplicativos?|aplikac\p{L}+|applicazioni|приложения|застосунки|додатки|uygulamalar\p{L}*|aplikasi|ung dung|appar|التطبيقات|ऐप्स?)(?!\p{L})|すべてのアプリ|全てのアプリ|どのアプリも|모든 앱|所有(?:的)?(?:应用|應用|app)/iu

/**
 * Paid, and the thing paid to be rid of is still there ("paid for premium and still seeing ads",
 * "pagué y sigue", "bezahlt und trotzdem"): what was bought is not working. Matched on the folded
 * text of a clause, in the languages whose words are written apart.
 */
// A manner, not a charge: "without (my) permission/asking/warning" in the drafter's languages.
const MANNER_ONLY =
  /^(?:without|sin|sans|ohne|senza|zonder|sem|bez|без|utan|tanpa|không|بدون|बिना)(?!\p{L})|(?:izinsiz|habersiz|sormadan)$|^(?:無断|勝手に|몰래|未经|未經)/u
const PAID_YET = new RegExp(
  String.raw`(?<!\p{L})(?:paid|bought|purchased|bezahlt|gekauft|paye|achete|pague|pagado|compre|comprado|paguei|comprei|pagato|comprato|betaald|gekocht|zaplacil\p{L}*|kupil\p{L}*|заплатил\p{L}*|оплатил\p{L}*|купил\p{L}*|заплатив|оплатив|купив|odedim|satin aldim|bayar|beli)` +
    String.raw`(?!\p{L})[^.!?]{0,50}?(?<!\p{L})(?:still|yet again|trotzdem|immer noch|noch immer|toujours|quand meme|todavia|aun|sigue|siguen|ainda|continua|continuam|ancora|comunque|nog steeds|nog altijd|nadal|wciaz|все равно|всё равно|до сих пор|по-прежнему|досі|все одно|hala|yine de|masih|tetap)(?!\p{L})` +
    // Chinese, Japanese and Korean: paid, then "still there" ("花钱买了去广告以后还有视频广告", "課金したのに").
    String.raw`|(?:花钱|花了钱|买了|買了|付费|付費|充值|订阅了|訂閱了)[^。！？!?]{0,24}?(?:还有|還有|还是|還是|依然|仍然|照样|照樣)|(?:課金した|買った|購入した|払った)のに|(?:결제했는데|샀는데|구매했는데|결제했더니)`,
  'u',
)

/** Hits that no other, longer hit of the same list covers ("not working" over "working"). */
function outermost(list: Hit[]): Hit[] {
  return list.filter((h) => !list.some((o) => o !== h && o.at <= h.at && o.end >= h.end && o.end - o.at > h.end - h.at))
}

/** "🔥🔥🔥", "👎👎": an emoji said again right after itself is said once, with more feeling. */
function echoes(h: Hit, all: readonly Hit[], norm: string): boolean {
  return (
    PICTOGRAPH.test(h.phrase) &&
    all.some((o) => o.phrase === h.phrase && o.end <= h.at && norm.slice(o.end, h.at).trim() === '')
  )
}

// "Accurate even with my messy writing", "works despite my old phone": a fault word said of the
// reviewer's own thing, right before its noun, blames nothing in the app. "My problem is…" and
// "my complaint with…" still complain: the word is what they have, not how their thing is.
const MY_BEFORE = /(?:^|\s)my\s+$/u
const NOUN_AFTER = /^\s+(?!(?:is|was|are|were|with|here|that|since|being|now|about|for|of|to|and|but)(?!\p{L}))\p{L}/u
function ownFlaw(norm: string, h: Hit, ctx: Context): boolean {
  return ctx.lang === 'en' && MY_BEFORE.test(norm.slice(Math.max(0, h.at - 12), h.at)) && NOUN_AFTER.test(norm.slice(h.end, h.end + 24).replace(/^\p{L}+/u, ''))
}

function readClause(raw: RawClause, ctx: Context): ClauseFacts {
  const { norm } = raw
  const { cues } = ctx
  const has = (list: readonly string[], key: string) => list.length > 0 && holdsAny(norm, list, ctx.lang, ctx.mode, key)
  let score = 0
  // A cue inside a longer cue of the other list is that list's ("not working" is no "working",
  // Japanese "落ちなくなった", no longer crashes, is no "落ち…").
  const inside = (h: Hit, others: Hit[]) => others.some((o) => o.at <= h.at && o.end >= h.end && o.end - o.at > h.end - h.at)
  const positives = outermost(hits(norm, cues.positive, ctx, 'positive'))
  const negatives = outermost(hits(norm, cues.negative, ctx, 'negative')).filter((h) => !ownFlaw(norm, h, ctx))
  // Not warned of a change, or the reviewer's own "won't": no fault, and no fault denied either.
  const said = [...norm.matchAll(NO_NOTICE), ...norm.matchAll(I_WONT), ...norm.matchAll(TO_BLOCK)].map((m) => ({ at: m.index, end: m.index + m[0].length }))
  const bugs = outermost(hits(norm, cues.bug, ctx, 'bug')).filter((h) => !ownFlaw(norm, h, ctx) && !said.some((m) => m.at <= h.at && h.end <= m.end))
  // "would be great", "sería bueno": praise words inside a wish are the wish's.
  // "I'd like to thank the team", "wish I had found it sooner": a wish for nothing from the app.
  const notWishes = hits(norm, cues.notWish ?? [], ctx, 'notWish')
  // Praise put in negative words ("never let me down") holds no wish ("let me").
  const content = cues.content ? hits(norm, cues.content, ctx, 'content') : []
  // "Shame there's no dark mode", "可惜没有夜间模式": a lack regretted is wished for.
  const lack = regrettedLack(norm, ctx.lang)
  // "A PDF export would be really cool": praise of what would be is a wish.
  const would = conditionalAt(norm, ctx.lang)
  const wished = would !== null && positives.some((h) => h.at >= would.end && /^\s*(?:[\p{L}\p{N}]+\s+)?$/u.test(norm.slice(would.end, h.at)))
  // "Quitaron la opción de exportar": a wish word right after a removal is what was taken.
  // "You removed the ads, love it": taking away the ads frees them of something; nothing was lost.
  const freed = (h: Hit) => FREED_OF.test(norm.slice(h.end, h.end + 32))
  const takens = cues.taken ? hits(norm, cues.taken, ctx, 'taken').filter((h) => !freed(h)) : []
  const takenBefore = (w: { at: number }) => takens.some((t) => t.at <= w.at && w.at - t.end <= 12)
  const wishes = [
    ...hits(norm, cues.request, ctx, 'request'),
    ...patternHits(norm, cues.patterns?.request),
    ...(lack ? [{ phrase: 'lack', index: -1, ...lack }] : []),
    ...(wished && would ? [{ phrase: 'would', index: -1, ...would }] : []),
  ].filter((w) => !said.some((m) => m.at <= w.at && w.end <= m.end) && !notWishes.some((n) => n.at < w.end && w.at < n.end) && !content.some((c) => c.at <= w.at && c.end >= w.end) && !takenBefore(w))
  // "mega lahm", "super lento", "trop nul": a praise word right before a complaint only says how much.
  // "Not fun anymore": "anymore" says when, not how much; the "not" before "fun" turns it round.
  const intensifies = (h: Hit) => !/\s/u.test(h.phrase) && [...negatives, ...bugs].some((o) => o.at > h.end && o.at - h.end <= 1 && !NO_LONGER.test(o.phrase))
  // The praise phrases that spend their own negator ("rien à redire 🔥🔥").
  const spent = positives.filter((h) => spendsNegator(h, ctx))
  // "цветные теги было бы круто", "would be really cool": praise said right after a wish is the wish's.
  const wishedPraise = (h: Hit) => wishes.some((w) => w.end <= h.at && /^\s*(?:[\p{L}\p{N}]+\s+)?$/u.test(norm.slice(w.end, h.at)))
  // "Used to be my favourite app", "Früher meine Lieblings-App", "以前は一番好きなアプリでした":
  // praise said of what the app was complains about what it is now.
  const formerly = [
    ...(cues.formerly ? hits(norm, cues.formerly, ctx, 'formerly') : []),
    ...(cues.formerlyOpening ? hits(norm, cues.formerlyOpening, ctx, 'formerlyOpening').filter((h) => norm.slice(0, h.at).trim() === '') : []),
  ]
  // "Better than my old notes app" praises the new one over the old: no regret of a change.
  const replaced = (h: Hit) => OLD_AFTER.test(norm.slice(h.end, h.end + 40)) && !COMPARED.test(norm.slice(h.at, h.end + 12))
  const past = (h: Hit) => formerly.some((f) => (f.end <= h.at && h.at - f.end <= 30) || (f.at <= h.at && f.end >= h.end)) || replaced(h)
  let plainPraise = false
  // "They removed the relaxing mode", "quitaron el modo divertido": a praise word in what was taken names it.
  const takenThing = (h: Hit) => takens.some((t) => t.end <= h.at && TAKEN_OBJECT.test(norm.slice(t.end, h.at)))
  // "Mình hay chạy buổi tối", "padahal sinyal bagus": another word, or praise of the reviewer's own thing.
  const otherWord = (h: Hit) =>
    (cues.notPraise?.at?.test(norm.slice(h.at, h.end + 24)) ?? false) || (cues.notPraise?.before?.test(norm.slice(Math.max(0, h.at - 40), h.at)) ?? false)
  for (const h of positives) {
    if (inside(h, negatives) || inside(h, bugs) || inside(h, wishes) || intensifies(h) || wishedPraise(h) || echoes(h, positives, norm) || takenThing(h) || otherWord(h)) continue
    if (ctx.lang === 'en' && DEGREE_ONLY.test(norm.slice(h.at, h.end)) && DEGREE_OF.test(norm.slice(h.end))) continue
    // An emoji is no word a negator turns round; nor is praise after a phrase that used the negator up.
    // Praise put in negative words ("no tengo ninguna queja", "nie mam żadnych zastrzeżeń") keeps
    // its meaning when the language doubles the negation.
    const turned = !PICTOGRAPH.test(h.phrase) && !content.some((o) => o.at <= h.at && o.end >= h.end) && !spent.some((o) => o !== h && o.end <= h.at) && negated(norm, h, ctx)
    // "Too easy" complains; "not too easy" says neither.
    const excess = tooBefore(norm, h, ctx.lang)
    if (turned && excess) continue
    const not = turned || excess
    // "how do I make the GPS more accurate?": a praise word in a question asks for it.
    if (raw.asks && !not) continue
    score += not || past(h) ? -1 : 1
    if (!not && !past(h) && !content.some((o) => o.at <= h.at && o.end >= h.end)) plainPraise = true
  }
  // An emoji is no word a negator turns round ("ничего не находит 👎"): a 👎 means what it shows.
  // A noun of trouble is denied by a negator anywhere before it in the clause, with no stop
  // between ("never had a single problem", "gak pernah ada masalah"), or by "zero".
  const troubles = cues.troubles ? hits(norm, cues.troubles, ctx, 'troubles') : []
  const deniedTrouble = (h: Hit) => {
    if (!troubles.some((t) => t.at < h.end && h.at < t.end)) return false
    const before = norm.slice(Math.max(0, h.at - 24), h.at)
    if (ZERO.test(before) || (!/[,.;:!?、。，！？]/u.test(before) && negated(norm, h, ctx))) return true
    // Where the negator follows the noun ("कोई परेशानी नहीं हुई"), right after it.
    return ctx.mode === 'substring' && cues.negators.length > 0 && holdsAny(norm.slice(h.end, h.end + 8), cues.negators, ctx.lang, 'substring', 'negators', true)
  }
  const denied = (h: Hit) => !PICTOGRAPH.test(h.phrase) && (negated(norm, h, ctx, true) || absentAfter(norm, h, ctx) || deniedTrouble(h))
  const takenWords = new Set(cues.taken ?? [])
  for (const h of negatives) {
    // "Kurang fitur ekspor", "the only thing missing": a lack inside a wish is the wish's.
    if (inside(h, positives) || inside(h, wishes) || echoes(h, negatives, norm)) continue
    if (takenWords.has(h.phrase) && freed(h)) continue
    score += denied(h) ? 0.5 : -1
  }
  // "The buttons are too small", "a letra é pequena demais": too much of something, with no word
  // of praise or blame beside it, is a complaint about how it is made.
  // Not when a negator is near ("не стартувати занадто швидко", "看不太懂"): that is no complaint of excess.
  if (positives.length === 0 && negatives.length === 0 && bugs.length === 0 && !raw.asks && plainExcess(norm, ctx))
    score -= 1
  // "Подсказок маловато", "not enough hints", "zu wenig Level": too little of something, said
  // with no other word of opinion, is a complaint about what the app offers. The "not" of "not
  // enough" is the measure's own, no negator turning it round.
  else if (positives.length === 0 && negatives.length === 0 && bugs.length === 0 && !raw.asks && SCARCE.test(norm) && !holdsAny(withoutScarce(norm), cues.negators, ctx.lang, ctx.mode === 'word' ? 'word' : ctx.mode, 'negators', true))
    score -= 1
  const intents = new Set<Intent>()
  // "stürzt nicht mehr ab", "crasht niet meer": a bug word inside a praise phrase is the praise's;
  // so is the praise that says it after the word ("багов нет", "hata yok").
  const mistakes = [...norm.matchAll(BY_MISTAKE)].map((m) => ({ at: m.index, end: m.index + m[0].length }))
  const byMistake = (h: Hit) => mistakes.some((m) => m.at < h.end && h.at < m.end)
  // "Kağıt kaleme geri döndüm": a fault word inside a letdown idiom reports no fault.
  const letdowns = cues.letdown ? hits(norm, cues.letdown, ctx, 'letdown') : []
  // "Usunęliście eksport do PDF": a feature taken away is no fault.
  const realBugs = bugs.filter((h) => !negated(norm, h, ctx) && !absentAfter(norm, h, ctx) && !inside(h, positives) && !inside(h, letdowns) && !byMistake(h) && !takens.some((t) => t.at < h.end && h.at < t.end))
  if (realBugs.length > 0) {
    intents.add('bug')
    score -= 1
  } else if (bugs.length > 0) {
    // "never crashes", "no bugs at all": praise.
    score += 1
  }
  // "لا أندم" and "not bad" complain of nothing: only a standing negative makes praise ironic.
  // A fault said in a pattern ("then forgets to resume") complains as much as a listed word.
  const patternFault = (cues.patterns?.bug ?? []).some((re) => re.test(norm))
  const complains = negatives.some((h) => !inside(h, positives) && !inside(h, wishes) && !denied(h)) || realBugs.length > 0 || patternFault
  // Praise in quotes ("such a 'free' game"), or praise that opens a clause which then complains
  // with no turn between ("love how level 500 is impossible"), is said with a rolled eye.
  // German closes „…“ with the mark English opens with.
  const quoted = positives.some((h) => /["'“‘«„][^"'”’»]*$/u.test(raw.text.slice(Math.max(0, h.at - 12), h.at)) && /^[^"'‘«„]*["'”’»“]/u.test(raw.text.slice(h.end, h.end + 12)))
  // A heart or a thumbs-up beside the praise means it: praise, then a complaint (mixed), not irony.
  const praiseThenBlame =
    !positives.some((h) => PICTOGRAPH.test(h.phrase)) &&
    positives.some((h) => !intensifies(h)) && (realBugs.length > 0 || negatives.length > 0) && Math.min(...positives.map((h) => h.at)) < Math.min(...[...realBugs, ...negatives].map((h) => h.at)) && !raw.turn
  const markers = hits(norm, cues.sarcasm, ctx, 'sarcasm')
  // "Danke(!)", "ありがとう（棒）": a mark that says the word before it is not meant, in any language.
  if (IRONY_MARK.test(raw.text)) markers.push({ phrase: '(!)', index: -1, at: 0, end: 0 })
  // "Thanks for the 'improvement'", "Спасибо за «улучшенный» редактор", "谢谢这次“优化”": an
  // improvement in quotes, or praise in quotes inside thanks, is not meant, whatever follows.
  const quotedImprovement = IMPROVED_QUOTE.test(raw.text)
  const thanksQuoted = quoted && (cues.thanks?.length ?? 0) > 0 && has(cues.thanks ?? [], 'thanks')
  const sarcastic = markers.length > 0 || quotedImprovement || thanksQuoted || (complains && (has(cues.ironic, 'ironic') || quoted || praiseThenBlame))
  // "Just what I needed" is sarcasm in a 1★ rant and praise in a 5★ one: a phrase that is the
  // clause's only sign of irony is settled by the review as a whole (see `settleIrony`).
  const ironyOnlyByPhrase =
    sarcastic && !complains && !markers.some((h) => /\p{Extended_Pictographic}|\/s|\(!\)/u.test(h.phrase)) && !has(cues.ironic, 'ironic') && !quoted && !quotedImprovement
  const plainScore = score
  if (sarcastic) score = Math.min(-1, -Math.abs(score))
  const scareQuoted = positives.length > 0 && positives.every((h) => inScareQuotes(norm, h))
  const matches = (list: readonly RegExp[] | undefined) => list !== undefined && list.some((re) => re.test(norm))
  if (matches(cues.patterns?.bug)) intents.add('bug')

  // "Trả lại data của tôi", "give me back my notes", "верните мои заметки": a bare "give back"
  // whose object is the user's notes or data (and no money beside it) asks for the data, not a
  // refund. Object after the verb, or just before it ("데이터 반환", "डेटा वापस करो").
  const givesBackData = (h: Hit): boolean => {
    const from = Math.max(0, h.at - 16)
    const to = h.end + 32
    const near = (x: Hit) => x.at < to && x.end > from && !(x.at < h.end && h.at < x.end)
    const objects = findAll(norm, cues.loss.objects, ctx.lang, ctx.mode, 'lossObjects').filter(near)
    if (objects.length === 0) return false
    return !hits(norm, cues.billing, ctx, 'billing').some(near) && !hits(norm, cues.charge.refund, ctx, 'refund').some(near)
  }
  const billingCases = new Set<BillingCase>()
  if (has(cues.charge.afterCancel, 'afterCancel')) billingCases.add('charged_after_cancel')
  // "Wrote to support twice about a refund", "harga naik dua kali lipat": twice is the writing or the price, no charge.
  if (has(cues.charge.twice, 'twice') && has(cues.billing, 'billing') && !NOT_TWICE_CHARGED.test(norm) && !pricesRose(norm)) billingCases.add('charged_twice')
  // "Sin avisar", "without asking", "sans prévenir" say how, not what: "they deleted my account
  // without warning" is no charge. Alone, such a phrase needs money or a charge beside it.
  const unknownHits = hits(norm, cues.charge.unknown, ctx, 'unknown')
  if (unknownHits.length > 0 && (!unknownHits.every((h) => MANNER_ONLY.test(h.phrase)) || ((has(cues.billing, 'billing') || has(cues.charge.charged, 'charged')) && !pricesRose(norm))))
    billingCases.add('unknown_charge')
  // "I never made an account", "didn't want to lose my streak": a denial that names no paying
  // (no money, purchase or plan word inside it or beside it in the clause) is a charge only if
  // the review speaks of money somewhere (see `settleBareDenials`).
  const paidWords = [...hits(norm, cues.billing, ctx, 'billing'), ...hits(norm, cues.charge.charged, ctx, 'charged')]
  const bareDenial = billingCases.has('unknown_charge') && paidWords.length === 0
  if (has(cues.charge.missing, 'missing') || (score <= 0 && PAID_YET.test(norm))) billingCases.add('purchase_missing')
  if (hits(norm, cues.charge.refund, ctx, 'refund').some((h) => !givesBackData(h))) billingCases.add('refund')
  const money = has(cues.billing, 'billing')
  // "Support replied after 9 days with a link to the FAQ": a bot, circles or days of waiting.
  const supportFailed = has(cues.supportFailed, 'supportFailed') || supportFailedIn(norm)
  // "Google wont refund me": the store's refusal, said short, is a loop too (see store-refused.ts).
  const storeLoop = has(cues.storeLoop, 'storeLoop') || storeRefused(norm)
  const matchesEarly = (list: readonly RegExp[] | undefined) => list !== undefined && list.some((re) => re.test(norm))
  const deletion = has(cues.deletion, 'deletion') || matchesEarly(cues.patterns?.deletion) || asksAccountDeletion(norm)
  const legal = has(cues.legal, 'legal')
  const asking = askingOrWishing(raw, wishes, billingCases, ctx)
  const { asksByWords, pleads } = asking
  // "Wish every app was this clean", "ojalá todas las apps fueran así": a wish for the other
  // apps holds this one up as the model. Praise, not a request.
  const model = asking.requests && EVERY_APP.test(norm)
  const requests = asking.requests && !model
  if (model) score = Math.max(score, 0) + 1
  // A request put as a question ("能不能出中文说明？", "please add a widget?") asks for a feature,
  // not for an answer: the question mark alone does not make it a question. Nor does a plea
  // ("when will you fix it??"): nobody can answer it with more than a promise.
  // "…ended early, even though the timer said 2 days left??": a clause that concedes asks
  // nothing; its marks are disbelief.
  const question = !pleads && (asksByWords || (raw.asks && !requests && !(ctx.lang === 'en' && CONCEDES.test(norm))))

  // "never charged me", "не хочу, чтобы списали": no charge.
  if (hits(norm, cues.charge.charged, ctx, 'charged').some((h) => !negated(norm, h, ctx)) || matches(cues.patterns?.charged)) billingCases.add('other')
  // Money words in a complaint are about the price (the pricing topic); billing is a charge,
  // a refund, a purchase gone missing, or being sent round in circles about one.
  if (billingCases.size > 0 || storeLoop || (money && supportFailed)) intents.add('billing')
  // "Delete my account and my data" is the account's business, whatever data words it holds.
  // A backup copy or the team's own contact details hold privacy words ("copia", "연락처") but
  // raise no worry: privacy hits inside them do not count.
  const harmless = [...norm.matchAll(BACKUP), ...norm.matchAll(OUR_CONTACT), ...norm.matchAll(GRANTED), ...trackedActivity(norm)].map((m) => ({ at: m.index, end: m.index + m[0].length }))
  const privacy = hits(norm, cues.privacy, ctx, 'privacy').some((h) => !harmless.some((b) => b.at <= h.at && h.end <= b.end))
  if (privacy && (score <= 0 || question) && !deletion) intents.add('privacy')
  const lockedOut = has(cues.lockedOut, 'lockedOut')
  if (deletion || lockedOut || (has(cues.account, 'account') && (score < 0 || question))) intents.add('account')
  if (requests && !(ctx.lang === 'en' && BARE_WISH.test(norm.replace(NOT_WORD, ' ').trim()))) intents.add('request')
  // "Is this a game or an ad with some game in between? 🙃" asks nothing.
  if (question && !sarcastic) intents.add('question')
  if (has(cues.abuse, 'abuse')) intents.add('abuse')
  if (score < 0 && ![...intents].some((i) => i !== 'request' && i !== 'question')) intents.add('complaint')
  if (supportFailed && !intents.has('billing')) intents.add('complaint')
  // "how do I make the GPS more accurate?" praises nothing.
  if (score > (question ? 1 : 0) && !sarcastic) intents.add('praise')
  const cued = intents.size > 0 || positives.length + negatives.length + bugs.length > 0
  const deniedFault = realBugs.length === 0 && bugs.length > 0
  const letdown = letdowns.length > 0 || positives.some(past)
  return { score, plainScore, ironyOnlyByPhrase, scareQuoted, intents, sarcastic, billingCases, supportFailed, storeLoop, deletion, legal, cued, pleads, lockedOut, deniedFault, letdown, taken: takens.length > 0, deniedOnly: score > 0 && !plainPraise, ...(bareDenial ? { bareDenial: true as const } : {}) }
}

/**
 * The clauses with their letdown idioms blanked out of the folded text: "back to pen and paper",
 * "papel e caneta", "kağıt kaleme" name no pen feature to apologise for.
 */
function unnamed(raw: readonly RawClause[], ctx: Context): readonly RawClause[] {
  const idioms = ctx.cues.letdown ?? []
  if (idioms.length === 0) return raw
  return raw.map((c) => {
    const found = hits(c.norm, idioms, ctx, 'letdown')
    if (found.length === 0) return c
    const toText = offsetsOf(c.text, c.norm.length, ctx.lang)
    let { norm, text } = c
    for (const h of found) {
      norm = norm.slice(0, h.at) + ' '.repeat(h.end - h.at) + norm.slice(h.end)
      if (!toText) continue
      const [at, end] = [toText(h.at), toText(h.end)]
      text = text.slice(0, at) + ' '.repeat(end - at) + text.slice(end)
    }
    return { ...c, norm, text }
  })
}

/** Where a clause matches a pattern ("search could be smarter"), as a hit. */
function patternHits(norm: string, list: readonly RegExp[] | undefined): Hit[] {
  return (list ?? []).flatMap((re) => {
    const m = re.exec(norm)
    if (!m) return []
    const lead = m[0].length - m[0].trimStart().length
    return [{ phrase: 'pattern', index: -1, at: m.index + lead, end: m.index + m[0].length }]
  })
}

/**
 * Whether quote marks hug a praise word ("'improved'", "« génial »", "「最高」"): the word is
 * quoted, not meant. An apostrophe inside a word ("it's great, isn't it") is no quote mark.
 */
function inScareQuotes(norm: string, h: Hit): boolean {
  const before = /(?:(?:^|[\s(])["'“‘„]|[«「『])\s?$/u.test(norm.slice(Math.max(0, h.at - 3), h.at))
  const after = /^[\p{L}\p{M}-]*\s?["'”’»」』](?![\p{L}\p{N}])/u.test(norm.slice(h.end, h.end + 24))
  return before && after
}

/** "How" asking how to do something, per language (folded text); not "how about", "how come". */
const HOW: Record<string, RegExp> = {
  // "how hard is it to add a widget" wishes: it asks how hard, not how to.
  en: /(?<!\p{L})how(?! about| come| hard| difficult)(?!\p{L})/u,
  de: /(?<!\p{L})wie(?! ware| waers| war's)(?!\p{L})/u,
  fr: /(?<!\p{L})comment(?!\p{L})/u,
  es: /(?<!\p{L})como(?!\p{L})/u,
  pt: /(?<!\p{L})como(?!\p{L})/u,
  it: /(?<!\p{L})come(?!\p{L})/u,
  nl: /(?<!\p{L})hoe(?!\p{L})/u,
  sv: /(?<!\p{L})hur(?!\p{L})/u,
  pl: /(?<!\p{L})jak(?!\p{L})/u,
  ru: /(?<!\p{L})как(?!\p{L})/u,
  uk: /(?<!\p{L})як(?!\p{L})/u,
  tr: /(?<!\p{L})nasil(?!\p{L})/u,
  id: /(?<!\p{L})(?:bagaimana|gimana|gmn|cara)(?!\p{L})/u,
  hi: /कैसे|(?<!\p{L})kaise(?!\p{L})/u,
  ar: /كيف/u,
  ja: /どうやって|どうすれば|どうしたら/u,
  ko: /어떻게/u,
  zh: /怎么|怎樣|怎样|怎麼|如何/u,
}

/** Where a clause asks "how", or -1. */
function howAt(norm: string, lang: string): number {
  const re = HOW[lang] ?? HOW[lang.slice(0, 2)]
  const m = re ? re.exec(norm) : null
  return m ? m.index : -1
}

/**
 * Whether a clause asks for information, wishes for a feature, or pleads for a fix. Where a wish
 * and a question phrase overlap, the longer says what is meant: "can you add" wishes, "why do I
 * need an account" and "je veux savoir" ask. A plea ("please fix it", "help!") wishes for no
 * feature; nor does "I want a refund": that is the money back (billing).
 */
function askingOrWishing(raw: RawClause, wishes: Hit[], billingCases: Set<BillingCase>, ctx: Context): { asksByWords: boolean; requests: boolean; pleads: boolean } {
  const { norm } = raw
  const { cues } = ctx
  const pleads = (cues.plea?.length ?? 0) > 0 && holdsAny(norm, cues.plea ?? [], ctx.lang, ctx.mode, 'plea')
  // Pattern matches take part as phrases do: "ekleyebilir misiniz" wishes, its "misiniz" does not ask.
  const patterned = (list: readonly RegExp[] | undefined, phrase: string): Hit[] =>
    (list ?? []).flatMap((re) => {
      const m = re.exec(norm)
      if (!m) return []
      const lead = m[0].length - m[0].trimStart().length
      return [{ phrase, index: -1, at: m.index + lead, end: m.index + m[0].length }]
    })
  // "không bao giờ trả lời" (never answers) asks nothing: a negated question pattern, like a negated phrase.
  const asked = [...askingHits(norm, ctx), ...patterned(cues.patterns?.question, 'pattern').filter((h) => !negated(norm, h, ctx, true))]
  const overlaps = (a: Hit, b: Hit) => a.at < b.end && b.at < a.end
  const longer = (a: Hit, b: Hit) => a.end - a.at > b.end - b.at
  // The wishes already hold the request patterns' matches.
  const allWishes = wishes
  const refunds = billingCases.has('refund')
  // "नोट्स को फ़ोल्डर में कैसे डालें?", "how do I add a folder?": the verb after "how" is what
  // they want to know how to do, not a wish ("डालें" is also "please add").
  const how = howAt(norm, ctx.lang)
  const howAsked = how >= 0 && (raw.asks || how === 0)
  const ownWishes = allWishes.filter((w) => !asked.some((q) => overlaps(w, q) && longer(q, w)) && !(refunds && /need|want/u.test(w.phrase)) && !(howAsked && how <= w.at))
  // "Can you add a widget?": beside a wish, a yes/no or "when" question asks for the wish.
  const putsWish = new Set(cues.wishQuestion ?? [])
  // "Why is there no way to back up??" wishes and asks at once: an Answer that shows the way
  // answers it; without one it is a wish (and the plan gives it no slot).
  const whyWish = (q: Hit) => raw.asks && (cues.why ?? []).some((w) => q.phrase.startsWith(w))
  const ownQuestions = asked.filter(
    (q) => (whyWish(q) || !allWishes.some((w) => overlaps(w, q) && !longer(q, w))) && !(ownWishes.length > 0 && !pleads && (q.phrase === 'pattern' || putsWish.has(q.phrase))),
  )
  const asksByWords = startedAsking(ownQuestions.filter((q) => q.phrase !== 'pattern'), ctx) || ownQuestions.some((q) => q.phrase === 'pattern')
  const requests = !pleads && ownWishes.length > 0
  return { asksByWords, requests, pleads }
}

/**
 * "my pace shows 3:40/km, I wish lol": a wish with nothing wished for is an aside about the
 * number before it, no suggestion (English, folded text without its marks).
 */
const BARE_WISH = /^(?:(?:i|we) (?:wish|wished)|if only|id wish|i'd wish)(?: (?:lol|lmao|lmfao|rofl|xd|smh|haha\w*|hehe\w*|jk))*$/
const NOT_WORD = /[^\p{L}\p{N}\s']+/gu
/** A clause that opens by conceding ("though…", "even though…", "despite…"), in English. */
const CONCEDES = /^(?:even )?(?:though|tho|although|altho|despite|even if|even after|even when)\b/

/** A weight ("5 kg", "10 lbs", "3 kilos", "5 кг"): in a sentence with a loss word, weight lost. */
const WEIGHT_LOST = /\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilo|kilos|kilogram\p{L}*|lbs?|pounds?|pfund|кг|кило\p{L}*|公斤|キロ|킬로)(?!\p{L})/u

/**
 * Data loss: a word of loss and a word of data in one sentence ("… work notes, gone"), or a
 * phrase that says it all ("back to level 1"). Marked on the clause holding the loss word.
 */
/** What sorts notes and items: folders, tags, categories (folded text). */
const ORGANISER =
  /(?<!\p{L})(?:folders?|tags|categories|labels|ordner|kategorien|dossiers|etiquettes|categories|carpetas|etiquetas|categorias|pastas|cartelle|etichette|categorie|mappen|mapjes|categorieen|mappar|taggar|kategorier|foldery|folderow|katalogi|kategorie|tagi|папки|папок|теги|метки|категории|теки|тегы|klasorler|etiketler|kategoriler|kategori|thư mục)(?!\p{L})|フォルダ|タグ|폴더|태그|文件夹|标签|分类|資料夾|標籤|مجلدات|المجلدات|التصنيفات/u

/**
 * Everything now in one list, mixed together: "all my notes are in one giant list", "toutes
 * mélangées dans une seule liste", "tudo misturado numa lista só", "вперемешку" (folded text).
 */
const LUMPED =
  /(?<!\p{L})(?:one (?:\p{L}+ ){0,2}(?:list|pile|mess|heap)|all mixed|mixed (?:up|together)|jumbled|unsorted|lumped|(?:einer?|eine) (?:\p{L}+ )?liste|durcheinander|alles gemischt|unsortiert|(?:une|la) seule (?:\p{L}+ )?liste|melangee?s?|en vrac|(?:una|la) (?:sola|unica) lista|mezclad[oa]s?|revuelt[oa]s?|(?:uma|numa|na) (?:so )?lista(?: so| unica)?|misturad[oa]s?|baguncad[oa]s?|un'?unica lista|una sola lista|mescolat[ei]|mischiat[ei]|alla rinfusa|een (?:\p{L}+ )?lijst|door elkaar|ongesorteerd|en (?:enda |lang )?lista|huller om buller|osorterat|blandat|jednej (?:\p{L}+ )?liscie|wymieszane|вперемешку|в одну кучу|одном (?:\p{L}+ )?списке|впереміш|в одну купу|одному (?:\p{L}+ )?списку|tek (?:bir )?liste|karmakarisik|karisik|satu daftar|campur aduk|bercampur|một danh sách|lộn xộn|trộn lẫn)(?!\p{L})|ごちゃ混ぜ|ごちゃごちゃ|一つのリスト|뒤죽박죽|한 목록|섞여|混在一起|全混在|一个列表|乱成一团|قائمة واحده|مختلطه/u

function markLosses(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): void {
  const { loss } = ctx.cues
  // "The folders are gone, now all my notes are in one big list": an organiser gone and the
  // notes lumped together is a feature taken away; the notes are all there, no data is lost.
  const lumped = raw.some((c) => LUMPED.test(c.norm))
  const sentences = new Map<number, number[]>()
  raw.forEach((c, i) => sentences.set(c.sentence, [...(sentences.get(c.sentence) ?? []), i]))
  const paid = raw.some((c) => holdsAny(c.norm, ctx.cues.billing, ctx.lang, ctx.mode, 'billing'))
  for (const members of sentences.values()) {
    const norm = members.map((i) => raw[i]?.norm ?? '').join(' , ')
    const said = holdsAny(norm, loss.phrases, ctx.lang, ctx.mode, 'lossPhrases')
    // "so that nothing gets lost" fears a loss; it does not report one. Nor do "lost access"
    // (locked out), "lost my Premium" (a purchase) or "lost interest".
    // Nor does a wish ("the only thing missing is folder sharing"): what is missing there was never had.
    const lossWords = findAll(norm, loss.words, ctx.lang, ctx.mode, 'lossWords')
    const taken =
      lossWords.length === 0
        ? []
        : [
            ...hits(norm, ctx.cues.lockedOut, ctx, 'lockedOut'),
            ...hits(norm, ctx.cues.charge.missing, ctx, 'missing'),
            ...hits(norm, loss.notData ?? [], ctx, 'lossNotData'),
            ...hits(norm, ctx.cues.request, ctx, 'request'),
          ]
    const losses = lossWords.filter((h) => !negated(norm, h, ctx) && !taken.some((t) => t.at <= h.at && t.end >= h.end))
    const objects = losses.length > 0 ? [...findAll(norm, loss.objects, ctx.lang, ctx.mode, 'lossObjects'), ...distanceRuns(norm)] : []
    if (!said && objects.length === 0) continue
    // "The widget doesn't show my notes any more, it's blank": the surface fails, nothing is lost.
    if (!said && surfaceShowsNothing(norm, losses)) continue
    // "The notes I deleted keep coming back": a deletion that does not hold, a fault, no loss.
    if (deletedReturns(norm, ctx.lang)) { members.forEach((i) => facts[i]?.intents.add('bug')); continue }
    if (!said && lumped && ORGANISER.test(norm)) {
      const i = members.find((m) => ORGANISER.test(raw[m]?.norm ?? '')) ?? members[0]
      const g = i === undefined ? undefined : facts[i]
      if (g) {
        g.taken = true
        g.cued = true
        // "As pastas sumiram": gone as the team took them, not broken.
        g.intents.delete('bug')
        g.intents.add('complaint')
        g.score = Math.min(g.score, -1)
      }
      continue
    }
    // "Lost 5 kg since I started running with it": weight lost is no data lost.
    if (!said && WEIGHT_LOST.test(norm)) continue
    if (lossFeared(raw, members, norm, losses, ctx)) {
      unfault(raw, facts, members, ctx)
      continue
    }
    const at = members.find((i) => holdsAny(raw[i]?.norm ?? '', [...loss.words, ...loss.phrases], ctx.lang, ctx.mode, 'lossAny')) ?? members[0]
    const f = at === undefined ? undefined : facts[at]
    if (!said && f && paid && onlyBought(norm, objects, ctx)) {
      // "Paid for 500 gems, gems missing": a purchase that never arrived, not their data.
      f.billingCases.add('purchase_missing')
      f.intents.add('billing')
      f.intents.delete('complaint')
      f.cued = true
      continue
    }
    // "The feature that deletes old notes by itself is so useful": a loss word in a sentence that
    // only praises tells what a feature does; no loss is reported.
    if (f && f.score > 0 && !f.sarcastic && members.every((i) => (facts[i]?.score ?? 0) >= 0 && !facts[i]?.sarcastic)) continue
    // "Premium disappeared" is a purchase gone missing, billing's business.
    if (f && !f.billingCases.has('purchase_missing')) {
      f.cued = true
      f.intents.add('data_loss')
      f.intents.delete('complaint')
      f.score = Math.min(f.score, -1)
    }
  }
}

/**
 * "Will I lose my progress if I switch phones?", "delete my data now!": a loss asked about or
 * asked for is no loss suffered.
 */
function lossFeared(raw: readonly RawClause[], members: number[], norm: string, losses: Hit[], ctx: Context): boolean {
  // "Löscht sofort meine Daten!": the loss word is the order to delete ("데이터 삭제됐어요", deleted, stays a loss).
  const orders = [
    ...hits(norm, ctx.cues.deletion, ctx, 'deletion'),
    ...(ctx.cues.patterns?.deletion ?? []).flatMap((re) => {
      const m = re.exec(norm)
      return m ? [{ phrase: 'pattern', at: m.index, end: m.index + m[0].length }] : []
    }),
  ]
  if (orders.length > 0 && losses.every((l) => orders.some((o) => o.at <= l.at && o.end >= l.end))) return true
  if (wantedGone(norm) || asksHowToDelete(norm)) return true
  // "I have to reset my phone and I'm afraid I'll lose my notes", "메모가 다 날아갈까 봐 걱정돼요": a
  // loss word sits in a worry (up to 30 characters after it starts, or right before it in
  // languages that put it after), and so does every phrase that says the loss outright.
  const worries = hits(norm, ctx.cues.loss.worries ?? [], ctx, 'lossWorries')
  if (worries.length > 0) {
    const worried = (l: Hit) => worries.some((w) => (l.at >= w.at && l.at - w.end <= 30) || (w.at >= l.at && w.at - l.end <= 8))
    const phrases = hits(norm, ctx.cues.loss.phrases, ctx, 'lossPhrases')
    if ([...losses, ...phrases].some(worried) && phrases.every(worried)) return true
  }
  const fears = ctx.cues.loss.fears ?? []
  if (fears.length === 0 || !holdsAny(norm, fears, ctx.lang, ctx.mode, 'lossFears')) return false
  return members.some((i) => raw[i]?.asks === true || startsAsking(raw[i]?.norm ?? '', ctx))
}

/** "进度会丢失吗？": a fault word that only fears the loss (its words are loss words) reports no fault. */
function unfault(raw: readonly RawClause[], facts: ClauseFacts[], members: number[], ctx: Context): void {
  for (const i of members) {
    const f = facts[i]
    const norm = raw[i]?.norm ?? ''
    if (!f?.intents.has('bug')) continue
    const losses = findAll(norm, ctx.cues.loss.words, ctx.lang, ctx.mode, 'lossWords')
    const faults = outermost(hits(norm, ctx.cues.bug, ctx, 'bug'))
    if (faults.length === 0 || !faults.every((b) => losses.some((l) => l.at <= b.at && l.end >= b.end) || ctx.cues.loss.words.includes(b.phrase))) continue
    if ((ctx.cues.patterns?.bug ?? []).some((re) => re.test(norm))) continue
    f.intents.delete('bug')
    f.score = Math.max(f.score, 0)
  }
}

/** Whether every lost thing named is a thing bought ("gems", "coins", "Premium"). */
function onlyBought(norm: string, objects: Hit[], ctx: Context): boolean {
  const bought = ctx.cues.loss.bought ?? []
  if (bought.length === 0) return false
  const items = hits(norm, bought, ctx, 'lossBought')
  return items.length > 0 && objects.every((o) => items.some((b) => b.at <= o.at && b.end >= o.end))
}

/**
 * "Lost my levels when I changed phones… I never made an account": a denial that names no paying,
 * in a review that speaks of no money anywhere, denies no charge. It drops the unexpected charge
 * it was read as (and the billing, when nothing else made the clause one).
 */
function settleBareDenials(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): void {
  if (!facts.some((f) => f.bareDenial)) return
  const money = raw.some(
    (c) =>
      holdsAny(c.norm, ctx.cues.billing, ctx.lang, ctx.mode, 'billing') ||
      holdsAny(c.norm, ctx.cues.charge.charged, ctx.lang, ctx.mode, 'charged'),
  )
  if (money) return
  for (const f of facts) {
    if (!f.bareDenial) continue
    f.billingCases.delete('unknown_charge')
    if (f.billingCases.size === 0 && !f.storeLoop && !f.supportFailed) f.intents.delete('billing')
  }
}

/**
 * A phrase that can be meant ("just what I needed", "exactamente o que eu precisava") is praise
 * in a review of four or five stars that complains of nothing else; sarcasm otherwise.
 */
function settleIrony(facts: ClauseFacts[], rating: number): void {
  const complainsElsewhere = facts.some((f) => !f.ironyOnlyByPhrase && (f.score < 0 || ['complaint', 'bug', 'billing', 'data_loss'].some((i) => f.intents.has(i as Intent))))
  if (Math.round(rating) < 4 || complainsElsewhere) return
  for (const f of facts) {
    if (!f.ironyOnlyByPhrase) continue
    f.sarcastic = false
    f.score = f.plainScore
    f.intents.delete('complaint')
    if (f.score > 0) f.intents.add('praise')
  }
}

/**
 * "I had a problem and support fixed it within an hour": a sentence that tells of a problem
 * someone solved praises whoever solved it. Its problem clauses complain of nothing; the clause
 * with the fix praises.
 */
/**
 * "Wäre schön, wenn die App nicht ständig abstürzen würde", "it would be great if it didn't
 * crash": a fault denied inside a wish (or in the clause right after one) is wished away, so it
 * happens. A bug report, not praise for "never crashes" and not a suggestion.
 */
function markWishedFixed(raw: readonly RawClause[], facts: ClauseFacts[]): void {
  facts.forEach((f, i) => {
    if (!f.deniedFault) return
    const before = i > 0 && raw[i - 1]?.sentence === raw[i]?.sentence ? facts[i - 1] : undefined
    const wish = f.intents.has('request') ? f : before?.intents.has('request') && before.score <= 0 ? before : undefined
    if (!wish) return
    wish.intents.delete('request')
    f.intents.delete('praise')
    f.intents.add('bug')
    f.score = Math.min(f.score, 0) - 1
    f.cued = true
  })
}

/**
 * "Schade, dass es keinen Dunkelmodus gibt", "Жаль, что нет тёмной темы", "No widget, sadly.": the
 * regret said in a clause of its own, beside the clause that says what is missing, is the wish's
 * regret. The missing thing is wished for, and the regret complains of nothing by itself.
 */
function markRegrettedLacks(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f || !saysRegret(c.norm, ctx.lang) || [...f.intents].some((x) => x !== 'complaint') || f.sarcastic) return
    // The regret alone ("schade", "c'est dommage", "what a shame"), maybe with a turn word.
    if (bare(c.norm).split(' ').length > 3) return
    const near = [i - 1, i + 1].filter((j) => {
      const o = raw[j]
      return o !== undefined && (o.sentence === c.sentence || Math.abs(o.sentence - c.sentence) === 1)
    })
    const lacking = near.find((j) => {
      const g = facts[j]
      return g !== undefined && saysAbsent(raw[j]?.norm ?? '', ctx.lang) && ![...g.intents].some((x) => PROBLEMS.includes(x) || x === 'question' || x === 'privacy')
    })
    if (lacking === undefined) return
    const g = facts[lacking] as ClauseFacts
    g.intents.delete('complaint')
    g.intents.add('request')
    g.score = Math.max(g.score, 0)
    g.cued = true
    f.intents.delete('complaint')
    f.score = 0
    f.cued = true
  })
}

const NEVER = /(?!)/u

/** Whether the clause's only fault is not being able to do something ("can't export to Word"). */
function onlyUnable(norm: string, ctx: Context): boolean {
  const rest = withoutInability(norm, ctx.lang)
  if (rest === null) return false
  return !(hits(rest, ctx.cues.bug, ctx, 'bug').some((h) => !negated(rest, h, ctx)) || (ctx.cues.patterns?.bug ?? []).some((re) => re.test(rest)))
}

/**
 * "Can't export to Word. Please add that.", "On ne peut pas exporter en PDF, ce serait bien de
 * l'ajouter": beside a wish, a clause whose only fault is not being able to do something says what
 * the wish is for. Nothing is broken; the reply thanks for the idea instead of asking for details.
 */
function markMissingAbility(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): void {
  const wishes = raw.filter((_, j) => facts[j]?.intents.has('request') && !facts[j]?.pleads)
  if (wishes.length === 0) return
  raw.forEach((c, i) => {
    const f = facts[i]
    // A fault, or a clause that says nothing else ("Cannot print a checklist.").
    if (!f || (!f.intents.has('bug') && f.intents.size > 0) || [...f.intents].some((x) => x !== 'bug' && x !== 'complaint' && x !== 'request' && !(x === 'question' && f.intents.has('request')))) return
    if (!wishes.some((w) => Math.abs(w.sentence - c.sentence) <= 1)) return
    if (!onlyUnable(c.norm, ctx)) return
    f.intents.delete('bug')
    f.intents.delete('complaint')
    f.intents.add('request')
    f.score = Math.max(f.score, 0)
    f.cued = true
  })
}

/** Words that add one more of the same ("and", "also", "あと", "还有"), opening a clause (folded text). */
const AND_ALSO: Record<string, RegExp> = {
  en: /^(?:and|also|plus|and also|oh and)\s/u,
  de: /^(?:und|auch|ausserdem|noch)\s/u,
  fr: /^(?:et|aussi|puis|et aussi)\s/u,
  es: /^(?:y|tambien|ademas|y tambien)\s/u,
  it: /^(?:e|anche|inoltre|e anche)\s/u,
  pt: /^(?:e|tambem|alem disso|e tambem)\s/u,
  nl: /^(?:en|ook|en ook)\s/u,
  sv: /^(?:och|aven|ocksa|och sa)\s/u,
  pl: /^(?:i|oraz|takze|a takze)\s/u,
  ru: /^(?:и|еще|также|а также|и еще)\s/u,
  uk: /^(?:і|й|ще|також|а також|і ще)\s/u,
  tr: /^(?:bir de|ayrica|ve)\s/u,
  id: /^(?:dan|juga|sama|terus)\s/u,
  vi: /^(?:và|còn|với|thêm|và cả)\s/u,
  hi: /^(?:और|साथ ही|और भी)\s/u,
  ja: /^(?:あと|それと|それから|また)/u,
  zh: /^(?:还有|另外|再加上)/u,
  'zh-Hant': /^(?:還有|另外|再加上)/u,
  ko: /^(?:그리고|또|또한)\s/u,
}

/**
 * "Colours for folders would be great, they all look the same. And a real dark mode.": a clause
 * that only adds one more thing ("and a …") after a wish, saying nothing of its own, is a second
 * wish, not a remark.
 */
function markWishGoesOn(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): void {
  const opens = AND_ALSO[ctx.lang] ?? NEVER
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f || f.intents.size > 0 || f.score !== 0 || c.asks) return
    // "Einzig fehlt noch, | dass man Audio aufnehmen kann": what the wish just before wants.
    const wish = facts[i - 1]
    const content =
      wish !== undefined &&
      raw[i - 1]?.sentence === c.sentence &&
      !c.turn &&
      wish.intents.has('request') &&
      opensWishContent(c.norm, ctx.lang)
    if (content) {
      f.intents.add('request')
      f.cued = true
      return
    }
    if (!opens.test(c.norm)) return
    // The nearest clause before it that says something.
    let j = i - 1
    while (j >= 0 && (facts[j]?.intents.size ?? 0) === 0 && (facts[j]?.score ?? 0) === 0) j--
    const before = facts[j]
    if (!before || !before.intents.has('request') || [...before.intents].some((x) => x !== 'request' && x !== 'praise')) return
    f.intents.add('request')
    f.cued = true
  })
}

/** The team's support, named (folded text): who failed when a fix is denied. */
// A store named: a loop through it is the store's ("Google says ask the developer").
/** Someone a reviewer can be sent round between, besides the stores and support. */
const LOOP_PARTY = /develop|dev(?!\p{L})|entwickler|developpeur|desarrollador|sviluppator|ontwikkelaar|programist|разработчик|розробник|gelistirici|utvecklare|pengembang|nha phat trien|開発|개발자|开发者|開發者|مطور|डेवलपर|e-?mail|mail|ticket|refund|contact|kontakt|bank|paypal/u
const STORE_NAMED = /google|apple|play ?store|app ?store|itunes|グーグル|アップル|谷歌|苹果|蘋果|구글|애플|гугл|эпл|епл|جوجل|قوقل|ابل|أبل|गूगल/u

/** A fix word that is only a time span ("within an hour", "in einer Stunde", "一小时内"). */
const TIME_SPAN = /hour|stunde|heure|hora|(?<!\p{L})ora(?!\p{L})|uur|godzin|час|saat|timme|ساعة|घंटे|jam|giờ|小时|小時|時間|시간/u

/** Someone answered or fixed it: the time span beside it is how soon (folded text). */
const ANSWERED =
  /repl|answer|respon|antwort|beantwort|répon|respuest|resp?ond|rispost|risposto|antwoord|gereageerd|odpowi|odpisa|ответ|отвеч|відпов|cevap|döndü|svar|رد|ردوا|जवाब|balas|dijawab|trả lời|phản hồi|回复|回覆|返信|回答|답변|답장|developer|entwickler|développeur|desarrollador|sviluppator|ontwikkelaar|разработчик|розробник|geliştirici|utvecklare|team|équipe|equipo|equipe|squadra|zespół|команд|ekip|tim(?!\p{L})|đội|团队|團隊|チーム|팀/u

function markResolved(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): void {
  const resolved = ctx.cues.resolved
  if (!resolved || resolved.length === 0) return
  const bySentence = new Map<number, number[]>()
  raw.forEach((c, i) => bySentence.set(c.sentence, [...(bySentence.get(c.sentence) ?? []), i]))
  // "빨리 해결해 주세요", "حلوا المشكلة": a plea for a fix has the fix's words, and nothing solved.
  // "n'a rien résolu", "hat nichts gelöst": a fix denied is a complaint that nothing was solved.
  const denied = new Set<number>()
  const answered = new Set(
    raw.filter((c) => SUPPORT_WORD.test(c.norm) || ANSWERED.test(c.norm)).map((c) => c.sentence),
  )
  const solved = (norm: string, i: number) => {
    const fixes = hits(norm, resolved, ctx, 'resolved')
    if (fixes.length === 0) return false
    const pleas = ctx.cues.plea ? hits(norm, ctx.cues.plea, ctx, 'plea') : []
    // "Akku leer in einer Stunde": a time span tells of a fix only in a sentence about an answer.
    const real = fixes.filter(
      (h) =>
        !pleas.some((p) => p.at <= h.at && p.end >= h.end) &&
        (!TIME_SPAN.test(h.phrase) || answered.has(raw[i]?.sentence ?? -1)),
    )
    const kept = real.filter((h) => !negated(norm, h, ctx))
    if (real.length > 0 && kept.length === 0) denied.add(i)
    return kept.length > 0
  }
  for (const members of bySentence.values()) {
    const fixes = members.filter((i) => solved(raw[i]?.norm ?? '', i))
    for (const i of members.filter((m) => denied.has(m))) {
      const f = facts[i]
      if (!f) continue
      f.intents.delete('praise')
      f.score = Math.min(f.score, -1)
      f.cued = true
      if (![...f.intents].some((x) => x !== 'request' && x !== 'question')) f.intents.add('complaint')
      // "Support replied but solved nothing": the team's answers failed, which the reply owns up to.
      if (members.some((m) => SUPPORT_WORD.test(raw[m]?.norm ?? ''))) f.supportFailed = true
    }
    if (fixes.length === 0) continue
    for (const i of members) {
      const f = facts[i]
      if (!f) continue
      for (const intent of ['complaint', 'bug', 'account'] as const) f.intents.delete(intent)
      f.score = Math.max(f.score, fixes.includes(i) ? 1 : 0)
      if (fixes.includes(i)) f.intents.add('praise')
    }
  }
}

const PROBLEMS: readonly Intent[] = ['bug', 'billing', 'account', 'data_loss']

/**
 * A suggestion is a wish for something the app does not do. A wish in a clause that reports a
 * fault, a charge, a lost note or a locked account ("crashes when I want to add a photo", "I want
 * my money back", "please let me into my account") is that problem's, and so is one that speaks
 * of the money, the data or the account a review's problem is about. A plea that is left with
 * nothing else to say ("Please make it work again"), in a review that wishes for nothing, reports
 * a fault.
 */
function settleRequests(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): void {
  const { cues } = ctx
  const holds = (norm: string, list: readonly string[], key: string) => list.length > 0 && holdsAny(norm, list, ctx.lang, ctx.mode, key)
  const charged = facts.some((f) => f.billingCases.size > 0)
  const lost = facts.some((f) => f.intents.has('data_loss'))
  const lossSentences = new Set(raw.filter((_, j) => facts[j]?.intents.has('data_loss')).map((o) => o.sentence))
  // Locked out, deleting, or asking why an account is needed at all.
  const shutOut = facts.some((f) => f.lockedOut || f.deletion || (f.intents.has('account') && f.intents.has('question')))
  raw.forEach((c, i) => {
    const f = facts[i]
    // "Fix that and it's five stars": the praise is a condition, not given.
    if (f?.pleads && f.intents.has('praise') && holds(c.norm, cues.request, 'request')) {
      f.intents.delete('praise')
      f.score = Math.min(f.score, 0)
    }
    if (!f?.intents.has('request')) return
    if (f.intents.has('privacy')) {
      // "please add end-to-end encryption" wishes; "I'd like to know what you collect" asks.
      if (f.intents.has('question')) f.intents.delete('request')
      else f.intents.delete('privacy')
    }
    // "Por que não dá pra mudar a cor das notas?": a wish whose only fault is not being able to
    // do what it wishes for stays a wish (markMissingAbility then drops the fault).
    const problems = PROBLEMS.filter((p) => f.intents.has(p))
    const unableOnly = problems.length > 0 && problems.every((p) => p === 'bug' || p === 'complaint') && !f.pleads && onlyUnable(c.norm, ctx)
    const own = (problems.length > 0 && !unableOnly) || f.deletion || f.lockedOut || f.supportFailed || f.storeLoop
    // "I want to delete my account. There is no option to do it anywhere": the missing option is the deletion.
    const beside = raw.some((o, j) => (facts[j]?.deletion || facts[j]?.lockedOut) && Math.abs(o.sentence - c.sentence) <= 1)
    const about =
      beside ||
      (charged && holds(c.norm, cues.billing, 'billing')) ||
      // "Lost two notes. Would really like a way to lock notes with a PIN": the data an English
      // wish of its own sentence speaks of is no loss; a word of losing it, or "… back", is.
      (lost &&
        (holds(c.norm, cues.loss.words, 'lossWords') ||
          holds(c.norm, cues.loss.phrases, 'lossPhrases') ||
          // Elsewhere a plea for the data ("Верните мои заметки") reads like a wish.
          ((ctx.lang !== 'en' || lossSentences.has(c.sentence)) &&
            holds(c.norm, cues.loss.objects, 'lossObjects')))) ||
      (shutOut && holds(c.norm, cues.account, 'account'))
    if (own || about) f.intents.delete('request')
  })
  // "It lacks a calendar view. Please fix that": beside a wish, a plea whose only fault word is
  // the plea itself asks for the wish, it reports no fault.
  // Whether a clause names a fault once its plea ("please fix") is blanked out.
  const faultBesidePlea = (norm: string): boolean => {
    let rest = norm
    for (const h of hits(norm, cues.plea ?? [], ctx, 'plea')) rest = rest.slice(0, h.at) + ' '.repeat(h.end - h.at) + rest.slice(h.end)
    return hits(rest, cues.bug, ctx, 'bug').some((h) => !negated(rest, h, ctx)) || (cues.patterns?.bug ?? []).some((re) => re.test(rest))
  }
  raw.forEach((c, i) => {
    const f = facts[i]
    // The wish comes first; the plea points back at it ("… fix that").
    const wished = facts.some((g, j) => j < i && g.intents.has('request'))
    if (!wished || !f?.pleads || !f.intents.has('bug') || f.intents.has('request')) return
    // "It crashes. Please fix that. And add a widget": the plea is the crash's.
    if (facts.some((g, j) => j !== i && PROBLEMS.some((p) => g.intents.has(p)))) return
    if (faultBesidePlea(c.norm)) return
    f.intents.delete('bug')
    f.intents.add('request')
    f.score = Math.max(f.score, 0)
  })
  // "Text in dark mode is hard to read, the colours are faded. Please fix": after a complaint, a
  // plea whose only fault word is the plea itself asks to fix what was complained of. It reports
  // no fault of its own: read as part of the complaint, the reply names the thing complained of
  // instead of apologising for a problem it cannot name.
  const joined = new Set<number>()
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f?.pleads || !f.intents.has('bug') || f.intents.size !== 1) return
    if (!facts.some((g, j) => j < i && g.intents.has('complaint') && g.score < 0)) return
    if (facts.some((g, j) => j !== i && PROBLEMS.some((p) => g.intents.has(p)))) return
    if (faultBesidePlea(c.norm)) return
    f.intents.delete('bug')
    f.intents.add('complaint')
    joined.add(i)
  })
  // "Missing routes… fix that and it's five stars": beside a wish, the fix asked for is the wish.
  const problem = facts.some((f) => PROBLEMS.some((p) => f.intents.has(p)) || f.intents.has('privacy') || f.intents.has('request'))
  if (problem) return
  for (const [i, f] of facts.entries()) {
    // "Fix it quickly, thanks!": the thanks is politeness, the plea reports the fault.
    if (joined.has(i) || !f.pleads || [...f.intents].some((x) => x !== 'complaint' && x !== 'praise')) continue
    f.intents.delete('complaint')
    f.intents.delete('praise')
    f.intents.add('bug')
    f.score = Math.min(f.score, -1)
    f.cued = true
  }
}

/**
 * "Votre service client ne répond jamais", "support is not responding": the fault words belong
 * to the unanswered message, not to the app. A clause whose only fault is the support's silence
 * reports no bug.
 */
function settleSupport(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f?.supportFailed || !f.intents.has('bug')) return
    let rest = c.norm
    for (const h of hits(c.norm, ctx.cues.supportFailed, ctx, 'supportFailed')) rest = rest.slice(0, h.at) + ' '.repeat(h.end - h.at) + rest.slice(h.end)
    const fault = hits(rest, ctx.cues.bug, ctx, 'bug').some((h) => !negated(rest, h, ctx)) || (ctx.cues.patterns?.bug ?? []).some((re) => re.test(rest))
    if (fault) return
    f.intents.delete('bug')
    if (f.intents.size === 0) f.intents.add('complaint')
  })
}

/**
 * "Delete my data now, GDPR": a review that asks for its account or data to be deleted is about
 * that; its words about data are the reason, not a second worry. A privacy question it also
 * asks ("what do you do with my data?") stays, after the deletion.
 */
function settleDeletion(facts: ClauseFacts[]): void {
  if (!facts.some((f) => f.deletion)) return
  for (const f of facts) if (f.intents.has('privacy') && !f.intents.has('question')) f.intents.delete('privacy')
}

/** A service an app links with, named in folded text ("Strava", "Garmin Connect", "Dropbox"). */
const LINKED_SERVICE =
  /(?<!\p{L})(?:strav|garmin|fitbit|polar flow|suunto|coros|komoot|zwift|google fit|apple health|samsung health|health connect|dropbox|onedrive|google drive|icloud|evernote|notion)/u

/**
 * "Can't connect Strava, it says authorization error", "Не могу подключить Strava, пишет ошибку
 * авторизации": a sign-in word in a sentence that names a linked service is about linking that
 * service, a fault of the link, not a lockout from the app's own account. Asking to delete the
 * account stays the account's.
 */
function settleLinkedSignIn(raw: readonly RawClause[], facts: ClauseFacts[]): void {
  facts.forEach((f, i) => {
    const c = raw[i]
    if (!c || f.deletion || !f.intents.has('account')) return
    if (!raw.some((o) => o.sentence === c.sentence && LINKED_SERVICE.test(o.norm))) return
    f.intents.delete('account')
    f.lockedOut = false
    if (f.score < 0 && !f.intents.has('billing') && !f.intents.has('question')) f.intents.add('bug')
  })
}

/**
 * "Will there be a Mac app? The web version's shortcuts don't work, a bit stressful": a review
 * that asks for features in more clauses than it complains, and reports no fault or charge, is
 * a wish with its reasons; the wish leads.
 */
function wishFirst(points: Point[], clauses: readonly Clause[]): Point[] {
  const wish = points.find((p) => p.intent === 'request')
  const gripe = points.find((p) => p.intent === 'complaint')
  if (!wish || !gripe || !points.every((p) => ['complaint', 'request', 'praise'].includes(p.intent))) return points
  const wishing = clauses.filter((c) => c.intents.includes('request')).length
  const griping = clauses.filter((c) => c.intents.includes('complaint') && !c.intents.includes('request')).length
  // "Could you bring back the old layout? The new one is hard to read": a wish said first, with
  // its reason after, leads as long as it is not outnumbered.
  const firstWish = clauses.findIndex((c) => c.intents.includes('request'))
  const firstGripe = clauses.findIndex((c) => c.intents.includes('complaint') && !c.intents.includes('request'))
  const leads = wishing > griping || (wishing === griping && firstWish < firstGripe)
  if (griping === 0 || !leads || points.indexOf(wish) < points.indexOf(gripe)) return points
  const rest = points.filter((p) => p !== wish)
  return [...rest.slice(0, rest.indexOf(gripe)), wish, ...rest.slice(rest.indexOf(gripe))]
}

/**
 * "It shows my route to everyone, so they see where I live. How do I hide that??": a question
 * right after a privacy worry, that asks about nothing else, is the privacy question.
 */
function settlePrivacyQuestions(raw: readonly RawClause[], facts: ClauseFacts[]): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f?.intents.has('question') || [...f.intents].some((x) => x !== 'question' && x !== 'complaint')) return
    const worry = raw.some((o, j) => j !== i && facts[j]?.intents.has('privacy') && (o.sentence === c.sentence || o.sentence === c.sentence - 1))
    if (worry) f.intents.add('privacy')
  })
}

/**
 * A review asking for deletion, or asking why it needs an account at all ("…I only want to log
 * my runs, not hand over my e-mail"), takes that up first; the privacy words are its reasons.
 */
function accountFirst(points: Point[], clauses: readonly Clause[], wantsDeletion: boolean): Point[] {
  const account = points.find((p) => p.intent === 'account')
  const privacy = points.findIndex((p) => p.intent === 'privacy')
  if (!account || privacy === -1 || points.indexOf(account) < privacy) return points
  const asks = (intent: Intent) => clauses.some((c) => c.question && c.intents.includes(intent))
  if (!wantsDeletion && !(asks('account') && !asks('privacy'))) return points
  const rest = points.filter((p) => p !== account)
  return [...rest.slice(0, privacy), account, ...rest.slice(privacy)]
}

/**
 * "…too expensive for what it is, $5 a month for notes?": a question mark after a complaint,
 * with no question word anywhere in the sentence, asks nothing.
 */
const wholeClauseCues = new Map<string, Set<string>>()

/** A cue list as whole clauses read it, folded once per language and list. */
function asClauses(ctx: Context, key: 'ironic' | 'contrast' | 'thanks'): Set<string> {
  const cacheKey = `${ctx.lang}\u0000${key}`
  let found = wholeClauseCues.get(cacheKey)
  if (!found) {
    found = new Set((ctx.cues[key] ?? []).map((w) => bare(normalizeForMatch(w.replace(/^=/, ''), ctx.lang))))
    wholeClauseCues.set(cacheKey, found)
  }
  return found
}

/** Whether a clause is nothing but a turn word ("ですが", "ただ、"), split off on its own. */
const onlyTurn = (c: RawClause, ctx: Context): boolean => asClauses(ctx, 'contrast').has(bare(c.norm))

/** Enough words to say something: three, or five characters where words are not spaced. */
function substantial(c: RawClause, ctx: Context): boolean {
  const b = bare(c.norm)
  return ctx.mode === 'substring' ? b.replace(/\s/g, '').length >= 5 : b.split(' ').length >= 3
}

/** Too much, too little: "too small", "zu klein", "trop petit", "pequena demais", "слишком мелкий". Folded text. */
const EXCESS = new RegExp(
  [
    // "too" before the word it measures ("too small"), not "me too", "I use it too".
    String.raw`(?<!\p{L})(?:way\s+)?too(?=\s+\p{L})`,
    // German "zu" also marks an infinitive ("um Notizen zu machen"): only "viel zu" and "zu" before a measure.
    String.raw`(?<!\p{L})(?:viel zu|zu (?:klein|gross|teuer|langsam|viel|viele|wenig|kurz|lang|schwer|kompliziert|hell|dunkel|laut|leise|oft|selten|eng|voll)\p{L}*)(?!\p{L})`,
    // "é demais" is praise in Brazil; "pequena demais" is too small.
    String.raw`(?<!(?:^|\s)(?:e|eh|muito|ta|ficou|esta|sao|ficaram|simplesmente)\s)(?<!\p{L})demais(?!\p{L})`,
    String.raw`(?<!\p{L})(?:trop|demasiad[oa]s?|tropp[oaie]|zbyt|слишком|занадто|забагато|çok fazla|terlalu|kebanyakan|quá|veel te|te veel|te weinig)(?!\p{L})`,
    '太|すぎ|過ぎ|너무',
  ].join('|'),
  'u',
)

/**
 * Too much of something said plainly: no negator in the words just before the measure ("not too
 * easy", "не стартувати занадто швидко", "看不太懂"). A negator after it says more of the same
 * complaint ("il carattere è troppo piccolo e non si può ingrandire").
 */
function plainExcess(norm: string, ctx: Context): boolean {
  const m = EXCESS.exec(norm)
  if (!m) return false
  const before = norm.slice(Math.max(0, m.index - 24), m.index + m[0].length)
  return !holdsAny(before, ctx.cues.negators, ctx.lang, ctx.mode === 'word' ? 'word' : ctx.mode, 'negators', true)
}

/** Too few, not enough: "very few levels", "muy pocos niveles", "zu wenige Strecken", "мало уровней". Folded text. */
const SCANT =
  /(?<!\p{L})(?:few|not enough|wenige?|nicht genug|peu de|pas assez|pocos|pocas|poucos|poucas|pochi|poche|weinig|for fa|za malo|bardzo malo|мало|маловато|недостаточно|замало|yetersiz|sedikit)(?!\p{L})|少なすぎ|少ない|太少|很少|有点少|有點少|적어요|적네요|부족/u

/**
 * Too little of something, said plainly enough to stand alone as a complaint ("not enough hints",
 * "zu wenig Level", "pas assez d'indices", "подсказок маловато", "提示太少"); never "a few", which
 * only counts. Folded text.
 */
const SCARCE =
  /(?<!\p{L})(?:not enough|too (?:few|little)|nicht genug|zu wenige?|pas assez|trop peu|muy poc[oa]s|no hay suficientes|poc[oa]s demais|troppo poch[ie]|non abbastanza|te weinig|niet genoeg|for fa|inte tillrackligt|za malo|zbyt malo|маловато|мало|слишком мало|недостаточно|замало|мало|обмаль|yetersiz|cok az|kurang banyak|quá ít)(?!\p{L})|太少|有点少|少なすぎ|足りない|너무 적|부족/u
const SCARCE_ALL = new RegExp(SCARCE.source, 'gu')
/** The clause with its words of scarcity blanked, so the "not" of "not enough" is no negator. */
const withoutScarce = (norm: string): string => norm.replace(SCARCE_ALL, (m) => ' '.repeat(m.length))

/**
 * "Good app overall, but search finds nothing in my older notes": what a review sets against
 * its praise with a turn is a problem, even in words no list holds. A clause the reader found
 * no cue in, turning from praise, reports one; so the reply takes it up instead of thanking
 * for the whole. (Praise after the turn proves nothing: "took a while to learn, but now I
 * love it"; and in five stars only a clause that denies something counts.)
 */
function markTurnedAgainst(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context, rating: number): void {
  const praises = (i: number) => (facts[i]?.score ?? 0) > 0 && !facts[i]?.sarcastic
  const silent = (i: number) => {
    const f = facts[i]
    const c = raw[i]
    return f !== undefined && c !== undefined && !f.cued && f.score === 0 && f.intents.size === 0 && !c.asks && substantial(c, ctx)
  }
  // "…but way too many steps to add a quick note": a praise word in what is measured ("quick")
  // evens out the excess, and the clause turned from praise still says what is too much.
  const evened = (i: number) => {
    const f = facts[i]
    const c = raw[i]
    return f !== undefined && c !== undefined && f.cued && f.score === 0 && f.intents.size === 0 && !c.asks && plainExcess(c.norm, ctx)
  }
  raw.forEach((c, i) => {
    // "Está bien, pero nada del otro mundo": a shrug turned from praise reports no fault.
    if ((!silent(i) && !evened(i)) || shrugs(c.norm, ctx.lang)) return
    // "…but the GPS accuracy — a joke": the clause after already says what is wrong.
    const next = raw[i + 1]
    if (next !== undefined && next.sentence === c.sentence && complains(facts[i + 1])) return
    // The turn opens this clause, or stands alone just before it ("ですが", "ただ、"), and what
    // it turns from is praise: "…, but you can skip the ads" turns from no praise.
    let from = i - 1
    const alone = from >= 0 && onlyTurn(raw[from] as RawClause, ctx) && raw[from]?.sentence === c.sentence
    if (alone) from--
    // "…dark mode is kinda grey tho": English also puts the turn last, split off after the clause.
    const after = next !== undefined && next.sentence === c.sentence && onlyTurn(next, ctx)
    if (!(c.turn || alone || after) || from < 0 || !praises(from)) return
    // Under five stars the turn explains the missing star; in five it may only add that "I
    // mostly use it for shopping lists", so there it must deny something ("finds nothing").
    // The "not" of "not enough", "nicht genug", "pas assez" measures; it denies nothing.
    const denies = ctx.cues.negators.length > 0 && holdsAny(withoutScarce(c.norm), ctx.cues.negators, ctx.lang, 'word', 'negators', true)
    // "Leuk spel, maar ik krijg een nieuwe telefoon": the reviewer's own change of phone, told
    // before a question about it, is no fault of the app.
    if (!denies && changesPhone(c.norm)) return
    // "…só que a letra é pequena demais", "…but the font is too small": too much of something
    // is a complaint about how it is made, not a fault.
    // "…pero hay muy pocos niveles nuevos", "…but not enough tracks": too little of something is
    // a complaint about what the app offers, not a fault either.
    // "…but they charge for everything now": what the app costs is the grievance, no fault.
    const costs = Math.round(rating) < 5 && holdsAny(c.norm, ctx.cues.billing, ctx.lang, ctx.mode, 'billing')
    const excess = (!denies && (EXCESS.test(c.norm) || SCANT.test(c.norm))) || costs
    if (Math.round(rating) >= 5 && !denies && !excess) return
    // "…but the family sharing feature is missing": a wish the request cues did not catch.
    const wishes = SIGNALS[ctx.lang]?.request ?? []
    if (wishes.length > 0 && holdsAny(c.norm, wishes, ctx.lang, ctx.mode, 'signalsRequest')) return
    // "…but the widgets could be a bit bigger": what could be bigger is wished for, no fault.
    const f = facts[i] as ClauseFacts
    if (!denies && wishesItCouldBe(c.norm)) {
      f.cued = true
      f.intents.add('request')
      return
    }
    // Set against praise without a word of opinion, it most often tells what goes wrong ("sync
    // takes hours"): an apology and a way to reach the team suit it, where a grievance's
    // "we hear you" would read as plain feedback on a fault.
    f.score = -1
    f.cued = true
    f.intents.add(excess ? 'complaint' : 'bug')
    if (costs) f.priced = true
  })
}

/**
 * "Was my favourite app. Now search finds nothing": after praise of what the app once was, the
 * next clause says what it is now, a problem even in words no list holds.
 */
function markNowAfterPast(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    const before = facts[i - 1]
    if (!f || !before?.letdown || before.score >= 0 || f.cued || f.score !== 0 || f.intents.size > 0 || c.asks || !substantial(c, ctx)) return
    f.score = -1
    f.cued = true
    f.intents.add('complaint')
  })
}

/**
 * "I loved the daily challenge mode, it was the best part. Now it's gone", "Me encantaba el modo
 * sin conexión, ahora ya no se puede": love in the past tense, then that the thing is no longer
 * there. What they loved was taken away: the praise up to the loss complains about it (no kind
 * words to thank for), and the loss is no fault to troubleshoot. A fault ("no longer syncs"), lost
 * data or a charge said as the loss keeps its own reading.
 */
function markLovedThenGone(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): void {
  const fault = (f: ClauseFacts | undefined) => ['bug', 'data_loss', 'billing', 'account'].some((x) => f?.intents.has(x as Intent))
  const loved = raw.findIndex((c, i) => ((facts[i]?.score ?? 0) >= 0 || facts[i]?.letdown === true) && !facts[i]?.sarcastic && !fault(facts[i]) && lovedBefore(c.norm, ctx.lang))
  if (loved < 0) return
  const gone = raw.findIndex((c, i) => {
    const f = facts[i]
    return f !== undefined && i >= loved && !(i > loved && f.score > 0) && !fault(f) && saysGone(c.norm, ctx.lang)
  })
  if (gone < 0) return
  for (let i = loved; i <= gone; i++) {
    const f = facts[i] as ClauseFacts
    if (i !== loved && i !== gone && f.score <= 0) continue
    f.intents.delete('praise')
    f.intents.add('complaint')
    f.score = Math.min(f.score, 0) - 1
    f.letdown = true
    f.taken = true
    f.cued = true
  }
}

/**
 * "Please fix the sync on iPad, thanks!": thanks said in passing, closing a review that reports,
 * asks or wishes something, is politeness: no kind words to thank for, and no irony either.
 * Returns the clauses it neutralises.
 */
function markPoliteThanks(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context): Set<number> {
  const polite = new Set<number>()
  const thanks = asClauses(ctx, 'thanks')
  if (thanks.size === 0) return polite
  let first = raw.length
  while (first > 1 && thanks.has(bare(raw[first - 1]?.norm ?? ''))) first--
  const asked = facts.slice(0, first).some((f) => complains(f) || f.intents.has('request') || f.intents.has('question'))
  if (first === raw.length || !asked) return polite
  for (let i = first; i < raw.length; i++) {
    const f = facts[i] as ClauseFacts
    f.score = 0
    f.sarcastic = false
    f.intents.delete('praise')
    polite.add(i)
  }
  return polite
}

/**
 * "The app has no dark mode, which is a shame": a clause that a relative word opens after a
 * comma, in a sentence with no question mark, goes on with the sentence; it asks nothing.
 */
/**
 * "Thanks for the update, now it won't even open", "Merci pour la mise à jour, maintenant
 * l'appli plante": thanks that praise nothing but the thanks, said just before a complaint, are
 * politeness or a rolled eye, never kind words. With no turn between they are the rolled eye.
 * Stars given so the review is read ("5 stars so you see this") praise nothing, at any stars.
 * Praise of the app as a whole conceded before a turn to a complaint ("decent idea, but it
 * crashes all the time", "화면 구성은 예쁜데…") says nothing of how much it is meant: there the
 * stars decide, and in a review of two stars or fewer it is no praise to thank for. Warm words
 * for a feature by name ("love the widgets, but sync is broken") are meant, whatever the stars;
 * before lost data or a charge they are still no thanks such a reviewer is waiting for.
 */
function markHollowPraise(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context, rating: number): void {
  const thanks = ctx.cues.thanks ?? []
  const complaint = facts.some((g) => complains(g))
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f?.intents.has('praise') || [...f.intents].some((x) => x !== 'praise')) return
    if (complaint && givesStarsToBeSeen(raw, i, ctx.lang)) {
      f.intents.delete('praise')
      f.score = 0
      return
    }
    const later = raw.slice(i + 1).findIndex((_, k) => complains(facts[i + 1 + k]))
    if (later === -1) return
    const next = raw[i + 1 + later] as RawClause
    const thanked = thanks.length > 0 ? hits(c.norm, thanks, ctx, 'thanks') : []
    const positives = outermost(hits(c.norm, ctx.cues.positive, ctx, 'positive'))
    // "Thanks for the app! Love it. Only sync is slow": beside real praise, thanks are praise too.
    const praisedElsewhere = facts.some((g, j) => j !== i && g.intents.has('praise'))
    const onlyThanks = thanked.length > 0 && (later === 0 || !praisedElsewhere) && positives.every((h) => thanked.some((t) => t.at < h.end && h.at < t.end))
    const conceded =
      Math.round(rating) <= 2 &&
      later === 0 &&
      next.turn &&
      !(warmIn(c.norm, ctx.lang) && !costly(facts[i + 1]) && featuresIn(c.text, c.norm, { code: ctx.lang, matching: ctx.mode }).length > 0)
    if (!onlyThanks && !conceded) return
    f.intents.delete('praise')
    f.score = 0
    // "Thanks for the update, now it crashes": straight into the complaint, the thanks is ironic.
    if (onlyThanks && later === 0 && next.sentence === c.sentence && !next.turn) {
      f.sarcastic = true
      f.score = -1
      f.intents.add('complaint')
    }
  })
}

/** A complaint that cost the reviewer data or money. */
const costly = (f: ClauseFacts | undefined): boolean => f !== undefined && (f.intents.has('data_loss') || f.intents.has('billing'))

/**
 * "5 stars so you read this", or split at a comma ("5 Sterne, damit ihr das lest"): the clause
 * gives the stars a purpose, alone or with the clause after it when that one does not on its own.
 */
function givesStarsToBeSeen(raw: readonly RawClause[], i: number, lang: string): boolean {
  const c = raw[i] as RawClause
  if (starsToBeSeen(c.norm, lang)) return true
  const next = raw[i + 1]
  return next !== undefined && !starsToBeSeen(next.norm, lang) && starsToBeSeen(`${c.norm} , ${next.norm}`, lang)
}

/**
 * A clause of praise and nothing more ("Great app", "真棒啊"): two words at most, or four
 * characters where words are not spaced. Before a complaint in a review of three stars or
 * fewer it is said with a rolled eye; in a better one it is a fan's "great app, but…".
 */
function barePraise(c: RawClause, f: ClauseFacts, ctx: Context): boolean {
  if (f.score <= 0 || [...f.intents].some((i) => i !== 'praise')) return false
  const b = bare(c.norm)
  return ctx.mode === 'substring' ? b.replace(/\s/g, '').length <= 4 : b.split(' ').length <= 2
}

/**
 * "Super, schon wieder ein Redesign", "…no answer. Great.", "Bravo, now it's even slower": a
 * clause that is nothing but a praise word, next to a complaint with no turn between them (or
 * closing a review that complains), is said with a rolled eye.
 */
function markLoneIrony(raw: readonly RawClause[], facts: ClauseFacts[], ctx: Context, rating: number, polite: ReadonlySet<number>): void {
  const ironic = asClauses(ctx, 'ironic')
  raw.forEach((c, i) => {
    const f = facts[i]
    if (polite.has(i)) return
    // "Bravo" need not be a praise word of its own to be said with a rolled eye.
    if (!f || f.score < 0 || f.intents.size > (f.intents.has('praise') ? 1 : 0)) return
    // "Amazing update 💀 lost all my boosters": praise that ends on a skull, before a complaint.
    const listed = ironic.has(bare(c.norm)) || SKULL_AFTER.test(c.text)
    if (!listed && !(Math.round(rating) <= 3 && barePraise(c, f, ctx))) return
    const next = raw[i + 1]
    const beforeComplaint = next !== undefined && next.sentence === c.sentence && !next.turn && complains(facts[i + 1])
    // "…please fix. Thanks!" closes politely; only a word said with a rolled eye closes ironically.
    // "…with a link to the FAQ. Helpful.": a bare word of praise after support failed them is not meant.
    const afterFailure = i > 0 && facts[i - 1]?.supportFailed === true && barePraise(c, f, ctx)
    const closesComplaint = (listed || afterFailure) && i === raw.length - 1 && i > 0 && complains(facts[i - 1])
    if (!beforeComplaint && !closesComplaint) return
    f.sarcastic = true
    f.score = -1
    f.intents.delete('praise')
    if (f.intents.size === 0) f.intents.add('complaint')
  })
}

/**
 * "Oh sure, the 'improved' editor. Can't even paste now.": praise in scare quotes, in a review
 * that complains anywhere, is said with a rolled eye.
 */
function markScareQuotes(facts: ClauseFacts[]): void {
  if (!facts.some((f) => !f.scareQuoted && complains(f))) return
  for (const f of facts) {
    if (!f.scareQuoted || f.score <= 0) continue
    f.sarcastic = true
    f.score = -1
    f.intents.delete('praise')
    if (f.intents.size === 0) f.intents.add('complaint')
  }
}

/**
 * "The new editor is great, said no one ever", "Best update yet /s", "Love it, yeah right": a
 * rolled eye that praises nothing itself turns round the praise said just before it, in the
 * same sentence and with no turn between.
 */
function markIronyBack(raw: readonly RawClause[], facts: ClauseFacts[]): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    const before = facts[i - 1]
    if (!f?.sarcastic || f.plainScore > 0 || c.turn || !before || before.sarcastic || before.score <= 0) return
    if (raw[i - 1]?.sentence !== c.sentence) return
    before.sarcastic = true
    before.score = -1
    before.intents.delete('praise')
    if (before.intents.size === 0) before.intents.add('complaint')
  })
}

/** Whether clause i says how many minutes the app takes, alone or with the next clause of its sentence ("8 минут, | чтобы загрузить"). */
function waitAt(raw: readonly RawClause[], i: number): boolean {
  const c = raw[i]
  const next = raw[i + 1]
  if (!c) return false
  return statesWait(c.text) || (next !== undefined && next.sentence === c.sentence && statesWait(`${c.text} ${next.text}`) && !statesWait(next.text))
}

/** A clause that says how many minutes the app takes is about performance. */
function withSpeed(topics: Topic[], wait: boolean): Topic[] {
  return topics.includes('performance') || !wait ? topics : [...topics, 'performance']
}

/**
 * "Wow, so fast… 10 minutes to open a note": praise of speed beside minutes spent waiting for
 * the app is said with a rolled eye. The praise turns to sarcasm and the wait is the complaint.
 */
function markIronicSpeed(raw: readonly RawClause[], facts: ClauseFacts[]): void {
  const waits = raw.map((_, i) => waitAt(raw, i))
  if (!waits.some(Boolean)) return
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f) return
    if (waits[i]) {
      f.score = Math.min(f.score, -1)
      f.cued = true
      f.intents.delete('praise')
      if (![...f.intents].some((x) => x !== 'request' && x !== 'question')) f.intents.add('complaint')
    }
    if (f.plainScore <= 0 || !praisesSpeed(c.text)) return
    f.sarcastic = true
    f.score = -1
    f.intents.delete('praise')
    if (f.intents.size === 0) f.intents.add('complaint')
  })
}

function ratingPolarity(rating: number): Polarity {
  const r = Math.round(rating)
  return r >= 4 ? 1 : r <= 2 ? -1 : 0
}

/** "Twice" said of writing to someone or of a price multiplied: no second charge. */
const NOT_TWICE_CHARGED =
  /(?<!\p{L})(?:wrote|written|writing|emailed|e-mailed|mailed|contacted|messaged|called|reached out|asked)\s+(?:[\p{L}']+\s+){0,3}?(?:twice|two times|2 times|2x)(?!\p{L})|dua kali lipat|twice (?:as much|the price|what (?:it|they|we|i) (?:used to|did|was|were|cost|paid))|(?:costs?|costing|priced at|charging)\s+(?:\p{L}+\s+){0,2}?(?:twice|double)(?!\s+(?:for|on|this|last|in|every))|(?:price|prices|cost)\s+(?:\p{L}+\s+)?doubled|doppelt so (?:teuer|viel)|deux fois plus|el doble de|o dobro d|il doppio|twee keer zo|dwa razy drozej|в два раза (?:дороже|больше)|вдвічі дорожч|iki kat|gấp đôi|दोगुन|ضعف|2倍|두 배|翻倍|两倍|兩倍/u

/**
 * Billing case: the most specific one said. A purchase that never arrived outranks a double
 * charge: "bought the gems twice, got none" paid twice for nothing, and "sorry about the double
 * charge" would answer a mistake in the bill, not the gems still missing.
 */
function billingCaseOf(cases: Set<BillingCase>): BillingCase | null {
  if (cases.has('purchase_missing') && cases.has('charged_twice')) return 'purchase_missing'
  for (const c of ['child_purchase', 'cannot_cancel', 'charged_after_cancel', 'charged_twice', 'wrong_plan', 'family_sharing', 'wrong_currency', 'price_rise', 'trial_converted', 'renewed_unwarned', 'unknown_charge', 'purchase_missing', 'refund'] as const) if (cases.has(c)) return c
  return cases.size > 0 ? 'other' : null
}

/**
 * Reads a review before anything is written: its clauses and what each does (praise, a bug, a
 * question, billing, …) with its polarity, the things it names, its topics with what it says
 * of each, and what would make a reply go wrong (spam, sarcasm, a lawyer). The text decides;
 * the stars only break a tie when the text says nothing either way.
 */
export function readReview(review: ReadableReview, book: Phrasebook, brand = ''): Reading {
  const text = [review.title, review.body].filter((t): t is string => Boolean(t && t.trim())).join('\n')
  // The text's own script may call for other cues than the phrasebook's (Hindi typed in Latin letters).
  const { cues, own, lang, mode } = readerFor(book, text)
  const ctx: Context = { lang, mode, cues }
  const raw = splitClauses(text, ctx.lang, ctx.mode, cues.contrast)
  const doubts: string[] = []
  if (!own) doubts.push(`the built-in drafter reads ${book.code} only roughly`)

  const facts = raw.map((c) => readClause(c, ctx))
  settleIrony(facts, review.rating)
  settleMockery(raw, facts)
  settleBareDenials(raw, facts, ctx)
  markThankedLoss(raw, facts, ctx.lang)
  markLosses(raw, facts, ctx)
  settleSupport(raw, facts, ctx)
  settleRequests(raw, facts, ctx)
  markRegrettedLacks(raw, facts, ctx)
  markMissingAbility(raw, facts, ctx)
  markAbsentBeforeWish(raw, facts, ctx.lang)
  markStarPromise(raw, facts, ctx.lang)
  markWishGoesOn(raw, facts, ctx)
  settleDeletion(facts)
  settleLinkedSignIn(raw, facts)
  markWishedFixed(raw, facts)
  markResolved(raw, facts, ctx)
  markTurnedAgainst(raw, facts, ctx, review.rating)
  markNowAfterPast(raw, facts, ctx)
  const rivals = [...markRivals(raw, facts, ctx.lang, brand), ...markLeftBehind(raw, facts, brand)]
  markLovedThenGone(raw, facts, ctx)
  // A purchase said anywhere ("paid for no ads", "Premium") keeps "ads are back" a missing purchase.
  markAdPest(raw, facts, raw.some((c) => holdsAny(c.norm, cues.billing, ctx.lang, ctx.mode, 'billing')))
  markLoneIrony(raw, facts, ctx, review.rating, markPoliteThanks(raw, facts, ctx))
  markHollowPraise(raw, facts, ctx, review.rating)
  markScareQuotes(facts)
  markIronyBack(raw, facts)
  markEspeciallyWhen(raw, facts)
  markIronicSpeed(raw, facts)
  markDistanceMisread(raw, facts)
  markDrains(raw, facts, (norm) => holdsAny(norm, ctx.cues.negators, ctx.lang, 'word', 'negators', true))
  markStopAsks(raw, facts)
  markPaidLocked(raw, facts)
  markHooked(raw, facts)
  markPayPushed(raw, facts)
  // "Cancelled in January. Still charged in February.": a cancellation and a charge, anywhere.
  const has = (list: readonly string[], key: string) => raw.some((c) => holdsAny(c.norm, list, ctx.lang, ctx.mode, key))
  // "Charged twice for removing the ads": the ads' removal is what they bought, not a cancellation.
  const cancelledSaid = raw.some((c) => holdsAny(withoutAdRemoval(c.norm), cues.charge.cancelled, ctx.lang, ctx.mode, 'cancelled'))
  if (cancelledSaid && has(cues.charge.charged, 'charged')) {
    for (const f of facts) if (f.intents.has('billing')) f.billingCases.add('charged_after_cancel')
  }
  // "Поверніть, будь ласка, гроші", "give me back, please, my money": the refund asked for across
  // the commas of a "please" is the money back, not a wish to bring something back.
  // "Deleted my account, still getting your mails": the account is what the review is about.
  raw.forEach((c, i) => {
    const f = facts[i] as ClauseFacts
    if (!deletedOwnAccount(c.norm, ctx.lang) || f.intents.has('account')) return
    f.intents.add('account')
    f.intents.delete('complaint')
    f.cued = true
  })
  const refundAt = refundSplitAt(raw)
  if (refundAt >= 0) {
    const f = facts[refundAt] as ClauseFacts
    f.billingCases.add('refund')
    f.intents.add('billing')
    f.intents.delete('request')
    f.cued = true
  }
  // "Can't cancel, there's no button, it keeps charging me": no cancellation to be charged after.
  if (cannotCancel(raw.map((c) => c.norm).join(' '))) {
    for (const f of facts) {
      if (!f.intents.has('billing') || !(f.billingCases.has('charged_after_cancel') || f.billingCases.has('other'))) continue
      f.billingCases.delete('charged_after_cancel')
      f.billingCases.delete('other')
      f.billingCases.add('cannot_cancel')
    }
  }
  // "Only a bot answers", "the FAQ sends me back to support": support failed them, whatever the
  // cue lists say; and a loop with no store and no money in it is support's, not the store's.
  const whole = raw.map((c) => c.norm).join(' ')
  if (supportFailedIn(whole)) {
    const i = raw.findIndex((c) => supportFailedIn(c.norm))
    const f = facts[i >= 0 ? i : raw.findIndex((c) => SUPPORT_WORD.test(c.norm))]
    if (f) f.supportFailed = true
    if (!STORE_NAMED.test(whole) && !has(cues.billing, 'billing') && facts.every((x) => x.billingCases.size === 0))
      for (const x of facts) {
        if (!x.storeLoop) continue
        x.storeLoop = false
        x.supportFailed = true
        x.intents.delete('billing')
      }
  }
  // "GPS springt ständig hin und her", "the map jumps back and forth": a loop with nobody in it
  // (no store, no support, no developer, no mail, no money anywhere) is the app moving, not a
  // reviewer sent round.
  if (!STORE_NAMED.test(whole) && !SUPPORT_WORD.test(whole) && !LOOP_PARTY.test(whole) && !has(cues.billing, 'billing') && facts.every((x) => x.billingCases.size === 0))
    for (const x of facts) {
      if (!x.storeLoop) continue
      x.storeLoop = false
      x.intents.delete('billing')
    }
  // A renewal nobody announced or a trial turned paid is neither "after cancelling" nor a charge
  // they do not recognise; what it is may be said across clauses ("the trial ended, €9.99 gone").
  // "The trial became a paid plan, €49.99 gone" names no charge word, yet is one: its clause is billing.
  // Praise that mentions the renewal ("renewed for $19.99, happy to keep paying") restates nothing.
  const renewal = facts.some((f) => f.score > 0) && !facts.some((f) => f.score < 0) ? null : renewalCase(whole, has(cues.charge.charged, 'charged'))
  if (renewal) {
    if (!facts.some((f) => f.intents.has('billing'))) {
      const i = raw.findIndex((c) => renewalCase(c.norm, true) !== null)
      facts[i]?.intents.add('billing')
    }
    for (const f of facts) {
      if (!f.intents.has('billing')) continue
      f.billingCases.delete('charged_after_cancel')
      f.billingCases.delete('unknown_charge')
      f.billingCases.add(renewal)
    }
  }
  // "Charged for yearly when I only wanted monthly": another plan than the one chosen, said
  // anywhere in a review already read as a charge ("I chose the yearly plan, worth it" is none).
  if (facts.some((f) => f.intents.has('billing')) && wrongPlan(whole)) {
    for (const f of facts) {
      if (!f.intents.has('billing')) continue
      f.billingCases.delete('unknown_charge')
      f.billingCases.delete('other')
      f.billingCases.add('wrong_plan')
    }
  }
  // "Subscribed after the free trial, worth every penny": a trial named in a review that only
  // praises is no charge they did not expect; a billing apology would answer praise with sorry.
  if (facts.some((f) => f.score > 0) && !facts.some((f) => f.score < 0 || f.sarcastic))
    facts.forEach((f, i) => {
      const norm = raw[i]?.norm ?? ''
      if (![...f.billingCases].every((c) => c === 'unknown_charge' || c === 'other') || !f.billingCases.has('unknown_charge')) return
      if (!hits(norm, cues.charge.unknown, ctx, 'unknown').every((h) => trialOnly(norm.slice(h.at, h.end), norm))) return
      f.billingCases.clear()
      f.intents.delete('billing')
    })
  // "Paid for Premium, nothing unlocked", "pagué y no se activó": a purchase that never arrived.
  for (const i of undeliveredIn(raw, ctx.lang)) {
    const f = facts[i] as ClauseFacts
    if (f.supportFailed || f.storeLoop || f.billingCases.has('refund')) continue
    f.billingCases.add('purchase_missing')
    f.intents.add('billing')
    f.intents.delete('complaint')
    f.intents.delete('bug')
    f.cued = true
    f.score = Math.min(f.score, -1)
  }
  markStoreBilling(raw.map((c) => c.norm), facts)
  markChildPurchase(raw.map((c) => c.norm), facts)
  const dataCopy = markDataCopy(raw, facts)
  settleCancelQuestions(raw.map((c) => c.norm), facts)
  unaskRelative(raw, facts, ctx)
  unaskRhetorical(raw, facts, ctx)
  unaskWhoNeeds(raw, facts)
  unaskFoundLate(raw, facts)
  praiseAsked(raw, facts)
  settlePrivacyQuestions(raw, facts)
  // Idioms of giving up ("back to pen and paper", "kartki i długopisu") name no feature or topic.
  const quiet = withoutRollCalls(withoutRivals(unnamed(raw, ctx), rivals))
  const clauses: Clause[] = raw.map((c, i) => {
    const f = facts[i] as ClauseFacts
    return {
      text: c.text,
      intents: INTENT_SEVERITY.filter((intent) => f.intents.has(intent)),
      polarity: sign(f.score),
      sarcastic: f.sarcastic,
      question: f.intents.has('question'),
      // "10 minutes to open a note" is about speed, in words no topic list holds.
      // "…but they charge for everything now": about the price, in words no topic list holds.
      topics: f.priced ? ['pricing'] : withSpeed(detectTopics((quiet[i] as RawClause).text, book), waitAt(raw, i)),
      ...(f.lockedOut ? { lockedOut: true as const } : {}),
      ...(f.deniedOnly ? { deniedOnly: true as const } : {}),
    }
  })

  settleGrievances(raw, clauses, facts, ctx)
  settleStuckPlayers(raw, clauses, facts, ctx.lang, (rest) => hasNamedFault(rest, ctx))
  settleTooHard(raw, clauses, facts, ctx.lang, (rest) => hasNamedFault(rest, ctx))
  settleShareWith(raw, clauses, facts, ctx.lang, (rest) => hasNamedFault(rest, ctx))
  settleRateNag(raw, clauses, facts, ctx.lang, (rest) => hasNamedFault(rest, ctx))
  const forced = settleForcedAccount(clauses, facts, book.code)

  // "İdare eder. Hatırlatıcılar çalmıyor", "fena değil ama…": a shrug beside a fault is no
  // kind word to thank for.
  facts.forEach((f, i) => {
    if (!f.intents.has('praise') || !shrugs(raw[i]?.norm ?? '', ctx.lang)) return
    f.intents.delete('praise')
    f.score = Math.min(f.score, 0)
  })
  // "Het is wel oké. Niet slecht, niet geweldig": a shrug weighs praise against blame in plain
  // words, so the praise it denies is no rolled eye.
  const sarcasm = facts.some((f) => f.sarcastic) && !shrugs(raw.map((c) => c.norm).join(' , '), ctx.lang)
  // What the words say, the turn ("…, but it crashes") weighing more than what came before it.
  // A turn said on its own ("けど", "ただ、") turns the clause after it. Turned from praise to a
  // complaint ("not bad, but I expected more"), the review is the complaint: the turn decides.
  const turned = (i: number) => raw[i]?.turn === true || (i > 0 && onlyTurn(raw[i - 1] as RawClause, ctx))
  // "Nenhum problema, só fecha toda vez que abro": praise put only in negative words concedes
  // beside a fault or a complaint, it does not outweigh it.
  const blames = facts.some((f) => f.score < 0)
  const textScore = raw.reduce((sum, c, i) => {
    const score = (facts[i]?.score ?? 0) * (blames && facts[i]?.deniedOnly ? 0.5 : 1)
    const fromPraise = score < 0 && facts.slice(0, i).some((f) => f.score > 0)
    return sum + score * (turned(i) ? (fromPraise ? 2 : 1.5) : 1)
  }, 0)
  const cued = facts.some((f) => f.cued)
  const stars = ratingPolarity(review.rating)
  let polarity = sign(textScore)
  if (polarity === 0) polarity = cued && Math.abs(textScore) > 0 ? polarity : stars
  if (!cued) doubts.push(text.length < 25 ? 'the review is too short to tell; the stars decided' : "the drafter could not tell what the review says")

  const spam = spamIn(text, raw, clauses, ctx.lang, ctx.mode, cues, brand)
  // An insult beside a real point is no point of its own: the reply takes up the point, never the insult.
  // "Are you idiots?" asks nothing either: an insult put as a question is no question to answer.
  // The reply may be right, but a person should see it before it answers someone who swore at them.
  if (!spam && clauses.some((c) => c.intents.includes('abuse'))) doubts.push('insulting language: check before sending')
  for (const c of clauses) if (c.intents.includes('abuse')) c.intents = c.intents.filter((i) => (spam ? i !== 'question' : i !== 'abuse' && i !== 'question'))
  // A keyboard mash ("asdfghjkl") is no spam, but it names nothing a reply could quote.
  const mash = !spam && keyboardMash(text)
  if (mash) doubts.push('the text is a keyboard mash: nothing to answer')

  // Points: each intent with its clauses, most serious first.
  const byIntent = new Map<Intent, Point>()
  clauses.forEach((clause) => {
    for (const intent of clause.intents) {
      const point = byIntent.get(intent) ?? { intent, clauses: [], things: [] }
      point.clauses.push(clause.text)
      byIntent.set(intent, point)
    }
  })
  if (spam) byIntent.set(spam.kind, { intent: spam.kind, clauses: [text], things: [] })
  if (byIntent.size === 0) {
    // Nothing said either way ("ok", "meh", "👀"): the stars decide, and say so.
    const intent: Intent = polarity > 0 ? 'praise' : 'complaint'
    byIntent.set(intent, { intent, clauses: [text], things: [] })
  }
  // Praise and a problem in one review: the problem leads, unless the praise is all that is
  // meant and the problem words were turned around ("it never crashes"), or the problem is a
  // fan's small gripe or wish (fanFirst).
  const achieved = achievedIn(raw.map((c) => c.norm).join(' '), ctx.lang)
  const points = accountFirst(
    wishFirst(
      fanFirst(
        INTENT_SEVERITY.map((i) => byIntent.get(i)).filter((p): p is Point => p !== undefined),
        clauses,
        polarity,
        achieved !== null,
      ),
      clauses,
    ),
    clauses,
    facts.some((f) => f.deletion),
  )
  // "Fine I guess, nothing special": a shrug, neither praise nor trouble.
  const shrug = spam || sarcasm ? null : shrugPoint(points, clauses, raw.map((c) => c.norm).join(' , '), ctx.lang, text)
  if (shrug) {
    points.splice(0, points.length, shrug)
    polarity = 0
  } else if (!spam) points.splice(0, points.length, ...withoutShruggedPraise(points, ctx.lang))
  const main = (points[0] as Point).intent
  // Marked as spam, a review is still named by what it says besides, for a person who says it is none.
  const named = spam ? (points.find((p) => p.intent !== 'spam' && p.intent !== 'abuse')?.intent ?? main) : main
  const things = mash ? [] : namedThings(quiet, clauses, { code: ctx.lang, matching: ctx.mode, cues }, brand, named)
  for (const thing of things) {
    const point = byIntent.get(thing.intent)
    if (point && !point.things.some((t) => t.text === thing.text)) point.things.push(thing)
  }

  if (sarcasm) doubts.push('the review reads as sarcastic')
  if (main === 'praise' && stars < 0) doubts.push(`${Math.round(review.rating)}★ but the text ${points.length > 1 ? 'mostly' : 'only'} praises`)
  if ((main === 'bug' || main === 'complaint' || main === 'data_loss') && stars > 0 && Math.round(review.rating) === 5 && !sarcasm)
    doubts.push(`${Math.round(review.rating)}★ but the text reports a problem`)

  const topics = topicReadings(clauses)
  // "Probably not your fault, but it crashes since Android 14": an app that crashes is the app's
  // own trouble, whatever the reviewer grants.
  const aboutElsewhere = elsewhereIn(text, book.code)
  const elsewhere = aboutElsewhere === 'outside' && clauses.some((c) => c.topics.includes('crash')) ? null : aboutElsewhere
  // The question asked in the most words: "Spotify?" in the title says less than the body's.
  const question = clauses.filter((c) => c.question).sort((a, b) => b.text.length - a.text.length)[0]?.text ?? null
  return {
    language: book.code,
    clauses,
    points,
    main,
    polarity,
    topics,
    things,
    billing: billingCaseOf(new Set(facts.flatMap((f) => [...f.billingCases]))),
    ...(facts.some((f) => f.billingCases.has('refund')) ? { refundAsked: true as const } : {}),
    supportFailed: facts.some((f) => f.supportFailed),
    storeLoop: facts.some((f) => f.storeLoop),
    wantsDeletion: facts.some((f) => f.deletion),
    ...(dataCopy ? { wantsDataCopy: true as const } : {}),
    legal: facts.some((f) => f.legal),
    sarcasm,
    ...(facts.some((f) => f.letdown && f.score < 0) ? { letdown: true } : {}),
    ...(facts.some((f) => f.taken && f.score < 0) ? { taken: true } : {}),
    ...(achieved ? { achieved } : {}),
    ...(elsewhere && !spam ? { elsewhere } : {}),
    ...(forced ? { forcedAccount: true as const } : {}),
    ...(deletedOwnAccount(raw.map((c) => c.norm).join(' '), ctx.lang) ? { deletedAccount: true as const } : {}),
    spam: spam?.reason ?? null,
    cued,
    question,
    doubts,
  }
}

/**
 * "Requires an account just to write a note", "Obligé de créer un compte": the account the app
 * demands is a grievance heard, not a lockout to help with, a fault, or praise. A question about
 * it ("why do I need an account?") stays a question. Whether any clause says so.
 */
function settleForcedAccount(clauses: Clause[], facts: ClauseFacts[], lang: string): boolean {
  let found = false
  clauses.forEach((c, i) => {
    if (c.question || !forcesAccount(c.text, lang)) return
    found = true
    c.intents = INTENT_SEVERITY.filter((x) => x === 'complaint' || (c.intents.includes(x) && !['account', 'bug', 'praise', 'request'].includes(x)))
    c.polarity = -1
    delete c.lockedOut
    const f = facts[i]
    if (!f) return
    f.lockedOut = false
    f.score = Math.min(f.score, -1)
  })
  return found
}

/** A sum by the month, the week or the year (folded text): "12.99 a month", "10 € par mois", "99 TL aylık", "每月30元". */
const PER_PERIOD =
  /\d[\d.,]*\s*(?:\p{Sc}|eur|usd|kr|zl|tl|rub|руб\p{L}*|грн|₽|₺|р)?\.?\s*(?:a|per|\/|im|pro|par|al|por|ao|i|w|в|на|за)\s*(?:month|year|week|mo|yr|monat|jahr|woche|mois|an|semaine|mes|ano|año|mese|anno|maand|jaar|manaden|aret|miesiac\p{L}*|rok|месяц|год|неделю|місяць|рік)(?!\p{L})|(?:aylik|yillik|sebulan|setahun|mỗi tháng|mỗi năm)\s*\d|\d[\d.,]*\s*\p{L}*\s*(?:aylik|yillik|sebulan|per bulan)|每月|每年|月額|年額|한 달에|월 \d/u

/** Topics that are how the app is sold or run, not something broken: the price, the ads. */
const GRIEVANCES = new Set<Topic>(['pricing', 'ads'])

/** Whether a clause is only about the price or the ads (it names at least one of them). */
const aboutGrievance = (c: Clause): boolean => c.topics.length > 0 && c.topics.every((t) => GRIEVANCES.has(t))

/**
 * "Aplikacja fajna, ale cena abonamentu to przesada", "cant play more than 5 min without
 * paying", "Troppa pubblicità, impossibile giocare": the price or the ads are what the review
 * holds against the app, and "can't play" beside them is what they cost the player. Nothing is
 * broken: a complaint heard and passed on, not a fault to send the device and version for.
 * A clause that names anything else (a crash, sync, a screen) keeps its fault. A "fault" said of
 * the support alone ("customer service never responds") is the support failing them.
 */
function settleGrievances(raw: readonly RawClause[], clauses: Clause[], facts: ClauseFacts[], ctx: Context): void {
  const faulty = (c: Clause) => c.intents.includes('bug') && !c.intents.some((i) => i === 'billing' || i === 'data_loss')
  // "12.99 a month for a running app is insane": a sum by the month or the year is the price.
  // So is the complaint said beside it ("9,99 im Monat? Frechheit", "10 € par mois, abusé").
  const sums = new Set(raw.flatMap((c, i) => (!clauses[i]?.intents.includes('billing') && PER_PERIOD.test(c.norm) ? [c.sentence] : [])))
  clauses.forEach((c, i) => {
    const sentence = raw[i]?.sentence ?? -1
    if (c.topics.length > 0 || c.intents.includes('billing')) return
    if (PER_PERIOD.test(raw[i]?.norm ?? '') || ((c.intents.includes('complaint') || faulty(c)) && (sums.has(sentence) || sums.has(sentence - 1)))) c.topics = ['pricing']
  })
  // A feature taken away ("they removed folders") is a grievance too: "impossible to find
  // anything" beside it is what the removal costs them.
  const grieved = clauses.map((c, i) => (aboutGrievance(c) || (facts[i]?.taken === true && c.intents.includes('complaint'))) && (faulty(c) || c.intents.includes('complaint')))
  clauses.forEach((c, i) => {
    if (!faulty(c)) return
    // "El servicio al cliente no responde nunca": what does not respond is the support, not the app.
    const support = c.topics.length === 1 && c.topics[0] === 'support'
    const f = facts[i]
    if (support && f) f.supportFailed = true
    // "Sound stops working after watching an ad": a fault named beside an ad is the fault's. A
    // price that "went up" ("a assinatura subiu") names no fault, whatever word it uses.
    const adFault = c.topics.every((t) => t === 'ads') && hasNamedFault(raw[i]?.norm ?? '', ctx)
    const own = (aboutGrievance(c) && !adFault && !paidForFault(raw[i]?.norm ?? '', ctx.lang, (n) => hasNamedFault(n, ctx))) || support
    // A bare "can't play", "impossible", naming nothing, in the sentence of a grievance or the next.
    const sentence = raw[i]?.sentence ?? -1
    const besideGrievance =
      c.topics.length === 0 &&
      clauses.some((o, j) => j !== i && grieved[j] && Math.abs((raw[j]?.sentence ?? -9) - sentence) <= 1) &&
      !hasNamedFault(raw[i]?.norm ?? '', ctx)
    if (!own && !besideGrievance) return
    c.intents = c.intents.filter((x) => x !== 'bug')
    if (!c.intents.includes('complaint')) c.intents = INTENT_SEVERITY.filter((x) => x === 'complaint' || c.intents.includes(x))
    if (c.polarity > 0) c.polarity = -1
  })
}

/**
 * Whether a clause names how something breaks beyond not being able to play or use it: a crash
 * word, a freeze ("stürzt ab", "freezes"). "Impossible to play", "can't play" name none.
 */
function hasNamedFault(norm: string, ctx: Context): boolean {
  const rest = withoutInability(norm, ctx.lang) ?? norm
  return hits(rest, ctx.cues.bug, ctx, 'bug').some((h) => !GENERIC_FAULT.test(h.phrase) && !negated(rest, h, ctx)) || (ctx.cues.patterns?.bug ?? []).some((re) => re.test(rest))
}

/** Fault words that say only that something cannot be done, in the drafter's languages (folded). */
const GENERIC_FAULT =
  /^(?:impossib\p{L}*(?: to)?|unable to|can'?t play|cannot play|cant|can'?t|cannot|unplayable|injouable|imposible|imposs[ií]vel|impossibile|onmogelijk|omöjligt|niemożliw\p{L}*|невозможно|неможливо|imkansız|tidak bisa|không thể|不可能|無理|불가능)$/u

/**
 * A fan's small gripe or wish ("addictive, love the events. Only the ads annoy a bit"): when
 * the review says nothing more serious, reads positive as a whole and praises in more clauses
 * than it complains or asks, the praise leads and the rest follows.
 */
function fanFirst(points: Point[], clauses: readonly Clause[], polarity: Polarity, cheers: boolean): Point[] {
  const praise = points.find((p) => p.intent === 'praise')
  if (!praise || polarity <= 0 || !points.every((p) => p.intent === 'praise' || p.intent === 'complaint' || p.intent === 'request')) return points
  // A clause that praises while it asks ("it would be great to add…") counts as the wish.
  const wishes = (c: Clause) => c.intents.some((i) => i === 'complaint' || i === 'request')
  // "Finished my first marathon! Thanks to the plan. Cues a bit louder would be nice": what they
  // achieved with the app is said as gladly as praise, and the congratulation leads.
  const praising = clauses.filter((c) => c.intents.includes('praise') && !wishes(c)).length + (cheers ? 1 : 0)
  const other = clauses.filter(wishes).length
  return praising > other ? [praise, ...points.filter((p) => p !== praise)] : points
}

/** Each topic once, with what the clauses naming it say of it: praise of sync is no sync problem. */
function topicReadings(clauses: readonly Clause[]): TopicReading[] {
  const seen = new Map<Topic, number>()
  for (const clause of clauses) {
    const problem = clause.intents.some((i) => i !== 'praise' && i !== 'request' && i !== 'question')
    const value = problem ? -1 : clause.polarity
    for (const topic of clause.topics) seen.set(topic, (seen.get(topic) ?? 0) + (value === 0 ? 0 : value))
  }
  return [...seen].map(([topic, score]) => ({ topic, polarity: sign(score) }))
}
