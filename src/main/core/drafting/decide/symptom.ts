/**
 * What goes wrong, when a bug report says it in a word the drafter can read: the app freezes,
 * is slow, does not sync, or keeps signing them out. The apology names it in plain words
 * ("Sorry the app keeps freezing on your Pixel 7") instead of a bare "the trouble". A crash has
 * its own lines; anything else keeps the general apology.
 */
export type Symptom = 'freeze' | 'slow' | 'sync' | 'logout'

/** Latin and Cyrillic words stand alone; Japanese, Chinese and Korean are matched inside the text. */
const words = (latin: string, cjk = ''): RegExp =>
  new RegExp(`(?<!\\p{L})(?:${latin})(?!\\p{L})${cjk ? `|${cjk}` : ''}`, 'iu')

const L = '\\p{L}*'

const FREEZE = words(
  [
    `freez${L}`,
    'frozen',
    'hangs',
    'hanging',
    'get(?:s|ting)? hanged',
    'gets? stuck',
    'stuck',
    'not responding',
    'unresponsive',
    'friert',
    `eingefroren${L}`,
    'hängt',
    'hängen',
    'reagiert nicht',
    'se fige',
    `figé${L}`,
    `bloqu${L}`,
    'se congela',
    `congelad${L}`,
    'se traba',
    `trabad${L}`,
    'se cuelga',
    'trava',
    `travad${L}`,
    `travou`,
    `congel${L}`,
    'si blocca',
    `bloccat${L}`,
    `impall${L}`,
    'blijft hangen',
    'loopt vast',
    `bevr${L}`,
    `zamarz${L}`,
    `зависа${L}`,
    `завис${L}`,
    `замерза${L}`,
    'fryser',
    'frös',
    'hänger sig',
    'låser sig',
    `donuyor`,
    `donup`,
    `dondu${L}`,
    `donma${L}`,
    `takılı${L}`,
    'macet',
    `nge-?hang`,
    'hang',
    `membeku`,
    'đứng hình',
    'treo',
    'bị đơ',
    'đơ',
    `يعلق`,
    `بيعلق`,
    `يتجمد`,
    `متجمد${L}`,
    `يهنج`,
    `بيهنج`,
    'हैंग',
    'अटक',
    'फ्रीज़',
    'फ्रीज',
  ].join('|'),
  'フリーズ|固まる|固まっ|固まり|止まる|止まっ|反応しな|멈춰|멈춤|멈추|먹통|卡死|卡住|死机|死機|冻结|凍結|没反应|沒反應|当机|當機',
)

const SLOW = words(
  [
    `slow${L}`,
    'sluggish',
    'lag(?:s|gy|ging|ged|gt)?',
    'takes (?:forever|ages)',
    'langsam',
    `ruckel${L}`,
    'hakt',
    `lent${L}`,
    'rame',
    `ralenti${L}`,
    `saccad${L}`,
    'tarda (?:mucho|una eternidad)',
    'demora (?:muito|demais)',
    'ci mette (?:tanto|troppo)',
    `scatt${L}`,
    'traag',
    'langzaam',
    'hapert',
    'wolno',
    `powoln${L}`,
    `laguj${L}`,
    `przycina${L}`,
    `медленн${L}`,
    `тормоз${L}`,
    `лага${L}`,
    `повільн${L}`,
    `гальму${L}`,
    `långsam${L}`,
    'seg',
    'laggar',
    'hackar',
    `yavaş${L}`,
    `kasıyor`,
    `kasma${L}`,
    'lemot',
    'lambat',
    'lelet',
    `nge-?lag`,
    'chậm',
    'giật',
    `بطيء${L}`,
    `بطيئ${L}`,
    'بطء',
    'स्लो',
    `धीम${L}`,
    'लैग',
  ].join('|'),
  '重い|重たい|遅い|もたつ|カクカク|느려|느리|느림|버벅|卡顿|卡頓|很卡|太卡|好卡|延迟|延遲|很慢|太慢',
)

const SYNC = words(
  [
    `sync${L}`,
    `synchron${L}`,
    `synchro${L}`,
    `sincroni${L}`,
    `synkr?${L}`,
    `синхрон${L}`,
    `синхроніз${L}`,
    `senkron${L}`,
    `eşitle${L}`,
    `sinkron${L}`,
    'đồng bộ',
    `مزامن${L}`,
    `المزامن${L}`,
    `تتزامن`,
    `يتزامن`,
    'सिंक',
  ].join('|'),
  '同期|동기화|同步',
)

/** Signed out against their will; "logged out and in again" is a step they tried, not the fault. */
const LOGOUT = words(
  [
    'log(?:s|ged|ging)? (?:me )?out(?! and)',
    'sign(?:s|ed|ing)? (?:me )?out(?! and)',
    'meldet mich (?:ständig |immer wieder |dauernd )?ab',
    'abgemeldet',
    'loggt mich (?:ständig |immer wieder |dauernd )?aus',
    `déconnect${L}`,
    'me (?:cierra|saca) (?:la |de la |de mi )?(?:sesión|cuenta)',
    `deslog${L}`,
    'me desconecta',
    'mi (?:disconnette|fa uscire)',
    `scollega${L}`,
    'uitgelogd',
    'logt (?:me )?(?:steeds )?uit',
    `wylogow${L}`,
    `разлогин${L}`,
    'выкидывает из (?:аккаунта|учётной записи)',
    'викидає з (?:акаунта|облікового запису)',
    `розлогін${L}`,
    'loggas ut',
    'loggar ut mig',
    `utloggad${L}`,
    'oturum\\p{L}* (?:sürekli )?kapa[nt]\\p{L}*',
    'hesaptan atıyor',
    `ke-?logout`,
    'keluar sendiri dari akun',
    'đăng xuất',
    'يسجل خروجي',
    'تسجيل خروجي',
    'लॉगआउट',
    'लॉग आउट',
  ].join('|'),
  'ログアウトされ|로그아웃(?:이|돼|되)|退出登录|自动退出|自動登出|被登出',
)

const PATTERNS: Record<Symptom, RegExp> = { freeze: FREEZE, slow: SLOW, sync: SYNC, logout: LOGOUT }

/** Whether a text (a named feature: "sync", "Synchronisierung") says the symptom itself. */
export const saysSymptom = (symptom: Symptom, text: string): boolean => PATTERNS[symptom].test(text)

const ORDER: [Symptom, RegExp][] = [
  ['freeze', FREEZE],
  ['sync', SYNC],
  ['logout', LOGOUT],
  ['slow', SLOW],
]

/** The first symptom the fault's own clauses say, most telling first. */
export function symptomOf(clauses: readonly string[]): Symptom | undefined {
  return ORDER.find(([, re]) => clauses.some((c) => re.test(c)))?.[0]
}
