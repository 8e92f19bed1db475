import type { RawClause } from './clauses'
import type { ClauseFacts } from './facts'

/**
 * "Wenn ihr einen Dunkelmodus einbaut, gebe ich fünf Sterne", "si vous ajoutez un mode sombre, je
 * mets 5 étoiles", "jeśli dodacie tryb offline, dam 5 gwiazdek", "ダークモードがあれば星5にします":
 * stars promised on a condition praise nothing yet. The count of stars is a praise cue, so the
 * reply thanked for "kind words" nobody wrote ("Danke für die netten Worte zum Dunkelmodus!").
 * The promise is the wish's: the clause that names the condition is a request, the stars no praise.
 * Matched on folded text, every language at once.
 */
const COUNT = String.raw`(?:[1-5]|one|two|three|four|five|funf|vier|drei|cinq|quatre|cinco|cuatro|cinque|quattro|vijf|piec|cztery|пять|четыре|п'ять|чотири|bes|dort|fem|fyra|lima|empat|nam|bon)`
const STARS = String.raw`(?:stars?|sterne?n?|etoiles?|estrellas?|stelle|stella|estrelas?|sterren?|gwiazd\p{L}*|звезд\p{L}*|зiрок|зірк\p{L}*|yildiz\p{L}*|stjarn\p{L}*|bintang|sao)`
const STAR_COUNT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${COUNT}\s?${STARS}(?!\p{L})|(?<![\p{L}\p{N}])${STARS}\s?${COUNT}(?![\p{L}\p{N}])|星\s?[1-5１-５]|[1-5１-５]\s?つ?星|★\s?[1-5]|[五四]星|별\s?[1-5]|[1-5]\s?개?\s?별|별점\s?[1-5]|만점`,
  'u',
)

/**
 * What the reviewer promises to do once the condition is met: buy, pay, upgrade, subscribe, come
 * back, change the rating (folded text). With stars, the consequence of a promise on a condition.
 */
const PROMISE: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:i'?ll|i will|i'?d|i would|will|would)(?: (?:\p{L}+ ){0,2})?(?:buy|pay|upgrade|subscribe|purchase|get premium|get pro|go pro|come back|switch back|change my (?:rating|review)|update my (?:rating|review)|raise my (?:rating|review)|bump)(?!\p{L})/u,
  de: /(?<!\p{L})(?:kaufe|kauf|kaufen|bezahle|zahle|abonniere|buche|andere ich|erhohe ich|komme ich zuruck|wurde ich (?:\p{L}+ ){0,3}(?:kaufen|zahlen|bezahlen|abonnieren|buchen|andern|erhohen|geben))(?!\p{L})/u,
  fr: /(?<!\p{L})(?:j'achete|j'acheterai|j'acheterais|je paie|je paye|je paierai|je paierais|je m'abonne|je m'abonnerai|je m'abonnerais|je prends|je prendrai|je prendrais|je change(?:rai|rais)? (?:ma|mon) (?:note|avis)|je reviens|je reviendrai)(?!\p{L})/u,
  es: /(?<!\p{L})(?:compro|comprare|compraria|pago|pagare|pagaria|me suscribo|me suscribiria|cambio mi (?:nota|calificacion|resena)|cambiare mi|subo (?:la|mi) (?:nota|calificacion)|vuelvo)(?!\p{L})/u,
  it: /(?<!\p{L})(?:compro|comprero|comprerei|pago|paghero|pagherei|mi abbono|cambio (?:il|la) (?:voto|recensione)|cambiero)(?!\p{L})/u,
  pt: /(?<!\p{L})(?:compro|comprarei|compraria|pago|pagarei|pagaria|assino|assinarei|assinaria|mudo (?:a|minha) (?:nota|avaliacao)|mudarei)(?!\p{L})/u,
  nl: /(?<!\p{L})(?:koop ik|zou ik (?:\p{L}+ ){0,3}(?:kopen|betalen|nemen)|betaal ik|neem ik|pas ik (?:mijn )?(?:beoordeling|review) aan)(?!\p{L})/u,
  pl: /(?<!\p{L})(?:kupie|kupilbym|kupilabym|kupil(?:a)?bym|zaplace|zaplacilbym|zaplacilabym|wykupie|wykupilbym|wykupilabym|zmienie ocene|zmienilbym ocene|podniose ocene|poprawie ocene|dam|dalbym|dalabym|wroce)(?!\p{L})/u,
  ru: /(?<!\p{L})(?:куплю|купил бы|купила бы|заплачу|оплачу|подпишусь|изменю оценку|поменяю оценку|поставлю|поставил бы|поставила бы|верну)(?!\p{L})/u,
  uk: /(?<!\p{L})(?:куплю|купив би|купила б|заплачу|оплачу|підпишусь|зміню оцінку|поставлю|поставив би)(?!\p{L})/u,
  tr: /(?<!\p{L})(?:satin alirim|satin alirdim|alirim|alirdim|oderim|oderdim|veririm|verirdim|abone olurum|abone olurdum|puanimi (?:degistiririm|yukseltirim|arttiririm)|yildizi (?:arttiririm|yukseltirim))(?!\p{L})/u,
  id: /(?<!\p{L})(?:saya (?:akan |pasti |langsung )?(?:beli|bayar|langganan)|aku (?:akan |pasti |langsung )?(?:beli|bayar|langganan)|(?:pasti|langsung) (?:beli|bayar|langganan)|saya ubah rating|kasih bintang)(?!\p{L})/u,
  vi: /(?<!\p{L})(?:se mua|mua ngay|se tra phi|se nang cap|se doi danh gia|se cho \d sao|cho \d sao)(?!\p{L})/u,
  ja: /(?:買います|購入します|課金します|課金する|評価を上げ|星を増や)/u,
  ko: /(?:살게요|구매할게요|결제할게요|결제하겠|구독할게요|별점 올릴|평점 올릴)/u,
  zh: /(?:就买|就付费|就充值|就订阅|就加星|就改评)/u,
}

/**
 * Words that open a condition ("if", "wenn", "gdyby", "eğer", "-rsa", "あれば"), by language.
 * Global, for `matchAll` only (which copies the pattern, so no `lastIndex` is shared).
 */
const CONDITION: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:if|once|as soon as|when)(?!\p{L})/gu,
  de: /(?<!\p{L})(?:wenn|falls|sobald)(?!\p{L})/gu,
  fr: /(?<!\p{L})(?:si|s'il|s'ils|quand|des que|lorsque)(?!\p{L})/gu,
  es: /(?<!\p{L})(?:si|cuando|en cuanto)(?!\p{L})/gu,
  it: /(?<!\p{L})(?:se|quando|appena)(?!\p{L})/gu,
  pt: /(?<!\p{L})(?:se|quando|assim que|caso)(?!\p{L})/gu,
  nl: /(?<!\p{L})(?:als|zodra|wanneer|indien)(?!\p{L})/gu,
  sv: /(?<!\p{L})(?:om|nar|sa fort)(?!\p{L})/gu,
  pl: /(?<!\p{L})(?:jesli|jezeli|gdyby\p{L}*|jak|kiedy|gdy)(?!\p{L})/gu,
  ru: /(?<!\p{L})(?:если|когда|как только)(?!\p{L})/gu,
  uk: /(?<!\p{L})(?:якщо|коли|як тільки)(?!\p{L})/gu,
  tr: /(?<!\p{L})(?:eger|\p{L}+(?:rsa|rse)(?:n|niz|nız|k)?|olsa\p{L}*|varsa)(?!\p{L})/gu,
  id: /(?<!\p{L})(?:kalau|kalo|jika|jikalau|bila|apabila|asal)(?!\p{L})/gu,
  vi: /(?<!\p{L})(?:neu|khi nao|khi)(?!\p{L})/gu,
  ja: /(?:れば|あれば|たら|なら)/gu,
  ko: /(?:면|다면|으면)(?:\s|$)/gu,
  zh: /如果|要是|假如|只要|的话|的話/gu,
}

/**
 * A condition word with at least two words of condition after it: "eso si 5 estrellas" (that,
 * yes: five stars) and a bare "if" open none.
 */
function opensCondition(text: string, condition: RegExp): boolean {
  for (const m of text.matchAll(condition)) {
    const rest = text.slice(m.index + m[0].length)
    // Conditions that close what they follow ("あれば", "생기면", "eklerseniz"): what came before counts.
    const closing =
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|(?:rsa|rse|sa|se)\p{L}{0,4}$|varsa$/u.test(
        m[0],
      ) && !/^(?:se|si)$/u.test(m[0])
    if (closing || (rest.match(/\p{L}+/gu) ?? []).length >= 2) return true
  }
  return false
}

/**
 * Marks the clauses whose only praise is stars promised on a condition said before them in the
 * same sentence: no praise; the clause of the condition, if nothing else claimed it, a request.
 */
export function markStarPromise(
  raw: readonly RawClause[],
  facts: ClauseFacts[],
  lang: string,
): void {
  const condition = CONDITION[lang]
  if (!condition) return
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f || f.sarcastic) return
    const praised = f.intents.has('praise')
    // Stars promised are praised by the cue lists; a purchase promised is read as nothing.
    const star = praised
      ? STAR_COUNT.exec(c.norm)
      : f.intents.size === 0
        ? PROMISE[lang]?.exec(c.norm)
        : null
    if (!star) return
    // The condition: in this clause before the stars, or in a clause of the same sentence before it.
    let opener = opensCondition(c.norm.slice(0, star.index), condition) ? i : -1
    for (let j = i - 1; opener < 0 && j >= 0 && raw[j]?.sentence === c.sentence; j--)
      if (opensCondition(raw[j]?.norm ?? '', condition)) opener = j
    if (opener < 0) return
    f.intents.delete('praise')
    f.score = Math.min(f.score, 0)
    f.plainScore = Math.min(f.plainScore, 0)
    const g = facts[opener]
    if (g && opener !== i && g.intents.size === 0) {
      g.intents.add('request')
      g.cued = true
    } else if (opener === i && f.intents.size === 0) {
      f.intents.add('request')
      f.cued = true
    }
  })
}
