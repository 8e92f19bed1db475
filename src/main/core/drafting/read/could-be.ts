/**
 * "…but the widgets could be a bit bigger", "ama widget'lar biraz daha büyük olabilirdi", "die
 * Schrift könnte größer sein", "виджеты могли бы быть побольше": a thing that could or should
 * be bigger, longer or more is a wish for it, told the polite way. Turned from praise it reports
 * no fault, so the reply thanks for the idea instead of apologising for a problem. Matched on
 * the folded text of one clause (lower case, Latin accents dropped).
 */

// "Bigger", "clearer", "more", by language (folded).
const MORE_EN = String.raw`(?:bigger|larger|longer|clearer|brighter|easier|simpler|more \p{L}+|a bit more|a little more)`
const MORE_DE = String.raw`(?:grosser|langer|breiter|heller|klarer|einfacher|ubersichtlicher|etwas mehr|ein bisschen mehr)`
const MORE_RU = String.raw`(?:побольше|покрупнее|подольше|крупнее|больше|длиннее|понятнее|ярче)`
const MORE_UK = String.raw`(?:більше|більшими|більшим|більші|побільше|довше|зрозуміліше)`

const COULD_BE = new RegExp(
  [
    // English: "could be bigger", "could have been a bit clearer", "should be larger".
    String.raw`(?<!\p{L})(?:could|should|might) (?:have been|be) (?:a (?:bit|little|tad) |much |way |slightly |even )?${MORE_EN}(?!\p{L})`,
    // Turkish: "biraz daha büyük olabilirdi", "daha uzun olmalı", "daha büyük olsa".
    String.raw`(?<!\p{L})daha (?:\p{L}+ ){0,2}?(?:olabilirdi|olabilir|olmali|olmaliydi|olsa|olsaydi)(?!\p{L})`,
    // German: "könnte größer sein", "dürften etwas länger sein", "sollte klarer sein".
    String.raw`(?<!\p{L})(?:konnte|konnten|durfte|durften|sollte|sollten) (?:(?!nicht|nie|kein)\p{L}+ ){0,3}?${MORE_DE} sein(?!\p{L})`,
    // French, Spanish, Portuguese, Italian: "pourrait être plus grand", "podría ser más", "poderia ser maior", "potrebbe essere più".
    String.raw`(?<!\p{L})(?:pourrai(?:t|ent)|devrai(?:t|ent)) etre (?:un peu )?plus(?!\p{L})`,
    String.raw`(?<!\p{L})(?:podria(?:n)?|deberia(?:n)?) ser (?:un poco )?(?:mas|mayor(?:es)?)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:poderia(?:m)?|deveria(?:m)?|podia(?:m)?) ser (?:um pouco )?(?:mais|maior(?:es)?)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:potrebbe(?:ro)?|dovrebbe(?:ro)?) essere (?:un po'? )?(?:piu|maggiore)(?!\p{L})`,
    // Dutch: "mogen wat groter", "zouden iets langer kunnen".
    String.raw`(?<!\p{L})(?:mag|mogen|zou|zouden) (?:\p{L}+ ){0,2}?(?:wat|iets|een beetje) (?:groter|langer|duidelijker|meer)(?!\p{L})`,
    // Russian, Ukrainian: "могли бы быть побольше", "можна було б зробити більшими".
    String.raw`(?<!\p{L})(?:мог(?:ли|ла|ло)? бы|можно было бы|хотелось бы) (?:\p{L}+ ){0,3}?${MORE_RU}(?!\p{L})`,
    String.raw`(?<!\p{L})(?:могл(?:и|а|о) б|міг би|можна було б|хотілося б) (?:\p{L}+ ){0,3}?${MORE_UK}(?!\p{L})`,
    // Indonesian and Vietnamese: "bisa lebih besar", "nên to hơn".
    String.raw`(?<!\p{L})(?:bisa|harusnya|sebaiknya|mestinya|seharusnya) (?:\p{L}+ ){0,2}?lebih (?:besar|jelas|panjang|banyak|lama)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:nên|có thể) (?:\p{L}+ ){0,3}?(?:to hơn|lớn hơn|rõ hơn|dài hơn|nhiều hơn)(?!\p{L})`,
  ].join('|'),
  'u',
)

/** Whether a folded clause wishes a thing were bigger, longer or more, in a could-be form. */
export function wishesItCouldBe(norm: string): boolean {
  return COULD_BE.test(norm)
}
