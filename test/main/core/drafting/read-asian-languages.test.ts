import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { detectLanguage } from '../../../../src/main/core/drafting/language/detect'
import { resolveReviewLanguage } from '../../../../src/main/core/drafting/language/resolve'
import { englishBook, phrasebookFor } from '../../../../src/main/core/drafting/phrasebooks'
import { readReview } from '../../../../src/main/core/drafting/read/read'
import type { Intent, Reading } from '../../../../src/main/core/drafting/read/types'

/** Reads a review the way the drafter will: in the language its store field or text resolves to. */
function read(
  body: string,
  opts: { language?: string; rating?: number; title?: string } = {},
): Reading {
  const review = { rating: opts.rating ?? 3, title: opts.title ?? null, body }
  const resolved = resolveReviewLanguage({
    language: opts.language ?? null,
    title: review.title,
    body,
  })
  return readReview(review, phrasebookFor(resolved.language) ?? englishBook)
}

const names = (r: Reading): string[] => r.things.map((t) => t.text)

interface Case {
  body: string
  language?: string
  rating?: number
  main: Intent
  /** A thing the reading must name, as a reply would quote it. */
  names?: string
}

// Reviews as people write them, one per line of behaviour; none is taken from the blind corpus.
const CASES: Record<string, Case[]> = {
  ja: [
    { body: '最新版にしてから起動しない。Pixel 8、Android 15です', main: 'bug', names: 'Pixel 8' },
    { body: 'アップデートで落ちなくなりました。快適です', rating: 5, main: 'praise' },
    { body: 'ダークモードを追加してほしいです', rating: 4, main: 'request', names: 'ダークモード' },
    { body: 'デザインは好きだけど使いやすくない', rating: 2, main: 'complaint' },
    { body: '機種変したらデータが全部消えた', rating: 1, main: 'data_loss' },
    { body: '解約したのにまた引き落とされてる。返金してください', rating: 1, main: 'billing' },
  ],
  ko: [
    { body: '갤럭시 S23에서 자꾸 튕겨요', rating: 1, main: 'bug', names: '갤럭시 S23' },
    { body: '위젯 기능 추가해 주세요', rating: 4, main: 'request', names: '위젯' },
    { body: '광고가 너무 많아요 ㅡㅡ', rating: 2, main: 'complaint', names: '광고' },
    { body: '버그 없고 깔끔해서 잘 쓰고 있어요', rating: 5, main: 'praise' },
    { body: '회원탈퇴는 어디서 하나요', rating: 3, main: 'account' },
  ],
  zh: [
    { body: '能不能加个深色模式？', rating: 4, main: 'request', names: '深色模式' },
    { body: '不太好用，广告太多', rating: 2, main: 'complaint' },
    { body: '取消订阅后还在扣钱，请退款', rating: 1, main: 'billing' },
    { body: '更新后一打开就闪退，华为P40', rating: 1, main: 'bug' },
    { body: '界面简洁，同步也很快，强烈推荐', rating: 5, main: 'praise', names: '同步' },
  ],
  'zh-Hant': [
    { body: '更新後一直當機，請修復', language: 'zh-TW', rating: 1, main: 'bug' },
    { body: '很好用，推推', language: 'zh-TW', rating: 5, main: 'praise' },
    { body: '可以新增深色模式嗎', language: 'zh-TW', rating: 4, main: 'request' },
  ],
  hi: [
    { body: 'ऐप अच्छा नहीं है, बहुत धीमा चलता है', rating: 2, main: 'complaint' },
    { body: 'सिंक नहीं हो रहा, नोट्स फ़ोन पर नहीं दिखते', rating: 1, main: 'bug', names: 'सिंक' },
    { body: 'बहुत बढ़िया ऐप है, धन्यवाद 🙏', rating: 5, main: 'praise' },
    { body: 'डार्क मोड जोड़ दीजिए', rating: 4, main: 'request', names: 'डार्क मोड' },
  ],
  id: [
    { body: 'Aplikasinya gak bisa dibuka sejak update', rating: 1, main: 'bug' },
    { body: 'Tolong tambahin mode gelap dong', rating: 4, main: 'request', names: 'mode gelap' },
    { body: 'Mantap, sangat membantu 👍', rating: 5, main: 'praise' },
    { body: 'Udah cancel langganan tapi masih kepotong', rating: 1, main: 'billing' },
  ],
  vi: [
    { body: 'ko dong bo duoc voi ban web', rating: 2, main: 'bug', names: 'đồng bộ' },
    { body: 'Game hay nhưng quảng cáo quá nhiều', rating: 3, main: 'complaint' },
    { body: 'Mong app có thêm chế độ tối', rating: 4, main: 'request', names: 'chế độ tối' },
    { body: 'Ứng dụng rất tốt, không có lỗi gì', rating: 5, main: 'praise' },
    { body: 'Đổi máy xong mất hết ghi chú', rating: 1, main: 'data_loss' },
  ],
}

describe('the review reader in Japanese, Korean, Chinese, Hindi, Indonesian and Vietnamese', () => {
  for (const [language, cases] of Object.entries(CASES)) {
    it(`reads ${language} reviews with its own cues`, () => {
      for (const c of cases) {
        const reading = read(c.body, { language: c.language ?? language, rating: c.rating })
        expect(reading.doubts.join('; '), c.body).not.toContain('only roughly')
        expect(reading.main, c.body).toBe(c.main)
        if (c.names) expect(names(reading).join(' | '), c.body).toContain(c.names)
      }
    })
  }

  it('turns a negated word around where the language negates after it', () => {
    expect(read('使いやすい', { language: 'ja' }).polarity).toBe(1)
    expect(read('使いやすくない', { language: 'ja' }).polarity).toBe(-1)
    expect(read('안 좋아요', { language: 'ko' }).polarity).toBe(-1)
    expect(read('accha nahi hai', { language: 'hi' }).polarity).toBe(-1)
    expect(read('Không tốt', { language: 'vi' }).polarity).toBe(-1)
    expect(read('Gak bagus', { language: 'id' }).polarity).toBe(-1)
  })

  it('names devices and systems written next to Japanese and Korean particles', () => {
    expect(
      names(read('iPadで開くと落ちます。iPadOS 18.1です', { language: 'ja', rating: 1 })),
    ).toEqual(expect.arrayContaining(['iPad', 'iPadOS 18.1']))
    expect(
      names(read('아이폰 15 프로, iOS 18.2입니다. 화면이 멈춰요', { language: 'ko', rating: 1 })),
    ).toEqual(expect.arrayContaining(['아이폰 15 프로', 'iOS 18.2']))
  })

  it('catches ads in these languages as spam', () => {
    expect(
      read('【完全無料】スマホで月30万稼げる！詳しくはプロフのLINEから', {
        language: 'ja',
        rating: 5,
      }).spam,
    ).not.toBeNull()
    expect(
      read('兼职日赚500，加微信了解，扫码领取', { language: 'zh', rating: 5 }).spam,
    ).not.toBeNull()
    expect(
      read('Ai cần vay tiền nhanh không cần thế chấp liên hệ zalo', { language: 'vi', rating: 5 })
        .spam,
    ).not.toBeNull()
    expect(
      read('Mau cuan? Pinjol cair cepat, hubungi WA 08123', { language: 'id', rating: 5 }).spam,
    ).not.toBeNull()
  })
})

describe('Hindi typed in Latin letters', () => {
  const hinglish = 'app bilkul bekar hai, har baar band ho jata hai'

  it('is recognized as Hindi when the store gives no language', () => {
    expect(detectLanguage('yaar ye app bahut mast hai')).toBe('hi')
    expect(detectLanguage(hinglish)).toBe('hi')
    expect(detectLanguage('Great app, but it crashes every time')).toBe('en')
  })

  it('is read with Hindi cues under a Hindi or an English (en-IN) store language', () => {
    for (const language of ['hi-IN', 'en-IN']) {
      const reading = read(hinglish, { language, rating: 1 })
      expect(reading.main, language).toBe('bug')
      expect(reading.doubts.join('; ')).not.toContain('could not tell')
    }
    expect(
      read('sync bhi fast hai aur widget bhi mast hai', { language: 'en-IN', rating: 5 }).main,
    ).toBe('praise')
    expect(
      read('Hindi me voice guidance add karo please', { language: 'en-IN', rating: 4 }).main,
    ).toBe('request')
  })

  it('leaves English under an English store language to the English reader', () => {
    const reading = read('Love it, but the widget does not sync anymore', {
      language: 'en-IN',
      rating: 3,
    })
    expect(reading.main).toBe('bug')
    expect(names(reading)).toContain('widget')
  })
})

describe('the training reviews of these languages', () => {
  const dir = join(__dirname, 'blind-corpus', 'train')
  for (const language of ['ja', 'ko', 'zh', 'hi', 'id', 'vi']) {
    it(`${language}: main intents, spam, and praise never read as a problem`, () => {
      const reviews = JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as {
        id: string
        rating: number
        title: string | null
        body: string
        language: string
        intents: Intent[]
      }[]
      let right = 0
      for (const r of reviews) {
        const reading = readReview(r, phrasebookFor(r.language) ?? englishBook)
        const label = r.intents[0] as Intent
        const spammy = label === 'spam' || label === 'abuse'
        if (reading.main === label || (spammy && reading.spam !== null)) right++
        if (spammy) expect(reading.spam !== null || reading.main === label, r.id).toBe(true)
        if (r.intents.length === 1 && label === 'praise') expect(reading.main, r.id).toBe('praise')
      }
      expect(right / reviews.length).toBeGreaterThanOrEqual(0.85)
    })
  }
})
