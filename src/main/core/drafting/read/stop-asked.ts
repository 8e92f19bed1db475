import type { Intent } from './types'

/**
 * "Please stop sending me 5 notifications a day", "hört auf mit den Push-Nachrichten", "arrêtez de
 * demander une note", "通知を送らないでください": asking the team to stop doing something is a
 * complaint about it, whatever praise stands beside it. Only the imperative addressed to the team
 * counts: "it stopped working" is a fault read elsewhere, "I can't stop playing" is praise, and
 * "la app deja de funcionar" says the app stops. Tested on the clause's lower-cased text.
 */
const STOP_ASKED = new RegExp(
  [
    // en: "(please) stop sending", "quit showing", "enough with the ads"
    String.raw`(?<![\p{L}])(?<!(?:can'?t|cannot|never|don'?t|won'?t|couldn'?t) )(?:stop|quit) (?:sending|showing|asking|spamming|forcing|pushing|nagging|bugging|begging|bombarding|popping|changing|moving|putting|shoving|adding) `,
    String.raw`(?<![\p{L}])enough with the `,
    // de, fr, es, pt, it, nl
    String.raw`(?<![\p{L}])(?:hört|hören sie) (?:auf|endlich auf) (?:mit|zu)(?![\p{L}])|(?<![\p{L}])(?:arrêtez|arrete|arrête) (?:de |d'|d’|avec )`,
    String.raw`(?<![\p{L}])(?:dejen|paren) de (?!funcionar|andar|responder|cargar)|(?<![\p{L}])parem de (?!funcionar|responder|carregar)`,
    String.raw`(?<![\p{L}])(?:smettetela|smettete|piantatela) (?:di|con)(?![\p{L}])|(?<![\p{L}])basta con (?:le|gli|i|la|il|questi|queste)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:stop|hou op|houd op) met (?:het |die |de |dat )?(?:sturen|spammen|vragen|tonen|laten zien|pushen)`,
    // pl, ru, uk, tr, sv, id, vi
    String.raw`(?<![\p{L}])przestańcie|(?<![\p{L}])przestancie`,
    String.raw`(?<![\p{L}])(?:перестаньте|прекратите|припиніть)(?![\p{L}])|(?<![\p{L}])(?:хватит|досить) (?:присылать|слать|показывать|спамить|надсилати|слати|показувати|спамити)`,
    String.raw`(?:göndermeyi|yollamayı|göstermeyi|istemeyi|spamlamayı) (?:bırakın|kesin)`,
    String.raw`(?<![\p{L}])sluta (?:skicka|visa|tjata|fråga|spamma|tvinga)`,
    String.raw`(?<![\p{L}])(?:berhenti|stop) (?:mengirim|kirim|menampilkan|spam)|(?<![\p{L}])tolong jangan (?:kirim|spam|tampilkan)`,
    String.raw`(?<![\p{L}])(?:đừng|thôi) (?:gửi|spam|hiện|bắt|hỏi)`,
    // ja, ko, zh, ar, hi
    '(?:送ら|出さ|表示し|通知し|鳴らさ|聞か)ないで(?:ください|下さい|ほしい|欲しい)|やめてください|やめてほしい',
    '그만 (?:좀 )?(?:보내|띄우|물어)|보내지 (?:마세요|말아)|띄우지 (?:마세요|말아)',
    '(?:别再|別再|不要再)(?:发|發|推|弹|彈|问|問|改|乱|亂)|停止(?:发送|推送|發送|推播)',
    'توقفوا عن|كفاية (?:إشعارات|اشعارات|إعلانات|اعلانات)',
    '(?:भेजना|दिखाना|पूछना) बंद (?:करो|करें|कीजिए)',
  ].join('|'),
  'iu',
)

/** Whether a clause asks the team to stop doing something ("please stop sending me …"). */
export function asksToStop(text: string): boolean {
  return STOP_ASKED.test(text.toLowerCase())
}

interface Facts {
  score: number
  intents: Set<Intent>
  cued: boolean
}

/**
 * A clause that asks the team to stop something complains about it: no kind words for the
 * notifications it asks to stop, and no "thanks for the suggestion" either.
 */
export function markStopAsks(raw: readonly { text: string }[], facts: Facts[]): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f || !asksToStop(c.text)) return
    f.score = Math.min(f.score, -1)
    f.cued = true
    f.intents.delete('praise')
    f.intents.delete('request')
    // What they ask to stop (sending, showing, asking) is done on purpose: no fault to report.
    f.intents.delete('bug')
    f.intents.add('complaint')
  })
}
