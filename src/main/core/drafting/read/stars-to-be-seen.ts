/**
 * "5 stars so you read this", "5 Sterne, damit ihr das seht", "5 yıldız verdim görün diye": stars
 * given so the review gets read, not for anything the app does. The clause praises nothing, so
 * the reply has no kind words to thank for, whatever the stars say. Matched on the folded text
 * (lower case, Latin accents dropped; Vietnamese and Arabic keep their marks).
 */
const TO_BE_SEEN: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:\d|five|full) ?stars?(?!\p{L}).*(?:so (?:that )?(?:you|u|ya|the devs?|devs?|someone|somebody|they|it|this) (?:\p{L}+ )?(?:see|read|notice|look|gets? (?:seen|read|noticed))|for visibility|to get (?:your|ur|the devs'?) attention|so this gets (?:seen|read|noticed))/u,
  de: /(?<!\p{L})(?:\d|funf|volle) ?sterne?n?(?!\p{L}).*(?:damit|sodass|so dass|dass) (?:ihr|sie|man|es|das|ihrs)(?!\p{L})|(?:\d|funf) ?sterne?n?(?!\p{L}).*(?:zur|fur die) (?:sichtbarkeit|aufmerksamkeit)/u,
  fr: /(?<!\p{L})(?:\d|cinq) ?etoiles?(?!\p{L}).*pour (?:que (?:vous|tu|ce|ca|les dev)|qu'on (?:le |me )?(?:lise|voie)|etre (?:lu|vu)|la visibilite)/u,
  es: /(?<!\p{L})(?:\d|cinco) ?estrellas?(?!\p{L}).*(?:para que (?:lo |la |me )?(?:lean|vean|leas|veas|noten|se vea|se lea)|para que (?:los desarrolladores|ustedes)|para (?:llamar la atencion|tener visibilidad))/u,
  pt: /(?<!\p{L})(?:\d|cinco) ?estrelas?(?!\p{L}).*(?:pra|para) (?:que )?(?:voces|vcs|vc|voce|os devs?|os desenvolvedores)? ?(?:verem|lerem|vejam|leiam|ver|ler|notarem)(?!\p{L})|(?<!\p{L})(?:\d|cinco) ?estrelas?(?!\p{L}).*(?:pra|para) (?:chamar (?:a )?atencao|ter visibilidade)/u,
  it: /(?<!\p{L})(?:\d|cinque) ?stelle(?!\p{L}).*(?:cosi (?:la |lo |mi )?(?:leggete|vedete|notate)|per farvi (?:leggere|vedere)|affinche|per (?:la )?visibilita|per farmi notare)/u,
  nl: /(?<!\p{L})(?:\d|vijf) ?sterren?(?!\p{L}).*(?:zodat (?:jullie|u|je|het|dit|de ontwikkelaars)|om (?:gezien|gelezen|op te vallen))/u,
  pl: /(?<!\p{L})(?:\d|piec) ?gwiazd\p{L}*.*(?:zeby|aby|zebyscie|abyscie) (?:\p{L}+ )?(?:przeczyta|zobacz|zauwaz|widac|bylo widac)/u,
  ru: /(?<!\p{L})(?:\d|пять) ?звезд\p{L}*.*(?:чтобы|чтоб) (?:\p{L}+ )?(?:увидел|прочитал|заметил|прочли|видно)/u,
  uk: /(?<!\p{L})(?:\d|п'ять) ?зір\p{L}*.*(?:щоб|аби) (?:\p{L}+ )?(?:побачил|прочитал|помітил|видно)/u,
  tr: /(?<!\p{L})\d ?y[iı]ld[iı]z.*(?:gorun|gorsun|gorunsun|okuyun|okusun|okunsun|dikkat ceksin) ?(?:diye|die)|(?<!\p{L})\d ?y[iı]ld[iı]z.*(?:gorunmesi|okunmasi|one cikmasi) icin/u,
  sv: /(?<!\p{L})(?:\d|fem) ?stjarn\p{L}*.*(?:sa att (?:ni|ni ser|ni laser|det syns)|sa ni (?:ser|laser)|for att (?:synas|ni ska se))/u,
  id: /(?<!\p{L})(?:\d ?bintang|bintang ?\d)(?!\p{L}).*(?:biar|supaya|agar) (?:\p{L}+ )?(?:dibaca|dilihat|kebaca|keliatan|kelihatan|terlihat|diperhatikan|dinotice)/u,
  vi: /\d ?sao.*(?:để|cho) (?:\p{L}+ )?(?:đọc|thấy|chú ý|để ý)/u,
  hi: /\d ?(?:स्टार|सितारे|star).*(?:ताकि|ताकी|जिससे) .*(?:देख|पढ़|पढ|ध्यान)/u,
  ar: /\d ?(?:نجوم|نجمات).*(?:لكي|حتى|عشان|علشان|كي) .*(?:تشوف|تشوفو|تروا|تقرأ|تقرا|يشوف|يقرأ|تنتبه)/u,
  ja: /(?:(?:星|★|⭐)\s*[5５]|[5５]つ?星).*(?:見て|読んで|気づいて|目に(?:留|と)まる|目につく)/u,
  ko: /(?:별|점).*(?:보시라고|보라고|읽으시라고|읽으라고|보이라고|눈에 띄(?:게|라고))/u,
  zh: /[5五]\s*(?:星|顆星|颗星).*(?:让|讓|为了|為了|好让|好讓).*(?:看到|看見|看见|注意|重视|重視)/u,
}

/** Whether a clause's folded text gives the stars so the review is read ("5 stars so you see this"). */
export function starsToBeSeen(norm: string, lang: string): boolean {
  return (TO_BE_SEEN[lang] ?? TO_BE_SEEN[lang.slice(0, 2)])?.test(norm) ?? false
}
