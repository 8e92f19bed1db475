/**
 * What a promise looks like, per language: a fix, a feature, an update or a date the team has
 * not committed to. A reply may say such a thing only when an Answer or the voice says it.
 */
const MONTHS_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december'

/** A word start in scripts with spaces: JavaScript's \b knows only ASCII letters. */
const W = String.raw`(?<![\p{L}\p{N}])`

// Chinese in both scripts: 会/會, 将/將 and the rest differ only in their characters.
const ZH = new RegExp(
  [
    String.raw`[会會将將](?:尽快|盡快|马上|馬上|很快)?(?:修复|修復|修正|解决|解決|添加|增加|新增|加入|推出|上线|上線|支持|支援|改进|改進|优化|優化|完善|更新|恢复|恢復)`,
    String.raw`[会會将將](?:在|于|於).{0,15}?(?:修复|修復|修正|解决|解決|添加|增加|新增|加入|推出|上线|上線|更新)`,
    String.raw`(?<!以)下一?[个個]?(?:版本|更新|版)|下次更新|[后後]续(?:版本|更新)|[后後]續(?:版本|更新)|未[来來]的版本`,
    String.raw`即[将將]|敬[请請]期待|近期(?:内|內)?(?:[会會将將]|上线|上線|推出|修复|修復)|不久[后後]`,
    String.raw`很快(?:就)?(?:[会會能]|可以)?(?:修复|修復|上线|上線|推出|解决|解決|恢复|恢復)`,
    String.raw`正在(?:修复|修復|处理|處理|开发|開發|优化|優化|排查|解决|解決|调查|調查|努力|改进|改進|研究)`,
    String.raw`(?:列入|加入|纳入|納入)(?:开发|開發)?[计計][划劃畫]|[计計][划劃畫](?:中|推出|上线|上線)`,
    String.raw`(?:\d{1,2}|[一二三四五六七八九十]{1,2})月(?:底|中旬|初|前|内|內|份|上旬|下旬)|下[个個]?月|下[周週]|年底前|明年`,
    String.raw`[尽盡]快(?:[为為]您)?(?:修复|修復|解决|解決|处理|處理)`,
  ].join('|'),
  'iu',
)

export const PROMISES: Record<string, RegExp> = {
  en: new RegExp(
    [
      String.raw`\bwill be (?:fixed|added|available|released|resolved|back|restored|included|improved)\b`,
      String.raw`\bwe(?:'ll| will| are going to|'re going to) (?:fix|add|release|resolve|ship|bring|restore|improve|change|implement|update|have it)\b`,
      String.raw`\b(?:in|with) (?:the|our|an?) (?:next|upcoming|coming|future) (?:update|release|version|build)\b`,
      String.raw`\bcoming soon\b`,
      String.raw`\b(?:already |currently )?working on (?:it|a fix|this|that|the fix|adding)\b`,
      String.raw`\b(?:is|are) being (?:worked on|fixed|looked at by our developers)\b`,
      String.raw`\bin the works\b`,
      String.raw`\bon (?:our|the) roadmap\b`,
      String.raw`\bfix is on (?:its|the) way\b`,
      String.raw`\b(?:by|before|in|until) (?:${MONTHS_EN}|next (?:week|month|year)|the end of)\b`,
      String.raw`\bvery soon\b|\bshortly\b`,
    ].join('|'),
    'iu',
  ),
  ja: new RegExp(
    [
      String.raw`(?:修正|追加|改善|実装|解決|対応|復旧|搭載|導入|リリース|公開|配信)(?:を|が)?(?:予定|(?:して|させて)?(?:まいります|参ります)|(?:いた|させていただ)きます|いたします|します|される予定)`,
      String.raw`(?:改善|修正|解決)(?:できる|する)よう(?:努め|努力|尽力)`,
      String.raw`次(?:回|の)?(?:アップデート|バージョン|更新|リリース)|今後の(?:アップデート|バージョン|更新)で`,
      String.raw`近日(?:中)?|近いうちに|間もなく|まもなく|もうすぐ|早急に(?:修正|対応|改善)|順次(?:対応|改善)`,
      String.raw`(?:修正|対応|開発|改善|調査)(?:中|を進めて)|取り組んで(?:おり|い|まいり)ます`,
      String.raw`検討(?:いた)?します|検討して(?:まいり|おり|い)ます|検討中`,
      String.raw`\d{1,2}月(?:中|末|上旬|中旬|下旬|頃|ごろ|まで|には)|来月|来週|年内|今月中|今週中`,
    ].join('|'),
    'iu',
  ),
  ko: new RegExp(
    [
      String.raw`(?:수정|추가|개선|해결|반영|구현|도입|출시|적용|업데이트|복구)(?:해|하|되|시켜)?\s?(?:드리|드릴|도록 하)?겠(?:습니다|어요|음)`,
      String.raw`(?:할|될|된|하는) 예정|예정(?:입니다|이에요|이니)`,
      String.raw`(?:다음|차기|향후) (?:업데이트|버전|패치)`,
      String.raw`(?<![\p{L}])곧(?![\p{L}])|조만간|머지않아|빠른 시일|가까운 시일`,
      String.raw`(?:수정|개발|작업|준비|개선|검토|조사)\s?중(?:입니다|이에요|에 있)|(?:작업|개선|수정|노력)하고 있`,
      String.raw`\d{1,2}월\s?(?:중|말|초|안|까지|중순|이내)|다음 (?:주|달)|내년|연내`,
    ].join('|'),
    'iu',
  ),
  zh: ZH,
  'zh-Hant': ZH,
  hi: new RegExp(
    [
      String.raw`ठीक (?:कर (?:देंगे|दिया जाएगा|दी जाएगी)|करेंगे|किया जाएगा|की जाएगी|हो जाएगा|हो जाएगी)`,
      String.raw`जोड़(?:ेंगे|ा जाएगा|ी जाएगी|े जाएँगे|े जाएंगे| देंगे)`,
      String.raw`(?:अगले|आने वाले) (?:अपडेट|वर्ज़न|वर्जन|संस्करण)`,
      String.raw`जल्द ही|बहुत जल्द|जल्दी ही`,
      String.raw`काम कर रहे हैं|पर काम चल रहा|पर काम जारी`,
      String.raw`सुधार (?:करेंगे|किया जाएगा|देंगे|लाएँगे|लाएंगे)|उपलब्ध (?:होगा|होगी|कराएँगे|कराएंगे|करा देंगे)`,
      String.raw`(?:जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर) (?:तक|में|से पहले|के अंत)`,
      String.raw`अगले (?:हफ़्ते|हफ्ते|सप्ताह|महीने|साल)`,
    ]
      .join('|')
      // Nukta letters are written precomposed or not; text is compared in NFC, which splits them.
      .normalize('NFC'),
    'iu',
  ),
  id: new RegExp(
    W +
      '(?:' +
      [
        String.raw`akan (?:segera )?(?:kami )?(?:perbaiki|tambahkan|hadirkan|rilis|luncurkan|selesaikan|tingkatkan|benahi|atasi)`,
        String.raw`akan (?:segera )?(?:diperbaiki|ditambahkan|dihadirkan|dirilis|diluncurkan|tersedia|diselesaikan|ditingkatkan|hadir|dibenahi|diatasi|kembali normal)`,
        String.raw`kami akan (?:memperbaiki|menambahkan|menghadirkan|merilis|meluncurkan|menyelesaikan|meningkatkan|membenahi|mengatasi)`,
        String.raw`(?:update|pembaruan|versi|rilis) (?:berikutnya|selanjutnya|mendatang|yang akan datang)`,
        String.raw`segera (?:hadir|tersedia|diperbaiki|dirilis|ditambahkan|kami (?:perbaiki|atasi|tambahkan))`,
        String.raw`sedang (?:kami )?(?:perbaiki|kerjakan|tangani|kembangkan|selidiki|upayakan)|sedang (?:memperbaiki|mengerjakan|mengembangkan|menyelidiki|berupaya)|sedang dalam (?:perbaikan|pengembangan|pengerjaan|penanganan)`,
        String.raw`dalam waktu dekat|tidak lama lagi|secepatnya (?:kami )?(?:perbaiki|atasi|tangani)`,
        String.raw`(?:pada|di|sebelum|hingga|sampai|akhir|awal|pertengahan) (?:bulan )?(?:januari|februari|maret|april|mei|juni|juli|agustus|september|oktober|november|desember)|(?:minggu|bulan|tahun) depan`,
      ].join('|') +
      ')',
    'iu',
  ),
  vi: new RegExp(
    W +
      '(?:' +
      [
        String.raw`sẽ (?:sớm )?(?:được )?(?:sửa|khắc phục|bổ sung|thêm|cập nhật|cải thiện|ra mắt|phát hành|hoàn thiện|nâng cấp|có mặt|có trong)`,
        String.raw`sẽ sớm|sớm (?:được )?(?:khắc phục|sửa|bổ sung|ra mắt|cập nhật|có)|trong thời gian (?:sớm nhất|tới)|sắp (?:tới|ra mắt|có)`,
        String.raw`(?:bản|phiên bản) (?:cập nhật )?(?:tới|sắp tới|tiếp theo|kế tiếp)`,
        String.raw`đang (?:được )?(?:sửa|khắc phục|xử lý|phát triển|làm việc|nghiên cứu|cải thiện|tìm (?:cách|nguyên nhân)|kiểm tra)`,
        String.raw`(?:vào|trước|trong|cuối|đầu|giữa) tháng (?:\d{1,2}|một|hai|ba|tư|năm|sáu|bảy|tám|chín|mười|giêng|chạp)|(?:tuần|tháng|năm) (?:tới|sau)`,
      ].join('|') +
      ')',
    'iu',
  ),
}

/** The first promise in a text, or null. Languages without a pattern are not checked. */
export function promiseIn(text: string, language: string): string | null {
  const re = PROMISES[language]
  return re ? (re.exec(text.normalize('NFC'))?.[0] ?? null) : null
}
