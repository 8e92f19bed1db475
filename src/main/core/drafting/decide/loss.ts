import { normalizeForMatch } from '../topics/normalize'

/**
 * Whether a team Answer's recovery steps fit how the review says the data was lost. Steps that
 * bring back what was deleted (a Trash or bin kept for some days) fit notes that were deleted or
 * emptied; read to someone whose notes were overwritten by an older copy, or who signed in and
 * found nothing, they answer a different problem: the team has to look at the account instead.
 */

/** A Trash, bin or "recently deleted" in an Answer's steps, in the drafter's languages. */
const TRASH =
  /(?<!\p{L})(?:trash|bin|recycle bin|recently deleted|papierkorb|corbeille|papelera|lixeira|cestino|prullenbak|kosz\p{L}*|корзин\p{L}*|кошик\p{L}*|papperskorg\p{L}*|çöp\p{L}*|sampah|thùng rác|سلة المهملات|المهملات|ट्रैश|कचरा|रीसायकल बिन)(?!\p{L})|ゴミ箱|ごみ箱|휴지통|回收站|废纸篓|垃圾桶|資源回收筒|最近删除|最近刪除/iu

/**
 * The data was replaced by an older copy, or was gone once they signed in (a new phone, a fresh
 * account): nothing was deleted, so nothing is in the Trash.
 */
const NOT_DELETED =
  /(?<!\p{L})(?:overwr\p{L}*|an? (?:old|older) (?:version|copy)|version from|new user|signed in|signing in|sign in|logged in|logging in|log in|login|überschrieb\p{L}*|alte[nr]? (?:version|stand)|angemeldet|anmeld\p{L}*|eingeloggt|écras\p{L}*|ancienne version|connecté\p{L}*|reconnecté\p{L}*|sobrescri\p{L}*|versión (?:antigua|vieja|anterior)|inici\p{L}* sesión|sobrescrev\p{L}*|substitu\p{L}*|versão (?:antiga|anterior)|fiz login|entrei na conta|sovrascri\p{L}*|versione (?:vecchia|precedente)|accesso|overschreven|oude versie|ingelogd|nadpis\p{L}*|star\p{L}* wersj\p{L}*|zalogowa\p{L}*|перезаписа\p{L}*|затёр\p{L}*|затер\p{L}*|стар\p{L}* верси\p{L}*|вош[её]л|войти|авториз\p{L}*|старою версією|увійш\p{L}*|skrev över|överskrev\p{L}*|gammal version|äldre version|loggade in|logga in|üzerine yaz\p{L}*|eski sürüm\p{L}*|giriş yap\p{L}*|tertimpa|ditimpa|versi lama|masuk (?:lagi|akun|ke akun)|ghi đè|bản cũ|đăng nhập|استبدل\p{L}*|الكتابة فوق|نسخة قديمة|تسجيل دخول|سجلت دخول|ओवरराइट|पुराना वर्ज़न|पुराने वर्ज़न|लॉगिन|लॉग इन)(?!\p{L})|上書き|古いバージョン|ログイン|덮어|예전 버전|로그인|覆盖|旧版本|登录|覆蓋|舊版本|登入|登錄/iu

/** Whether the Answer's steps bring back deleted things while the review says nothing was deleted. */
export function stepsMissLoss(answerBody: string, review: readonly string[]): boolean {
  return (
    (TRASH.test(answerBody) && review.some((t) => NOT_DELETED.test(t))) ||
    stepsMoveElsewhere(answerBody, review)
  )
}

/** Steps that move data from an old phone to a new one, in the drafter's languages. */
const MOVE_STEPS =
  /(?<!\p{L})(?:old (?:phone|device)|new (?:phone|device|one)|alte[nm]? (?:handy|telefon|gerat)|neue[nm]? (?:handy|telefon|gerat)|ancien (?:telephone|appareil)|nouveau (?:telephone|appareil)|(?:movil|telefono|dispositivo) (?:antiguo|viejo|nuevo)|(?:celular|telefone|aparelho) (?:antigo|novo)|(?:telefono|dispositivo) (?:vecchio|nuovo)|vecchio (?:telefono|dispositivo)|nuovo (?:telefono|dispositivo)|(?:oude|nieuwe) (?:telefoon|toestel)|(?:stary|starym|nowy|nowym) (?:telefon\p{L}*|urzadzeni\p{L}*)|(?:старом|новом|старому|новому) (?:телефоне|телефоні|устройстве|пристрої)|(?:eski|yeni) (?:telefon|cihaz)\p{L}*|(?:gamla|nya) (?:telefonen|enheten)|hp (?:lama|baru)|điện thoại (?:cũ|mới))(?!\p{L})|古い端末|新しい端末|機種変|이전 (?:폰|기기)|새 (?:폰|기기)|기존 (?:폰|기기)|旧手机|新手机|舊手機|新手機|पुराने फ़ोन|नए फ़ोन|الهاتف القديم|الهاتف الجديد/u

/** The review names a change of phone or device: a new one, a switch, a transfer. */
const DEVICE_CHANGE =
  /(?<!\p{L})(?:new (?:phone|device|iphone|ipad|android|samsung|pixel|tablet|mobile)|(?:switch|chang|upgrad)\p{L}* (?:my |to |to an? |to the )?(?:phone|device|iphone|android|tablet)s?|another (?:phone|device)|other (?:phone|device)|old (?:phone|device)|transfer\p{L}*|migrat\p{L}*|neue[snm]? (?:handy|telefon|smartphone|gerat|iphone)|(?:handy|telefon|gerat) gewechselt|nouve(?:au|l) (?:telephone|portable|appareil|iphone)|change de (?:telephone|portable)|(?:movil|celular|telefono) nuevo|nuevo (?:movil|celular|telefono)|cambi\p{L}* de (?:movil|celular|telefono)|(?:celular|telefone|aparelho) novo|troquei de (?:celular|telefone|aparelho)|(?:telefono|cellulare) nuovo|nuovo (?:telefono|cellulare)|cambiato (?:telefono|cellulare)|nieuwe (?:telefoon|gsm)|andere telefoon|(?:nowy|nowym) telefon\p{L}*|zmienil\p{L}* telefon|нов\p{L}* (?:телефон|смартфон|устройств)\p{L}*|смени\p{L}* телефон|змінив телефон|yeni telefon\p{L}*|telefon degistir\p{L}*|(?:ny|nya) telefon\p{L}*|bytte telefon|hp baru|ganti hp|điện thoại mới|đổi điện thoại)(?!\p{L})|機種変|新しいスマホ|新しい端末|새 ?폰|폰을? 바꾸|기기 변경|换手机|新手机|換手機|新手機|नया फ़ोन|नए फ़ोन|फोन बदल|هاتف جديد|جوال جديد|غيرت (?:الهاتف|الجوال|جوالي)/u

/** Folded as the reader folds (no language is known here: Latin accents dropped, as for most). */
const fold = (t: string): string => normalizeForMatch(t, 'und')

/**
 * Steps to carry data to a new phone, read to someone who lost it in an update on the phone they
 * have ("after the update I'm back to level 1, same phone"), or who names no change of phone at
 * all ("the game froze and when I restarted all progress was wiped"): nothing moved, so there is
 * nothing to carry; the team has to look at the account.
 */
function stepsMoveElsewhere(answerBody: string, review: readonly string[]): boolean {
  const said = fold(review.join(' . '))
  return MOVE_STEPS.test(fold(answerBody)) && !DEVICE_CHANGE.test(said)
}
