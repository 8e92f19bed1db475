/**
 * "Wow, so fast… 10 minutes to open a note": praise of speed in a review that says how many
 * minutes the app takes to open or load cannot be meant. Both tests run on the clause's written
 * text, lower-cased; the lists are compiled once.
 */

const L = String.raw`(?<![\p{L}\p{M}])`

/** Praise of speed, in the languages the reader covers. */
const SPEED = new RegExp(
  [
    `${L}(?:fast|quick|speedy|rapide|rápid|rapid|veloc|schnell|snel|snabb|szybk|быстр|швидк|hızlı|cepat|kencang|nhanh|سريع)`,
    '速い|速っ|早い|爆速|真快|好快|超快|飞快|速度快|迅速|빠르|빨라|빠른|तेज़',
  ].join('|'),
  'u',
)

/** A number of minutes or hours. */
const SPAN = new RegExp(
  String.raw`\d+\s*(?:min\p{L}*|hours?|hrs?|heures?|horas?|ore|stunden?|std|uur|timm\p{L}*|godzin\p{L}*|мин\p{L}*|час\p{L}*|хвилин\p{L}*|годин\p{L}*|dakika|saat|menit|jam|phút|giờ|分|時間|小时|小時|분|시간|मिनट|घंटे|دقائق|دقيقة|ساعات)`,
  'u',
)

/** Opening, loading, starting or syncing: what the minutes are spent waiting for. */
const WAITS_FOR = new RegExp(
  [
    // Not "start": a running app's reviews start runs for minutes on end.
    `${L}(?:open|load|launch|sync|ouvr|charg|abrir|abre|abra|carg|aprir|apert|caric|carreg|öffn|lad|synchron|laad|opent?|öppn|ladd|otw|ład|откр|загру|синхрон|відкр|завантаж|açıl|yüklen|buka|dibuka|muat|mở|tải)`,
    '開く|開か|起動|読み込|同期|打开|打開|加载|載入|同步|열리|열려|로딩|켜지|खुल|लोड|يفتح|تحميل',
  ].join('|'),
  'u',
)

/** Whether the clause praises speed ("so fast", "trop rapide", "超快"). */
export function praisesSpeed(text: string): boolean {
  return SPEED.test(text.toLowerCase())
}

/** Whether the clause says it takes minutes or hours to open, load, start or sync. */
export function statesWait(text: string): boolean {
  const lower = text.toLowerCase()
  const span = SPAN.exec(lower)
  if (!span) return false
  // "10 minutes to open", "打开要10分钟": the wait and what it is for stand close together.
  return WAITS_FOR.test(lower.slice(Math.max(0, span.index - 25), span.index + span[0].length + 25))
}
