import type { Cues } from './types'

/**
 * How people say something on screen is in the way, without a word of fault: the keyboard
 * covers the text box, the buttons are off the screen, the text is black on black, they cannot
 * see what they type or tap the button. A fault in how the app shows itself: a bug to look into,
 * not praise and not an opinion of the design. Merged into each language's bug cues (see
 * `withObscured`): `phrases` match like the other cue phrases, `patterns` on the folded clause.
 */
interface Obscured {
  phrases: readonly string[]
  patterns?: readonly RegExp[]
}

const OBSCURED: Record<string, Obscured> = {
  en: {
    phrases: [
      'off the screen', 'off screen', 'off-screen', 'offscreen', 'outside the screen', 'cut off', 'cuts off', 'gets cut off', 'is cut off', 'are cut off',
      'black on black', 'white on white', 'grey on grey', 'gray on gray', 'dark on dark', 'hidden behind', 'hidden under', 'covered by', 'blocked by',
      'overlaps', 'overlapping', "can't see what i", 'cant see what i', 'cannot see what i', "can't read the", 'cant read the', 'cannot read the',
    ],
    patterns: [
      // "the keyboard covers the text box", "an ad blocks half the map": something lies over what they use.
      /\b(?:covers|covering|blocks|blocking|hides|hiding|sits over|sits on top of)\b (?:up )?(?:the|my|half|part|most|all|some)\b(?: of)?(?: the| my)? ?(?:\S+ ){0,2}?(?:text|box|field|input|buttons?|screen|notes?|keyboard|menu|bar|map|content|page|view|half|bottom|top|title|lines?|words?|stats|timer|board|tiles?)\b/u,
      // "can't tap save", "cannot press the button", "unable to reach the menu".
      /\b(?:can'?t|cannot|unable to|impossible to) (?:see|tap|press|click|reach|hit) (?:the |my |on |what |anything\b|any\b|it\b|save\b|start\b|stop\b|pause\b|done\b|ok\b)/u,
      // "grey lines on a grey background", "white text on a white background".
      /\b(black|white|grey|gray|dark|light|blue|red|green|yellow)\b (?:\S+ )?on (?:a |the )?\1\b/u,
    ],
  },
  de: {
    phrases: [
      'verdeckt', 'verdecken', 'überdeckt', 'ueberdeckt', 'abgeschnitten', 'außerhalb des bildschirms', 'ausserhalb des bildschirms', 'nicht mehr sichtbar',
      'schwarz auf schwarz', 'weiß auf weiß', 'weiss auf weiss', 'grau auf grau', 'nicht lesbar', 'kann nicht sehen was', 'sehe nicht was', 'sieht man nicht',
      'kann man nicht lesen', 'nicht antippen', 'nicht anklicken', 'nicht erreichbar',
    ],
  },
  fr: {
    phrases: [
      'cache le', 'cache la', 'cache les', 'masque le', 'masque la', 'masque les', 'recouvre', 'est coupé', 'sont coupés', 'coupé en bas', 'hors de l’écran',
      "hors de l'écran", 'hors écran', 'noir sur noir', 'blanc sur blanc', 'gris sur gris', 'illisible', 'on ne voit pas', 'je ne vois pas ce que',
      'impossible de cliquer', 'impossible d’appuyer', "impossible d'appuyer",
    ],
  },
  es: {
    phrases: [
      'tapa el', 'tapa la', 'tapa los', 'tapa las', 'cubre el', 'cubre la', 'oculta el', 'oculta la', 'tapados', 'tapado', 'se corta', 'cortado', 'cortados',
      'fuera de la pantalla', 'negro sobre negro', 'blanco sobre blanco', 'gris sobre gris', 'ilegible', 'no se ve', 'no se lee', 'no veo lo que',
      'no puedo pulsar', 'no puedo tocar', 'no se puede pulsar',
    ],
  },
  pt: {
    phrases: [
      'cobre o', 'cobre a', 'tapa o', 'tapa a', 'esconde o', 'esconde a', 'cortado', 'cortados', 'fora da tela', 'fora do ecrã', 'preto no preto',
      'preto sobre preto', 'branco no branco', 'cinza no cinza', 'ilegível', 'não dá pra ver', 'não dá para ver', 'não vejo o que', 'não consigo ver o que',
      'não consigo clicar', 'não consigo apertar', 'não consigo tocar',
    ],
  },
  it: {
    phrases: [
      'copre il', 'copre la', 'copre i', 'copre le', 'coperto', 'coperti', 'coperta', 'coperte', 'nasconde il', 'nasconde la', 'tagliato', 'tagliati',
      'fuori dallo schermo', 'nero su nero', 'bianco su bianco', 'grigio su grigio', 'illeggibile', 'non si vede', 'non si legge', 'non vedo cosa',
      'non riesco a premere', 'non riesco a cliccare',
    ],
  },
  nl: {
    phrases: [
      'bedekt', 'valt over', 'valt achter', 'verborgen achter', 'afgesneden', 'buiten het scherm', 'zwart op zwart', 'wit op wit', 'grijs op grijs',
      'onleesbaar', 'niet te lezen', 'zie niet wat', 'niet te zien', 'kan niet op', 'niet aanklikbaar',
    ],
  },
  pl: {
    phrases: [
      'zasłania', 'zaslania', 'zakrywa', 'zakryt', 'zasłonięt', 'ucięt', 'uciet', 'poza ekranem', 'czarny na czarnym', 'czarne na czarnym', 'biały na białym',
      'szary na szarym', 'nieczyteln', 'nic nie widać', 'nie widać', 'nie widzę co', 'nie da się kliknąć', 'nie mogę kliknąć',
    ],
  },
  ru: {
    phrases: [
      'закрывает', 'перекрывает', 'загораживает', 'обрезан', 'обрезается', 'за пределами экрана', 'за экраном', 'уходит за экран', 'чёрный на чёрном',
      'черный на черном', 'чёрным на чёрном', 'черным на черном', 'белым на белом', 'нечитаем', 'ничего не видно', 'не видно', 'не вижу что', 'не нажимается', 'невозможно нажать',
    ],
  },
  uk: {
    phrases: [
      'закриває', 'перекриває', 'обрізан', 'обрізається', 'за межами екрана', 'за екраном', 'чорний на чорному', 'чорним на чорному', 'білим на білому',
      'нечитабельн', 'нічого не видно', 'не видно', 'не бачу що', 'не натискається', 'неможливо натиснути',
    ],
  },
  tr: {
    phrases: [
      'kapatıyor', 'kapatiyor', 'örtüyor', 'ortuyor', 'kesiliyor', 'kesik', 'ekranın dışında', 'ekranin disinda', 'ekran dışında', 'siyah üstüne siyah',
      'siyah üzerine siyah', 'beyaz üzerine beyaz', 'okunmuyor', 'görünmüyor', 'gorunmuyor', 'basılmıyor', 'basilmiyor', 'tıklanmıyor', 'tiklanmiyor',
    ],
  },
  sv: {
    phrases: [
      'täcker', 'tacker', 'skymmer', 'döljer', 'doljer', 'avklippt', 'klipps av', 'utanför skärmen', 'utanfor skarmen', 'svart på svart', 'vitt på vitt',
      'grått på grått', 'oläslig', 'olaslig', 'syns inte', 'ser inte vad', 'går inte att trycka', 'gar inte att trycka', 'går inte att läsa',
    ],
  },
  ar: {
    phrases: ['يغطي', 'تغطي', 'يحجب', 'تحجب', 'مقطوع', 'مقطوعة', 'خارج الشاشة', 'أسود على أسود', 'اسود على اسود', 'لا يظهر', 'لا تظهر', 'لا أرى ما', 'لا يمكن الضغط', 'لا أستطيع الضغط', 'غير مقروء'],
  },
  hi: {
    phrases: ['ढक देता', 'ढक देती', 'ढक लेता', 'ढक लेती', 'छिप जाता', 'छिप जाती', 'स्क्रीन से बाहर', 'काले पर काला', 'दिखाई नहीं देता', 'दिखाई नहीं देती', 'दिखता नहीं', 'पढ़ नहीं पा', 'दबा नहीं पा', 'कट जाता', 'कट जाती'],
  },
  id: {
    phrases: ['menutupi', 'ketutup', 'tertutup', 'terpotong', 'kepotong', 'di luar layar', 'keluar layar', 'hitam di atas hitam', 'hitam di hitam', 'tidak kelihatan', 'nggak kelihatan', 'gak kelihatan', 'tidak terlihat', 'tidak bisa dibaca', 'tidak bisa ditekan', 'gak bisa dipencet'],
  },
  vi: {
    phrases: ['che mất', 'che khuất', 'bị che', 'bị cắt', 'ngoài màn hình', 'tràn ra ngoài', 'đen trên nền đen', 'chữ đen trên đen', 'không nhìn thấy', 'không đọc được', 'không bấm được', 'không nhấn được'],
  },
  ja: {
    phrases: ['隠れて', '隠れる', 'かぶって', '被って', '重なって', 'はみ出', '見切れ', '画面外', '画面の外', '見えない', '見えません', '読めない', '読めません', '押せない', '押せません', 'タップできない', 'タップできません', '黒地に黒', '黒に黒'],
  },
  ko: {
    phrases: ['가려서', '가려져', '가립니다', '가려요', '잘려', '화면 밖', '안 보여', '안보여', '보이지 않', '안 눌려', '안눌려', '눌리지 않', '검은색에 검은', '검정 바탕에 검정'],
  },
  zh: {
    phrases: ['挡住', '遮住', '遮挡', '被挡', '超出屏幕', '屏幕外', '看不到', '看不见', '看不清', '点不到', '按不到', '点不了', '黑底黑字', '被截断', '显示不全'],
  },
  'zh-Hant': {
    phrases: ['擋住', '遮住', '遮擋', '被擋', '超出螢幕', '螢幕外', '看不到', '看不見', '看不清', '點不到', '按不到', '點不了', '黑底黑字', '被截斷', '顯示不全'],
  },
}

/** A language's cues with the ways it says something on screen is in the way added to its faults. */
export function withObscured(lang: string, cues: Cues): Cues {
  const o = OBSCURED[lang]
  if (!o) return cues
  const patterns = cues.patterns ?? {}
  return {
    ...cues,
    bug: [...new Set([...cues.bug, ...o.phrases])],
    ...(o.patterns ? { patterns: { ...patterns, bug: [...(patterns.bug ?? []), ...o.patterns] } } : {}),
  }
}
