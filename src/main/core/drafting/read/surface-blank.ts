import { normalizeForMatch } from '../topics/normalize'
import type { Hit } from './match'

/**
 * A widget, lock screen or home screen that shows nothing: "since the update the widget doesn't
 * show my notes any more, it's blank". The notes are still in the app; the surface that should
 * show them fails, a fault of that surface, not data lost. Matched on the folded text (lower
 * case, Latin accents dropped; Vietnamese keeps its marks), every language at once.
 */
const SURFACE =
  /(?<!\p{L})(?:widgets?|widgetu|widzet\p{L}*|виджет\p{L}*|віджет\p{L}*|lock ?screen|home ?screen|sperrbildschirm|startbildschirm|ecran d'accueil|ecran de verrouillage|pantalla de (?:inicio|bloqueo)|tela (?:inicial|de bloqueio)|schermata (?:home|di blocco)|vergrendelscherm|startscherm|lasskarm\p{L}*|hemskarm\p{L}*|ekran\p{L}* blokady|ekran\p{L}* glown\p{L}*|kilit ekran\p{L}*|ana ekran\p{L}*|layar (?:kunci|utama)|màn hình (?:khóa|chính)|ويدجت|الويدجت|विजेट)(?!\p{L})|ウィジェット|ロック画面|ホーム画面|위젯|잠금 ?화면|홈 ?화면|小组件|小部件|桌面组件|微件|锁屏|主屏幕|小工具/u

/** Words that say a surface shows nothing (blank, empty, no longer shows), folded. */
const SHOWS_NOTHING =
  /(?<!\p{L})(?:blank|empty|(?:doesn'?t|does not|won'?t|no longer|stopped|not) (?:show|display|load)\p{L}*|shows? nothing|nothing shows|leer|zeigt (?:nichts|keine\p{L}*)|vide|n'?affiche (?:plus|rien|pas)|vaci[oa]|no (?:muestra|aparece)\p{L}*|vazi[oa]|nao (?:mostra|aparece)\p{L}*|vuot[oa]|non (?:mostra|compare)\p{L}*|leeg|toont (?:niets|geen)|pust\p{L}*|nie (?:pokazuje|wyswietla)\p{L}*|пуст\p{L}*|не (?:показыва|отобража|показу|відобража)\p{L}*|порожн\p{L}*|bos|gostermiyor|tomt?|visar (?:inget|inte)|kosong|(?:tidak|gak|nggak|ga) (?:muncul|tampil)\p{L}*|trống(?: trơn)?|trắng trơn|không (?:hiện|hiển thị)|ko hiện|k hiện|فارغ\p{L}*|لا (?:يظهر|تظهر|يعرض)|खाली|नहीं दिख\p{L}*)(?!\p{L})|空白|不显示|显示不出|真っ白|表示されない|何も表示|비어|안 보여|안 나와|표시되지/gu

/**
 * Whether the sentence names a surface and every loss word in it only says that surface shows
 * nothing: then nothing is lost, the surface is at fault.
 */
export function surfaceShowsNothing(norm: string, losses: readonly Hit[]): boolean {
  if (losses.length === 0 || !SURFACE.test(norm)) return false
  const blanks = [...norm.matchAll(SHOWS_NOTHING)].map((m) => ({
    at: m.index,
    end: m.index + m[0].length,
  }))
  return losses.every((l) => blanks.some((b) => b.at <= l.at && b.end >= l.end))
}

/**
 * Whether a clause says the thing it names shows nothing after it ("the list is completely
 * blank"): there the loss is seen, it is not what lost the data.
 */
export function shownEmpty(clause: string, thing: string, lang: string): boolean {
  const norm = normalizeForMatch(clause, lang)
  const at = norm.indexOf(normalizeForMatch(thing, lang))
  return at >= 0 && [...norm.matchAll(SHOWS_NOTHING)].some((m) => m.index > at)
}
