import type { ClauseFacts } from './facts'

/**
 * "Another ad every 30 seconds", "mais um anúncio a cada fase", "schon wieder Werbung nach jedem
 * Level": ads counted out ("another", "every N seconds", "after each level") are a complaint,
 * even with no word of blame. Beside a bare praise word ("Great, another ad. Love it.") that
 * praise is said with a rolled eye (see `markLoneIrony`). Folded text of a clause (lower case,
 * Latin accents dropped, Arabic alef unified; Vietnamese keeps its marks).
 */
const AD_PEST = new RegExp(
  [
    String.raw`(?<!\p{L})(?:another|yet another|one more|more) (?:\p{L}+ )?(?:ads?|adverts?|advertisements?|commercials?|pop-?ups?)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:ads?|adverts?|commercials?|pop-?ups?)(?: \p{L}+){0,2} (?:every|each|after every|after each|between every|between each)(?: (?:single|other|\d+|few|couple of))? (?:seconds?|secs?|minutes?|mins?|levels?|games?|rounds?|moves?|taps?|clicks?|puzzles?|runs?|notes?)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:schon wieder|wieder mal|mal wieder|noch mehr) (?:\p{L}+ )?(?:werbung|werbespots?|reklame)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:werbung|werbespots?|reklame)(?: \p{L}+){0,2} (?:alle \d+|nach jedem|nach jeder|bei jedem|bei jeder|jede|jeden)(?!\p{L})`,
    String.raw`(?<!\p{L})encore (?:une?|de la|des) (?:\p{L}+ )?(?:pubs?|publicites?)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:pubs?|publicites?)(?: \p{L}+){0,2} (?:toutes les|tous les|a chaque|apres chaque|chaque)(?!\p{L})`,
    String.raw`(?<!\p{L})otr[oa] (?:\p{L}+ )?(?:anuncios?|publicidad|propaganda)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:anuncios?|publicidad)(?: \p{L}+){0,2} (?:cada|tras cada|despues de cada|en cada)(?!\p{L})`,
    String.raw`(?<!\p{L})mais (?:um|uma) (?:\p{L}+ )?(?:anuncios?|propagandas?|publicidade)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:anuncios?|propagandas?)(?: \p{L}+){0,2} (?:a cada|depois de cada|apos cada|em cada|toda hora)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:un'altra|un altra|ancora) (?:\p{L}+ )?pubblicita(?!\p{L})`,
    String.raw`(?<!\p{L})pubblicita(?: \p{L}+){0,2} (?:ogni|dopo ogni|a ogni)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:weer|nog) een (?:\p{L}+ )?(?:advertentie|reclame)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:advertenties?|reclames?)(?: \p{L}+){0,2} (?:elke|iedere|na elk|na elke|na ieder)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:kolejn\p{L}*|znowu|jeszcze jedn\p{L}*) (?:\p{L}+ )?reklam\p{L}*`,
    String.raw`(?<!\p{L})reklam\p{L}*(?: \p{L}+){0,2} (?:co \d+|po kazd\p{L}*)`,
    String.raw`(?<!\p{L})(?:очередн\p{L}*|ещ[её] одн\p{L}*|опять) (?:\p{L}+ )?реклам\p{L}*`,
    String.raw`(?<!\p{L})реклам\p{L}*(?: \p{L}+){0,2} (?:каждые|каждую|каждый|после каждо\p{L}*)`,
    String.raw`(?<!\p{L})(?:чергов?\p{L}*|ще одн\p{L}*|знову) (?:\p{L}+ )?реклам\p{L}*`,
    String.raw`(?<!\p{L})реклам\p{L}*(?: \p{L}+){0,2} (?:кожн\p{L}*|після кожно\p{L}*)`,
    String.raw`(?<!\p{L})her (?:\d+ )?(?:saniye|dakika|bolum|seviye|level|oyun)\p{L}* (?:bir )?reklam`,
    String.raw`(?<!\p{L})(?:en till|annu en|ytterligare en) (?:\p{L}+ )?(?:reklam|annons)\p{L}*`,
    String.raw`(?<!\p{L})(?:reklam|annonser?)(?: \p{L}+){0,2} (?:varje|efter varje|var \d+)(?!\p{L})`,
    String.raw`(?<!\p{L})iklan(?: \p{L}+){0,2} (?:tiap|setiap|tiap2|per) `,
    String.raw`(?<!\p{L})iklan lagi(?!\p{L})`,
    'quảng cáo (?:mỗi|sau mỗi)|lại (?:là )?quảng cáo',
    'また広告|広告[^。]{0,6}(?:毎回|ごとに|のたびに|秒ごと)|(?:毎回|ステージごと|ステージごとに)[^。]{0,6}広告',
    '또 광고|광고가? \\d+초마다|마다 광고',
    '又是广告|又是廣告|又一个广告|又一個廣告|每(?:隔)?\\d*(?:秒|关|關|局)[^。]{0,4}(?:广告|廣告)',
    'اعلانا?ت? كل|اعلان اخر|اعلان جديد كل',
    'हर (?:\\d+ )?(?:सेकंड|मिनट|लेवल)[^।]{0,10}(?:विज्ञापन|ऐड|एड)|फिर से (?:विज्ञापन|ऐड)',
  ].join('|'),
  'u',
)

/** "No ads after every level", "one ad every 5 levels is fair": counted out, but no complaint. */
const NOT_PEST =
  /(?<!\p{L})(?:no|not|without|never|none|sin|sem|sans|ohne|kein\p{L}*|senza|geen|zonder|bez|без|нет|немає|fair|ok|okay|fine|acceptable|reasonable|understandable|bearable|justo|razoavel|normal|correct|ok)(?!\p{L})/u

/** Whether a clause counts out the ads it is shown. */
function adPest(norm: string): boolean {
  return AD_PEST.test(norm) && !NOT_PEST.test(norm)
}

/**
 * Turns clauses that count out ads into complaints; praise in the same clause is a sneer.
 * "Schon wieder Werbung" holds "wieder Werbung", the words of ads back after paying them away;
 * with no purchase said anywhere (`paidSaid`), it is only one ad more, no missing purchase.
 */
export function markAdPest(
  raw: readonly { norm: string }[],
  facts: ClauseFacts[],
  paidSaid: boolean,
): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f || !adPest(c.norm)) return
    if (!paidSaid && f.billingCases.has('purchase_missing')) {
      f.billingCases.delete('purchase_missing')
      if (f.billingCases.size === 0) f.intents.delete('billing')
    }
    if (f.score > 0) f.sarcastic = true
    f.score = Math.min(f.score, -1)
    f.cued = true
    f.intents.delete('praise')
    if (f.intents.size === 0) f.intents.add('complaint')
  })
}
