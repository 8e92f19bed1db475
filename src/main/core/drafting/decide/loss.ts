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
  return TRASH.test(answerBody) && review.some((t) => NOT_DELETED.test(t))
}
