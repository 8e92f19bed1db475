import { describe, expect, it } from 'vitest'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import { readReview } from '../../../../../src/main/core/drafting/read/read'
import type { Intent } from '../../../../../src/main/core/drafting/read/types'

const book = phrasebookFor('ar')

/**
 * Arabic reviews as people write them (written for this test, not taken from the corpus): the
 * point a reply must answer first, and the feature it should name, in the display form a reply uses.
 */
const CASES: [
  rating: number,
  main: Intent | 'spam' | 'abuse',
  text: string,
  names: string | null,
][] = [
  [5, 'praise', 'أفضل تطبيق ملاحظات، استخدمه كل يوم وبدون أي مشاكل', null],
  [4, 'praise', 'التطبيق ممتاز وسريع وما يعلق أبداً، شكراً لكم', null],
  [1, 'bug', 'بعد التحديث التطبيق ما يفتح ويقفل على طول. سامسونج A52', null],
  [2, 'bug', 'التذكيرات ما توصل أبداً مع اني فعلت كل الصلاحيات', 'التذكيرات'],
  [3, 'complaint', 'إعلانات كثير جداً، إعلان بعد كل مرحلة، زهقت', null],
  [4, 'request', 'يا ريت تضيفوا الوضع الليلي', 'الوضع الليلي'],
  [5, 'question', 'كيف أصدر الملاحظة PDF؟', null],
  [1, 'billing', 'انخصم مني مرتين على الاشتراك السنوي، أبي فلوسي', null],
  [1, 'billing', 'لغيت الاشتراك الشهر الماضي ومع ذلك انخصم مني 20 ريال', null],
  [2, 'privacy', 'ليش تطبيق جري يطلب الوصول إلى جهات الاتصال؟ هل تبيعون بياناتي؟', null],
  [3, 'account', 'أريد حذف حسابي وجميع بياناتي، كيف؟', null],
  [1, 'account', 'ما اقدر ادخل حسابي، رمز التحقق لا يصل', null],
  [1, 'data_loss', 'كل ملاحظاتي اختفت بعد التحديث، فيها شغلي كله', null],
  [1, 'spam', 'اربح 500 دولار يومياً من البيت! تواصل واتساب +966500000000', null],
  [1, 'abuse', 'المطورين حمير، الله يلعنكم', null],
  [2, 'complaint', 'شكراً على التصميم الجديد 🙄 ما عاد ألقى شي', null],
  [1, 'complaint', 'لا أنصح به، تطبيق فاشل', null],
  [5, 'praise', 'لعبة حلوة مرة، ألعبها كل ليلة، يعطيكم العافية', null],
  [2, 'bug', 'الـ GPS يفصل كل شوي والمسافة تطلع غلط', 'GPS'],
  [3, 'question', 'هل التطبيق يشتغل بدون انترنت', null],
  [3, 'complaint', 'التطبيق مش حلو وبطيء جداً', null],
  [1, 'bug', "el app msh sha3'al khales ba3d el update", null],
  [5, 'praise', 'فعلا رائع وسهل الاستخدام', null],
  [5, 'praise', 'سنتين استخدمه وما فيه ولا مشكلة، ولا مرة علق', null],
  [1, 'praise', 'تطبيق رائع وما ندمت اني اشتركت في البريميوم', null],
  [3, 'complaint', 'كان أحسن قبل، الحين كله إعلانات', null],
  [4, 'praise', 'تطبيق عملي ومريح', null],
  [2, 'complaint', 'مش مريح خالص والدنيا ملخبطة', null],
  [5, 'bug', 'ساعات يقفل لما أفتح التقويم', 'التقويم'],
  [4, 'question', 'هل ممكن أغير حجم الخط؟', 'حجم الخط'],
  [
    1,
    'billing',
    'اشتريت البريميوم وبعد ما حذفت التطبيق ونزلته البريميوم راح ويطلب مني ادفع مرة ثانية',
    null,
  ],
  [3, 'data_loss', 'التقدم تصفر، كنت في المرحلة 300 والحين رجعت من الصفر', null],
  // Slang, typos, missing diacritics.
  [5, 'praise', 'التطبيق خرافي انصح فيه الكل', null],
  [1, 'bug', 'ولا شي يحمل، شاشة بيضاء وبس', null],
  [3, 'complaint', 'اعلان كل دقيقتين، شي يقهر', null],
  [1, 'billing', 'انسحب مني 15 ريال بدون علمي وانا ما اشتركت', null],
  [4, 'request', 'ياريت تكبرون الويدجت شوي', null],
  [2, 'data_loss', 'وين سلة المحذوفات؟ حذفت ملاحظة بالغلط', null],
  [1, 'complaint', 'تطبيق زفت، حذفته', null],
  [5, 'praise', 'مشكورين، كل شي شغال تمام', null],
  [1, 'bug', 'بعد التحديث يطلعني من اللعبة كل شوي', null],
]

describe('reading Arabic reviews', () => {
  if (!book) throw new Error('no ar phrasebook')
  it.each(CASES)('%i★ %s: %s', (rating, main, text, names) => {
    const reading = readReview({ rating, body: text }, book)
    expect(reading.doubts.join(' ')).not.toMatch(/only roughly/)
    if (main === 'spam' || main === 'abuse') expect(reading.spam).not.toBeNull()
    else expect(reading.main).toBe(main)
    if (names)
      expect(reading.things.map((t) => t.text.toLowerCase()).join(' | ')).toContain(
        names.toLowerCase(),
      )
  })

  it('never reads praise as a complaint, whatever the stars', () => {
    for (const [, main, text] of CASES.filter(([, m]) => m === 'praise')) {
      const reading = readReview({ rating: 1, body: text }, book)
      expect(reading.main, text).toBe(main)
      expect(reading.polarity, text).toBe(1)
    }
  })
})
