/**
 * Ways to reach someone outside the store that a review holds: links, phone numbers, messenger
 * handles and IDs, e-mail addresses. None of them makes a review spam by itself (people paste
 * screenshots, support pages and their own address); they make an ad an ad.
 */
export interface Contacts {
  /** Links as written (after unmasking), first one first. */
  links: string[]
  /** A link shortener or a messenger's invite link: what an ad uses, not a screenshot. */
  shortLink: boolean
  /** A link whose own words sell (free-gems.xyz, earn-cash.site). */
  baitLink: boolean
  phone: boolean
  /** A messenger or social handle or ID ("@coach_luca", "LINE ID: earn77", "vx: money888"). */
  handle: boolean
  email: boolean
  /** Sent elsewhere in words: "link in bio", "DM me", "私信我". */
  pointer: boolean
  /** The text with every link, number, handle and address taken out: what is left to read. */
  rest: string
}

const TLDS =
  'com|net|org|info|biz|xyz|top|site|online|club|shop|store|live|link|click|vip|win|fun|app|io|me|ly|gg|cc|co|tk|ml|ga|cf|gq|ru|su|ua|de|fr|it|nl|se|pl|es|pt|br|tr|vn|cn|in|id|jp|kr|uk|us|ca|au|mx|ar|sa|eg|ae|bet|casino|money|cash|icu|buzz|rest|cyou|love|dating|sexy|pro|tv|fm|ws|lol|fit|blog|space|website|stream|movie|games?'
const LINK = new RegExp(
  String.raw`(?:https?:\/\/|www\.)[^\s<>"'“”()]+|(?<![\p{L}\p{N}@._-])(?:[a-z0-9][a-z0-9-]*\.)+(?:${TLDS})(?:\.[a-z]{2})?(?:\/[^\s<>"'“”()]*)?(?![\p{L}\p{N}@])`,
  'giu',
)
const SHORT =
  /(?:^|\/\/|\.|\b)(?:bit\.ly|t\.me|wa\.me|t\.cn|tinyurl\.com|goo\.gl|cutt\.ly|is\.gd|rb\.gy|linktr\.ee|shorturl\.at|s\.id|open\.kakao\.com|line\.me|lin\.ee|discord\.gg|chat\.whatsapp\.com|u\.to|clck\.ru|v\.ht)\b/i
const BAIT_LINK =
  /free|gratis|gems?|coins?|diamond|hack|cheat|mod|apk|earn|cash|money|win|bonus|casino|bet|slot|loan|crypto|profit|promo|giveaway|gacor|kazan|zarab|guadagn|ganha|ganar|verdien/iu
// "+49 151 2345 6789", "(11) 91234-5678", "0812-3456-7890", "98765 43210", "0987.xxx.321":
// nine to fifteen digits in groups; not a date.
const PHONE = /(?<![\p{L}\p{N}.,])(?:\+\s?)?\(?\d[\d(). \u00A0x-]{6,}[\dx](?![\p{L}\p{N}])/giu
const DATE = /^\d{4}[-./]\d{1,2}[-./]\d{1,2}$|^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$/
const HANDLE =
  /(?<![\p{L}\p{N}._%+-])@[a-z0-9_](?:[a-z0-9_.]*[a-z0-9_])?(?![\p{L}\p{N}@])|(?:\b(?:line\s*id|id|vx|wx|wechat|weixin|qq|zalo|kakao(?:talk)?|tg|telegram|whatsapp|wa|ig|insta(?:gram)?|snap(?:chat)?|kik|discord|skype|viber)|微信号?|카톡|telegrama|телеграм)\s*[:：]\s*[a-z0-9_.+-]{3,}|(?:\b(?:wa|whatsapp|zalo|kakao|telegram|tg|viber)|카톡|微信)\s*[:：]?\s*\+?\d[\d .-]{3,}\d/giu
// "라인 아이디 money77", "LINE ID earn_jp", "微信 abc12345", "加V money888": an ID after a messenger's
// name with no colon. The ID holds a digit or an underscore, so "line id numbers" is no handle.
const BARE_ID =
  /(?:\b(?:line\s*id|kakao\s*id|wechat|weixin|vx|wx|zalo\s*id|telegram\s*id)|라인\s*(?:아이디|id)|카톡\s*(?:아이디|id)|카톡|카카오톡|ライン\s*id|ライン|微信号?|加\s*v|vx号)\s+(?=[a-z0-9_.]*[0-9_])[a-z][a-z0-9_.]{3,}(?![\p{L}\p{N}@])/giu
// "app.It crashes": a missed space after a full stop, not a link.
const MISSED_SPACE = /^\p{L}+\.\p{Lu}\p{Ll}*$/u
const POINTER =
  /(?:link|lien|enlace|liên kết|ссылк|посилан|リンク|링크|链接|鏈接|الرابط|लिंक)[^.!?\n]{0,20}(?:bio|profil|perfil|профил|профіл|プロフ|프로필|主页|主頁|البايو|البروفايل|बायो)|(?:bio|profil\w*)[^.!?\n]{0,12}link|(?<![\p{L}])(?:dm|pm|inbox|ib)\s+(?:me|mình|aku|saya)(?![\p{L}])|私信我|私訊我|пишите в лс|пиши в лс|napisz priv|(?:ライン|line|ＬＩＮＥ)\s*(?:で|に|から|へ)?\s*(?:連絡|追加|友達|登録)|라인\s*(?:으로|에서)?\s*(?:연락|추가|친추|문의)|(?:카톡|카카오톡|오픈채팅)\s*(?:으로|에서)?\s*(?:연락|추가|문의|오세요|주세요)|(?:微信|qq)\s*(?:联系|聯繫|私聊)|(?:пиши|пишите|напиши|напишите|звоните|заходите)\s+(?:мне\s+)?(?:в|на)\s+(?:телеграм|телегу|тг|вк|вконтакте|ватсап|вайбер|инст)|(?:пишіть|напишіть)\s+(?:мені\s+)?(?:в|у|на)\s+(?:телеграм|тг|вайбер|інст)|(?:write|message|text|contact|dm|add)\s+(?:me|us)\s+(?:on|at|via)\s+(?:telegram|whatsapp|wa|instagram|ig|insta|snapchat|snap|discord|line|kik|viber|wechat)|(?:schreib|schreibt|schreiben sie)\s+(?:mir|uns)\s+(?:auf|bei|per)\s+(?:telegram|whatsapp|instagram|insta)|(?:[ée]cri(?:s|vez)[- ]moi|contactez[- ]moi)\s+sur\s+(?:telegram|whatsapp|instagram|insta|snap)|(?:escr[ií]beme|escr[ií]banme|h[aá]blame)\s+(?:al|por|en)\s+(?:telegram|whatsapp|wsp|instagram|insta)|(?:chama|me chama|fala comigo)\s+(?:no|na|pelo)\s+(?:zap|whats|whatsapp|telegram|insta|direct)|(?:scrivimi|contattami)\s+su\s+(?:telegram|whatsapp|instagram|insta)|(?:hubungi|chat|wa)\s+(?:aku|saya|kami|admin)?\s*(?:di|lewat|via)?\s*(?:wa|whatsapp|telegram|tele|ig)(?![\p{L}])|liên hệ\s+(?:qua\s+)?(?:zalo|telegram|fb|facebook)|inbox\s+(?:mình|em|shop)|(?:pisz|napisz)\s+(?:do mnie\s+)?na\s+(?:telegram|whatsapp|insta)|(?:yaz|yazın|yazsın|ulaşın)\s+(?:bana\s+)?(?:instagram|telegram|whatsapp)|(?:instagram|telegram|whatsapp)(?:'?(?:dan|den|tan|ten))?\s+(?:yaz|yazın|yazsın|ulaşın)/iu
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/giu
const GOOGLE_ORDER = /\bGPA\.\d{4}-\d{4}-\d{4}-\d{4,5}(?:\.\.\d+)?/gi

function isPhone(found: string): boolean {
  const digits = found.replace(/\D/g, '').length + (found.match(/x/gi) ?? []).length
  return digits >= 9 && digits <= 15 && !DATE.test(found.trim())
}

export function contactsIn(text: string): Contacts {
  let rest = text
  const at = text.includes('@')
  if (text.includes('GPA.')) rest = rest.replace(GOOGLE_ORDER, ' ')
  const emails = at ? (rest.match(EMAIL) ?? []) : []
  if (emails.length > 0) rest = rest.replace(EMAIL, ' ')
  const links = text.includes('.')
    ? (rest.match(LINK) ?? [])
        .filter((l) => !MISSED_SPACE.test(l))
        .map((l) => l.replace(/[.,;:!?…]+$/u, ''))
    : []
  if (links.length > 0) rest = rest.replace(LINK, (l) => (MISSED_SPACE.test(l) ? l : ' '))
  let phone = false
  if (/\d{3}/.test(rest) || /\d[\s.-]\d/.test(rest)) {
    rest = rest.replace(PHONE, (found) => {
      if (!isPhone(found)) return found
      phone = true
      return ' '
    })
  }
  const handles = at || /[:：]|\d{4}/.test(rest) ? (rest.match(HANDLE) ?? []) : []
  if (handles.length > 0) rest = rest.replace(HANDLE, ' ')
  const bare = /[\d_]/.test(rest) ? (rest.match(BARE_ID) ?? []) : []
  if (bare.length > 0) rest = rest.replace(BARE_ID, ' ')
  return {
    links,
    shortLink: links.some((l) => SHORT.test(l)),
    baitLink: links.some((l) => BAIT_LINK.test(l.replace(/^(?:https?:\/\/)?(?:www\.)?/i, ''))),
    phone,
    handle: handles.length > 0 || bare.length > 0,
    email: emails.length > 0,
    pointer: POINTER.test(text),
    rest,
  }
}
