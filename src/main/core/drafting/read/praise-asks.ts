import type { Intent } from './types'

/**
 * Questions that praise: "Why didn't I find this sooner?", "How did I live without it?", "Who even
 * uses paper anymore?", "Warum habe ich die App nicht früher gefunden?", "Почему я не нашёл это
 * раньше?". They ask the team nothing and complain of nothing: they say the app is good. Read as a
 * question they got an answer slot; read as a sneer, an apology. Folded clause text (lower case,
 * Latin accents gone, ё → е).
 */

// "Why didn't I find / download / get this sooner?" in the languages the phrasebooks cover.
const FOUND_LATE = [
  String.raw`why (?:didn'?t|did not|didnt|haven'?t|havent|have not|hadn'?t) i (?:\p{L}+ )?(?:find|found|download|get|try|discover|install)\p{L}* (?:this|it|you|that|u)(?: app| game)? (?:sooner|earlier|before|years ago)`,
  String.raw`where (?:has|have) (?:this|it|you)(?: app| game)? been all my life`,
  String.raw`how did i (?:ever )?(?:live|survive|manage|run|cope) without (?:it|this|you)`,
  String.raw`warum (?:habe|hab) ich (?:\p{L}+ ){0,3}nicht (?:schon )?(?:fruher|eher|vorher) (?:gefunden|entdeckt|runtergeladen|heruntergeladen|installiert|ausprobiert)`,
  String.raw`wie (?:habe|hab|konnte) ich (?:nur |je )?(?:ohne (?:\p{L}+ ){1,2}(?:gelebt|leben|ausgekommen|auskommen))`,
  String.raw`pourquoi (?:je )?(?:ne )?(?:l'|la |le )?(?:ai|avoir)[- ]?(?:je )?(?:pas )?(?:\p{L}+ )?(?:decouvert|trouve|telecharge|installe)e? (?:\p{L}+ )?plus tot`,
  String.raw`comment (?:j'ai|ai-je) (?:pu )?(?:vivre|faire|courir) sans`,
  String.raw`por ?que no (?:la |lo |te )?(?:\p{L}+ )?(?:encontre|descubri|descargue|conoci|instale|baje)(?:\p{L}+)? (?:\p{L}+ ){0,2}antes`,
  String.raw`como (?:he )?(?:podido )?vivi(?:do)? sin (?:ella|el|esto|esta)`,
  String.raw`por ?que (?:eu )?(?:nao|n) (?:a |o |te )?(?:\p{L}+ )?(?:encontrei|descobri|baixei|conheci|instalei|achei)(?: \p{L}+){0,2} antes`,
  String.raw`como (?:eu )?vivi sem (?:ele|ela|isso|isto|esse|essa)`,
  String.raw`perche non (?:l'|la |lo |ti )?(?:\p{L}+ )?(?:ho )?(?:scopert|trovat|scaricat|installat)\p{L}* (?:\p{L}+ ){0,2}prima`,
  String.raw`come (?:ho )?(?:fatto a )?vive(?:re|vo) senza`,
  String.raw`waarom heb ik (?:\p{L}+ ){0,3}niet eerder (?:gevonden|ontdekt|gedownload|geinstalleerd)`,
  String.raw`dlaczego nie (?:\p{L}+ ){0,2}(?:znalazl|odkryl|pobral|zainstalowal)\p{L}* (?:\p{L}+ ){0,2}wczesniej`,
  String.raw`почему (?:я )?(?:не )?(?:\p{L}+ ){0,2}(?:нашел|нашла|нашёл|узнал|узнала|скачал|скачала|установил|установила|открыл|открыла)(?: \p{L}+){0,2} раньше`,
  String.raw`чому (?:я )?(?:не )?(?:\p{L}+ ){0,2}(?:знайшов|знайшла|дізнався|дізналася|завантажив|завантажила|встановив|встановила)(?: \p{L}+){0,2} раніше`,
  String.raw`varfor (?:har |hittade |laddade )?(?:jag )?(?:inte )?(?:\p{L}+ ){0,3}(?:tidigare|forr)`,
  String.raw`neden (?:bunu |bu uygulamayi |bu oyunu )?(?:daha )?(?:once|erken) (?:bul|kesfet|indir|yukle)\p{L}*`,
  String.raw`kenapa (?:gak|nggak|ga|tidak|enggak) (?:\p{L}+ ){0,2}dari dulu`,
  String.raw`sao (?:giờ|bây giờ) (?:tôi |mình )?mới (?:biết|tìm thấy|tải)`,
  String.raw`なんで(?:もっと)?早く`,
  String.raw`どうして(?:もっと)?早く`,
  '为什么(?:没|不)(?:有)?早点',
  '為什麼(?:沒|不)(?:有)?早點',
  '왜 이제(?:야|서)? ?(?:알았|찾았|깔았|받았)',
  'पहले क्यों नहीं (?:मिल|पता|डाउनलोड|ढूंढ|खोज)',
  'لماذا لم (?:أجد|اجد|أكتشف|اكتشف|أحمل|احمل)\\p{L}* (?:\\p{L}+ ){0,2}(?:من قبل|قبل)',
]

// "Who even uses paper anymore?": something else than this app is what nobody uses now. "Who
// even uses this app anymore?" sneers at this app and stays a complaint.
const NOBODY_USES_ANY_MORE = [
  String.raw`who (?:even |still |actually )?uses (?!this|it |it$|that|the app|these)\p{L}[\p{L} ]{0,20} (?:anymore|any more|these days|nowadays)`,
  String.raw`wer (?:benutzt|nutzt|braucht) (?:denn )?(?:heute )?noch (?!diese|die app|das)\p{L}+`,
  String.raw`qui (?:utilise|se sert) encore (?:de |du |des |d')(?!cette)\p{L}+`,
  String.raw`quien (?:sigue usando|usa todavia|usa aun|todavia usa|aun usa) (?!esta|este|la app)\p{L}+`,
  String.raw`quem (?:ainda usa|usa ainda) (?!esse|este|esta|essa|o app)\p{L}+`,
  String.raw`chi (?:usa|utilizza) ancora (?!questa|quest'|l'app)\p{L}+`,
  String.raw`кто (?:вообще )?(?:ещ[её] )?(?:пользуется|использует) (?!этим|этой|это|приложением)\p{L}+`,
]

const PRAISE_ASK = new RegExp(
  `(?<!\\p{L})(?:${[...FOUND_LATE, ...NOBODY_USES_ANY_MORE].join('|')})`,
  'u',
)

interface Facts {
  score: number
  sarcastic: boolean
  cued?: boolean
  intents: Set<Intent>
}

const READ_AS = new Set<Intent>(['question', 'complaint', 'request'])

/**
 * Takes the question (or the sneer it was read as) away from a clause that praises in the shape
 * of a question, and reads it as the praise it is. A clause that also reports a fault or a loss
 * keeps what it says.
 */
export function praiseAsked(raw: readonly { norm: string }[], facts: Facts[]): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f || f.sarcastic || [...f.intents].some((x) => !READ_AS.has(x))) return
    if (!PRAISE_ASK.test(c.norm)) return
    f.intents.clear()
    f.intents.add('praise')
    f.score = Math.max(f.score, 1)
    f.cued = true
  })
}
