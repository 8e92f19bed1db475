/**
 * A wish to change a thing the app already has, outside English: "Könntet ihr die Sprachansagen
 * lauter machen?", "cambien el tamaño de la letra", "l'export actuel est trop limité",
 * "сделайте карту крупнее", "フォルダの並び順を変えられるようにしてほしい". The review says how the
 * thing should be changed (a verb of changing or bettering, a comparative: louder, bigger) or
 * that the app has it now ("the current …"), close to the thing's name in the same sentence.
 * "More levels" asks for new ones: a comparative of quantity is no change.
 */

/** Per language: words that change or better what is there, and words saying it is there now. */
const CHANGE: Record<string, RegExp> = {
  de: /(?<![\p{L}])(?:ändern|ändert|änderbar|anpassen|anpassbar|verbessern|verbessert|überarbeiten|überarbeitet|umstellen|einstellbar|\p{L}{2,}er\s+machen|größer|kleiner|lauter|leiser|heller|dunkler|schneller|übersichtlicher|aktuelle[nrs]?|jetzige[nrs]?|bisherige[nrs]?)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:changer|changez|modifier|modifiez|améliorer|améliorez|agrandir|agrandissez|ajustable|réglable|personnalisable|plus\s+(?:grande?s?|gros(?:se)?s?|petite?s?|forte?s?|claire?s?|lisibles?|rapides?|fort)|actuel(?:le)?s?|existante?s?)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:cambi(?:en|ad|ar|e)|mejor(?:en|ad|ar)|modifi(?:quen|cad|car)|agrand(?:en|ad|ar)|ajustable|personalizable|más\s+(?:grandes?|pequeñ[oa]s?|fuertes?|alt[oa]s?|clar[oa]s?|rápid[oa]s?|legibles?)|actual(?:es)?|existentes?)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:mud(?:em|ar|e)|alter(?:em|ar|e)|melhor(?:em|ar|e)|aument(?:em|ar|e)|ajustável|personalizável|maior(?:es)?|mais\s+(?:grandes?|alt[oa]s?|fortes?|clar[oa]s?|rápid[oa]s?|legíveis|legível)|atua(?:l|is)|existentes?)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(?:cambi(?:are|ate|asse|aste)|modific(?:are|ate)|miglior(?:are|ate)|ingrandi(?:re|te)|regolabile|personalizzabile|più\s+(?:grand[ei]|alt[oaie]|fort[ei]|chiar[oaie]|veloc[ei]|leggibil[ei])|attual[ei]|esistent[ei])(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:измени\p{L}*|поменя\p{L}*|улучши\p{L}*|увеличь\p{L}*|настраиваем\p{L}*|крупнее|громче|тише|ярче|понятнее|быстрее|удобнее|текущ\p{L}*|нынешн\p{L}*|существующ\p{L}*)(?![\p{L}])/iu,
  ja: /変え|変更|改善|大きく|小さく|見やすく|読みやすく|速く|明るく|暗く|調整|カスタマイズ|今の|現在の|既存の/u,
  nl: /(?<![\p{L}])(?:veranderen|verander|wijzigen|wijzig|aanpassen|aanpasbaar|verbeteren|verbeter|instelbaar|groter|kleiner|harder|zachter|lichter|donkerder|sneller|duidelijker|overzichtelijker|huidige|bestaande)(?![\p{L}])/iu,
  pl: /(?<![\p{L}])(?:zmień\p{L}*|zmieni\p{L}*|popraw(?:cie|ić|icie)|ulepsz\p{L}*|powiększ\p{L}*|dostosow\p{L}*|większ(?:y|a|e|ą|ych|ej)|mniejsz(?:y|a|e|ą|ych|ej)|głośniej\p{L}*|ciszej|jaśniej\p{L}*|czytelniej\p{L}*|czyteln(?:y|a|e|iejsz\p{L}*)|szybsz\p{L}*|obecn\p{L}*|istniejąc\p{L}*)(?![\p{L}])/iu,
  uk: /(?<![\p{L}])(?:змін(?:іть|ити|ювати)|поміня\p{L}*|покращ\p{L}*|збільш\p{L}*|налаштовуван\p{L}*|крупніш\p{L}*|гучніш\p{L}*|тихіш\p{L}*|яскравіш\p{L}*|зрозуміліш\p{L}*|швидш\p{L}*|зручніш\p{L}*|поточн\p{L}*|теперішн\p{L}*|існуюч\p{L}*)(?![\p{L}])/iu,
  sv: /(?<![\p{L}])(?:ändra|ändras|ändring|justera|justerbar|förbättra|förbättras|anpassa|anpassningsbar|större|mindre|högre|tydligare|ljusare|mörkare|snabbare|nuvarande|befintlig\p{L}*)(?![\p{L}])/iu,
  tr: /(?<![\p{L}])(?:değiştir\p{L}*|iyileştir\p{L}*|büyüt\p{L}*|ayarlanabil\p{L}*|özelleştir\p{L}*|daha (?:büyük|küçük|yüksek|net|açık|koyu|hızlı|okunaklı|anlaşılır)|mevcut|şimdiki|şu anki)(?![\p{L}])/iu,
  id: /(?<![\p{L}])(?:ubah|diubah|ganti|diganti|tingkatkan|perbesar|diperbesar|bisa diatur|lebih (?:besar|kecil|keras|jelas|terang|gelap|cepat|rapi)|yang sekarang|saat ini|yang ada)(?![\p{L}])/iu,
  vi: /(?<![\p{L}])(?:đổi|thay đổi|chỉnh|điều chỉnh|cải thiện|to hơn|nhỏ hơn|lớn hơn|rõ hơn|nhanh hơn|sáng hơn|hiện tại|hiện có)(?![\p{L}])/iu,
  ko: /바꿔|바꾸|변경|개선|크게|작게|키워|조절|커스터마이즈|지금의|현재의|기존의/u,
  zh: /改成|改为|更改|修改|改进|改善|调大|调小|大一点|大一些|小一点|清楚一点|快一点|自定义|现在的|目前的|现有的/u,
}

/** How far from the thing's name, in characters, a word of change still speaks of it. */
const NEAR = 40

/** The wished thing as one the app has, where the review (not in English) wishes it changed. */
export function changedIn(feature: string, text: string, code: string): string | null {
  const change = CHANGE[code]
  if (!change || feature.split(/\s+/u).length > 5) return null
  const lower = text.toLowerCase()
  const name = feature.toLowerCase()
  for (let at = lower.indexOf(name); at !== -1; at = lower.indexOf(name, at + 1)) {
    // Only the sentence that holds the name, and only near it.
    const before =
      lower
        .slice(Math.max(0, at - NEAR), at)
        .split(/[.!?？。！]/u)
        .pop() ?? ''
    const after =
      lower.slice(at + name.length, at + name.length + NEAR).split(/[.!?？。！]/u)[0] ?? ''
    if (change.test(before) || change.test(after)) return feature
  }
  return null
}
