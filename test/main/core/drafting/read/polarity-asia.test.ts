import { describe, it } from 'vitest'
import { expectReply, type Case } from './polarity'

/**
 * Reviews written for this test (not taken from a corpus) in Arabic, Hindi (in Devanagari and
 * in Latin letters), Indonesian, Japanese, Korean, Vietnamese and Chinese: bug reports under
 * five stars and in mixed reviews, sarcasm, complaints denied after the word ("no crashes").
 */
const CASES: Case[] = [
  ['ar', 5, 'problem', 'التذكيرات توصل متأخرة ساعة من بعد أندرويد 15.'],
  ['ar', 5, 'problem', 'الويدجت يعرض قائمة أمس لين أفتح التطبيق.'],
  [
    'ar',
    4,
    'mixed',
    'يعجبني التصميم والقوالب كثير. بس للأسف المزامنة بين الجوال والتابلت تاخذ ساعات.',
  ],
  ['ar', 4, 'mixed', 'تطبيق حلو بشكل عام، لكن البحث ما يلقى شي في ملاحظاتي القديمة.'],
  ['ar', 1, 'one apology', 'شكرا على لا شيء، المزامنة خربانة من أسبوع.'],
  ['hi', 1, 'sarcasm', 'शुक्रिया, आपने सिंक ही तोड़ दिया।'],
  ['hi', 1, 'sarcasm', 'मेरे सारे नोट्स डिलीट करने के लिए धन्यवाद।'],
  ['hi', 5, 'praise', 'कोई क्रैश नहीं, कोई विज्ञापन नहीं, कोई शिकायत नहीं।'],
  ['hi', 5, 'praise', 'दो साल में एक बार भी क्रैश नहीं हुआ।'],
  ['hi', 5, 'problem', 'Android 15 के बाद से रिमाइंडर एक घंटा देर से आते हैं।'],
  ['hi', 4, 'mixed', 'कुल मिलाकर अच्छा ऐप है, लेकिन सर्च पुराने नोट्स में कुछ नहीं ढूँढता।'],
  ['hi', 4, 'mixed', 'डिज़ाइन और टेम्पलेट बहुत पसंद हैं। अफ़सोस कि फ़ोन और टैबलेट के बीच सिंक में घंटों लग जाते हैं।'],
  ['id', 5, 'problem', 'Pengingatnya telat sejam sejak Android 15.'],
  ['id', 5, 'problem', 'Widget masih nampilin daftar kemarin sampai aku buka aplikasinya.'],
  [
    'id',
    4,
    'mixed',
    'Secara umum aplikasinya bagus, tapi pencarian gak nemu apa-apa di catatan lama.',
  ],
  ['id', 1, 'sarcasm', 'Update terbaik sepanjang masa, sekarang gak ada yang bisa dimuat.'],
  ['id', 1, 'sarcasm', 'Makasih udah hapus semua catatanku.'],
  ['ja', 5, 'problem', 'Android 15にしてからリマインダーが1時間遅れて届きます。'],
  ['ja', 5, 'problem', 'アプリを開くまでウィジェットに昨日のリストが表示されたままです。'],
  ['ja', 4, 'mixed', '全体的には良いアプリですが、古いメモは検索しても何も出てきません。'],
  ['ja', 1, 'sarcasm', '史上最高のアップデートですね、何も読み込めなくなりました。'],
  ['ja', 1, 'sarcasm', 'メモを全部消してくれてありがとう。'],
  ['ko', 5, 'praise', '튕김 없고 광고 없고 불만 없음.'],
  ['ko', 5, 'problem', '안드로이드 15 이후로 알림이 한 시간 늦게 와요.'],
  ['ko', 5, 'problem', '앱을 열기 전까지 위젯에 어제 목록이 그대로 떠요.'],
  [
    'ko',
    4,
    'mixed',
    '디자인이랑 템플릿 너무 마음에 들어요. 근데 폰이랑 태블릿 동기화가 몇 시간씩 걸려요.',
  ],
  ['ko', 1, 'sarcasm', '역대 최고의 업데이트네요, 이제 아무것도 안 불러와져요.'],
  ['ko', 1, 'sarcasm', '메모 다 날려 주셔서 감사합니다.'],
  ['vi', 5, 'problem', 'Từ Android 15 nhắc nhở đến trễ cả tiếng.'],
  ['vi', 5, 'problem', 'Widget cứ hiện danh sách hôm qua cho đến khi mở app.'],
  ['vi', 4, 'mixed', 'Nhìn chung app tốt, nhưng tìm kiếm không ra gì trong các ghi chú cũ.'],
  ['vi', 1, 'sarcasm', 'Cảm ơn vì đã xoá hết ghi chú của tôi.'],
  ['zh', 1, 'sarcasm', '谢谢你们把同步搞坏了'],
  ['zh', 5, 'problem', '升级安卓15以后提醒总是晚一个小时才来。'],
  ['zh', 5, 'problem', '不打开应用的话小组件一直显示昨天的清单。'],
  ['zh', 4, 'mixed', '很喜欢它的设计和模板。可惜手机和平板之间同步要好几个小时。'],
  ['zh', 4, 'mixed', '总体来说是个好应用，但是搜索旧笔记什么都搜不到。'],
  ['zh', 2, 'problem', '搜索太慢了，每次都要等一分钟。'],
  // A fix asked for politely, and thanks for an update that broke something.
  ['ar', 5, 'problem', 'ياريت تصلحون المزامنة على الآيباد، وشكراً!'],
  ['ar', 1, 'problem', 'شكراً على التحديث اللي خرب التذكيرات.'],
  ['hi', 5, 'problem', 'कृपया आईपैड पर सिंक ठीक कर दीजिए, धन्यवाद!'],
  ['hi', 1, 'problem', 'रिमाइंडर खराब करने वाले अपडेट के लिए धन्यवाद।'],
  ['id', 5, 'problem', 'Tolong perbaiki sinkron di iPad ya, makasih!'],
  ['id', 1, 'problem', 'Makasih buat update yang bikin pengingat rusak.'],
  ['ja', 5, 'problem', 'iPadの同期を直してください、よろしくお願いします！'],
  ['ja', 1, 'problem', 'リマインダーを壊してくれたアップデート、ありがとうございます。'],
  ['ko', 5, 'problem', '아이패드 동기화 좀 고쳐 주세요, 감사합니다!'],
  ['ko', 1, 'problem', '알림 망가뜨린 업데이트 감사합니다.'],
  ['vi', 5, 'problem', 'Sửa giúp mình đồng bộ trên iPad nhé, cảm ơn!'],
  ['vi', 1, 'problem', 'Cảm ơn bản cập nhật đã làm hỏng nhắc nhở.'],
  ['zh', 5, 'problem', '请修复一下iPad上的同步，谢谢！'],
  ['zh', 1, 'problem', '感谢这次更新把提醒搞坏了。'],
  // Praise with a turn that reports nothing: no apology.
  ['ja', 5, 'praise', 'とても良いアプリです。ただ、主に買い物リストに使っています。'],
  ['zh', 5, 'praise', '很好用，不过我主要用来记购物清单。'],
  // Praise in the past, before a change: a complaint.
  ['ar', 2, 'problem', 'كنت أحب التطبيق قبل التصميم الجديد. الحين كل شي يبي ثلاث ضغطات.'],
  ['hi', 2, 'problem', 'नए डिज़ाइन से पहले यह ऐप बहुत पसंद था। अब हर काम में तीन टैप लगते हैं।'],
  ['ja', 2, 'problem', 'デザイン変更前は大好きでした。今は何をするにも3回タップが必要です。'],
  [
    'ko',
    2,
    'problem',
    '디자인 바뀌기 전엔 정말 좋아했어요. 이제는 뭐 하나 하려면 세 번 눌러야 해요.',
  ],
  [
    'vi',
    2,
    'problem',
    'Trước khi đổi giao diện mình rất thích app này. Giờ làm gì cũng phải bấm ba lần.',
  ],
  ['zh', 2, 'problem', '改版之前很喜欢这个应用。现在做什么都要点三下。'],
]

describe('reading the point of a review: Arabic, Hindi, Indonesian, Japanese, Korean, Vietnamese, Chinese', () => {
  for (const [language, stars, want, text] of CASES) {
    it(`${language} ${stars}★ ${want}: ${text}`, () => expectReply(language, stars, want, text))
  }
})
