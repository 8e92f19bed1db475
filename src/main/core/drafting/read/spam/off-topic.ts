import type { RawClause } from '../clauses'
import type { Clause, Intent } from '../types'

/**
 * Chatter that is no review: a roll call of readers who came from another site ("who's here from
 * TikTok?", "кто с ютуба ставьте лайк", "TikTokから来た人"), a call to vote, a birthday wish to
 * someone who is not the team. Both stores let a publisher report off-topic reviews; a reply
 * would answer nobody. Held like an ad, only where the rest of the text says nothing about the
 * app: "here from TikTok and this game is so relaxing" is a review.
 */

// Sites people say they came from. Folded text (accents gone in Latin scripts, "ё" is "е").
const SITE = String.raw`(?:tik ?tok|youtube|yt|instagram|insta|ig|facebook|fb|twitter|reddit|snapchat|snap|twitch|ютуб\p{L}*|тик ?ток\p{L}*|инст\p{L}*|тікток\p{L}*|(?:ال)?تيك ?توك|(?:ال)?يوتيوب|(?:ال)?انستا\p{L}*|틱톡|유튜브|인스타|抖音|快手|b站|小红书|यूट्यूब|टिकटॉक|इंस्टा\p{L}*)`

/** "Who's here from…", "like if you came from…", in each language's words. Folded text. */
const ROLL_CALL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:` +
    [
      String.raw`who(?:'s|s| is)? (?:here|watching) (?:from|because of|bc of|cuz of|after)|(?:anyone|anybody|who else)(?: else)? (?:here |came |come )(?:from|because of|bc|cuz|after)|(?:came|come|coming) (?:here )?from ${SITE}(?!\p{L})|(?:like|thumbs up) if (?:you|u) (?:came|come|are here|re here|'re here)|(?:like|thumbs up) if (?:you're|youre|ur|u r|you are) here`,
      String.raw`wer (?:ist|kommt) (?:(?:auch )?hier )?(?:wegen|von|uber|durch|aus) ${SITE}|wer ist hier (?:wegen|durch) `,
      String.raw`qui (?:vient|est la|est ici|est venu) (?:de|grace a|a cause de|depuis|par) ${SITE}`,
      String.raw`(?:quien|alguien)(?: mas)? (?:viene|vino|llego|llega|esta aqui|esta aca) (?:de|por|desde) ${SITE}|(?:los|las) que (?:vienen|venimos) (?:de|por) ${SITE}`,
      String.raw`quem (?:veio|vem|chegou|ta aqui|esta aqui) (?:pelo|pela|do|da|de|por) ${SITE}`,
      String.raw`chi (?:viene|arriva|e qui|e arrivato) (?:da|per) ${SITE}`,
      String.raw`wie (?:komt|is hier) (?:hier )?(?:van|via|door) ${SITE}|vem (?:kom|kommer|ar har) (?:hit )?(?:fran|via) ${SITE}`,
      String.raw`kto (?:tu )?(?:jest )?(?:z|od|przez) ${SITE}|kto przyszedl z`,
      String.raw`кто (?:тут |здесь )?(?:с|из|от|после) ${SITE}|кто пришел (?:с|из|от)|хто (?:тут |тут з )?(?:з|із|після) ${SITE}`,
      String.raw`${SITE}(?:'?(?:dan|den|tan|ten))? gel(?:enler|en var mi|dim diyen)|kimler ${SITE}`,
      String.raw`(?:yang|yg) dari ${SITE}|absen (?:dulu|sini|dong)|ai (?:từ|xem) ${SITE}|điểm danh`,
      String.raw`(?:مين|من|اللي) (?:جاي|جاية|جا|اجا) من|कौन कौन ${SITE}|${SITE} से कौन|kaun kaun`,
    ].join('|') +
    ')',
  'u',
)
// Scripts without spaces: the site and "came from" run together.
const ROLL_CALL_CJK = new RegExp(
  String.raw`${SITE}[^。！？!?]{0,8}?(?:から|で見て|見て)?来た(?:人|方)|${SITE} ?(?:보고|에서) ?(?:온|오신) ?(?:사람|분)|从${SITE}来的|${SITE}(?:来的|过来的)(?:人|扣)`,
  'u',
)

/** A call to vote, and a birthday wish to someone. Folded text. */
const CALL = new RegExp(
  [
    String.raw`(?<!\p{L})(?:vote (?:for|yes on|no on)|re-?elect|happy birthday(?: to)? (?:my|mom|mum|dad|mama|grandma|sis|bro|mother|father)`,
    String.raw`geht wahlen|alles gute zum geburtstag`,
    String.raw`votez(?: pour)?|joyeux anniversaire`,
    String.raw`vot(?:a|en|ad) (?:por|a|al)|feliz cumpleanos`,
    String.raw`votem? (?:em|no|na|\d+)|feliz aniversario|(?:for|para|pour|per|als) (?:president|presidente|presidenta|president|kanzler)`,
    String.raw`votate|buon compleanno`,
    String.raw`голосуйте|с днем рождения|з днем народження`,
    String.raw`glosujcie na|wszystkiego najlepszego z okazji urodzin|oy verin|iyi ki dogdun)(?!\p{L})`,
    String.raw`お誕生日おめでとう|생일 축하|生日快乐|생신 축하`,
  ].join('|'),
  'u',
)

/**
 * "Free Palestine", "freies Tibet", "свободу …", "Palestine libre", "Palestina livre/libera",
 * "فلسطين حرة": a call to free a people is a slogan too. "free version", "free trial" and the like
 * say what the app costs, not whom to free.
 */
const FREE_BEFORE = String.raw`(?:free|freies|freie|freiheit fur|свободу|волю|ozgur|wolna|wolny|wolne)(?!\s+(?:version|trial|plan|tier|account|features?|hints?|coins?|gems?|lives|levels?|content|stuff|forever|money|ads?|for|to|and|of|the|a|an|now|me|my|you|it|this|that|edition|mode|download|update|sync|storage|space|time|games?|apps?)(?!\p{L}))`
const FREE_AFTER = String.raw`(?<!(?:software|logiciel|codigo|code|version|versao|versione|acceso|acces|acesso|modo|mode|tempo|tiempo|temps|uso)\s+)(?:libre|livre|libera|libero|vrij|fri|حرة|حره|حر)`

/**
 * A bare slogan: a name and an election year ("Trump 2028", "Lula 2026"), or a cheer or a jeer
 * for someone ("viva Lula", "fora Bolsonaro", "fuera Milei", "да здравствует…", "слава…"), the whole sentence.
 * Folded text; the app's own name or its kind ("viva esta app") is no slogan.
 */
const SLOGAN = new RegExp(
  String.raw`^[^\p{L}\p{N}]*(?:(?:viva|vive|long live|es lebe|evviva|yasasin|niech zyje|да здравствует|слава|fora|fuera|abaixo|${FREE_BEFORE})\s+\p{L}+(?:\s+\p{L}+)?|\p{L}+(?:\s+\p{L}+)?\s+(?:(?:19|20)\d\d|${FREE_AFTER}))[^\p{L}\p{N}]*$`,
  'u',
)

/** Whether a sentence is a bare slogan for someone, not about the app (folded text). */
function slogan(norm: string, brand: string): boolean {
  return SLOGAN.test(norm) && !APP_WORD.test(norm) && (brand === '' || !norm.includes(brand))
}

/** What a review of the app says: anything but praise or a grievance put in general words. */
const ABOUT_APP: readonly Intent[] = [
  'bug',
  'billing',
  'data_loss',
  'account',
  'privacy',
  'request',
]

// The app named by its kind ("this game", "l'appli", "アプリ"). Folded text.
const APP_WORD =
  /(?<!\p{L})(?:app|apps|game|games|application|appli|aplicacion|aplicativo|applicazione|spiel|spiele|jeu|juego|jogo|gioco|spel|gra|gre|oyun\p{L}*|uygulama\p{L}*|(?:aplikasi|game|app)(?:nya|mu|ku)|aplikasi|ứng dụng|trò chơi|игр\p{L}*|приложени\p{L}*|гр[аиуою]|застосун\p{L}*|تطبيق\p{L}*|لعب\p{L}*|ऐप|गेम)(?!\p{L})|アプリ|ゲーム|게임|앱|游戏|遊戲|应用|應用/u

/** Whether a sentence is a roll call of readers from another site (folded text). */
export function rollCall(norm: string): boolean {
  return ROLL_CALL.test(norm) || ROLL_CALL_CJK.test(norm)
}

function offTopic(norm: string, brand: string, read?: Clause): 'roll call' | 'call' | null {
  if (rollCall(norm)) return 'roll call'
  const bare = !read || (read.intents.length === 0 && read.topics.length === 0)
  return CALL.test(norm) || (bare && slogan(norm, brand)) ? 'call' : null
}

/**
 * Why a text is off-topic chatter, or null: a roll call or a call that no clause besides it
 * follows with anything about the app (a fault, a charge, a wish, a feature, the app named).
 */
export function offTopicIn(
  raw: readonly RawClause[],
  clauses: readonly Clause[],
  brand: string,
): string | null {
  let found: 'roll call' | 'call' | null = null
  const name = brand.toLowerCase()
  for (const [i, r] of raw.entries()) {
    const kind = offTopic(r.norm, name, clauses[i])
    if (kind) {
      found ??= kind
      continue
    }
    const clause = clauses[i]
    if (!clause) continue
    // Any topic but plain praise ("love u" to a sister is no praise of the app).
    if (clause.intents.some((x) => ABOUT_APP.includes(x))) return null
    if (clause.topics.some((t) => t !== 'praise')) return null
    if (APP_WORD.test(r.norm) || (name !== '' && r.norm.includes(name))) return null
    if (clause.question) return null
  }
  if (found === 'roll call')
    return 'Off-topic: a roll call of readers who came from another site; nothing about the app.'
  if (found === 'call')
    return 'Off-topic: a call or a greeting meant for other people; nothing about the app.'
  return null
}

/** The clauses with each roll call blanked out: "yg dari tiktok mana suaranya" names no sound. */
export function withoutRollCalls<C extends { text: string; norm: string }>(
  raw: readonly C[],
): readonly C[] {
  return raw.map((c) =>
    rollCall(c.norm)
      ? { ...c, text: ' '.repeat(c.text.length), norm: ' '.repeat(c.norm.length) }
      : c,
  )
}
