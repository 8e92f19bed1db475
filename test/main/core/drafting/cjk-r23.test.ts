import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

/** Round 23, Japanese, Chinese and Korean: what a reviewer would notice in the reply. */
describe('CJK r23: a shrug is neither a fault nor praise', () => {
  it('ja: "no complaints, but nothing moving either" gets no apology and no device request', () => {
    const d = corpusDraft('ja', 3, '悪くはないけど、これといった感動もないです', 'game')
    expect(replyOf(d), d.body).not.toMatch(/申し訳|機種/)
  })
  it('ja: "nothing special about it" put as a question is no wish thanked for', () => {
    const d = corpusDraft(
      'ja',
      3,
      'シンプルで使いやすいとは思うけど、これといった特徴もないかな',
      'notes',
    )
    expect(replyOf(d), d.body).not.toMatch(/提案|アイデア/)
  })
  it('ko: a shrug beside a question is not thanked as kind words', () => {
    const d = corpusDraft('ko', 3, '그럭저럭 괜찮아요. 태그로 검색하는 방법 있나요?', 'notes')
    expect(replyOf(d), d.body).not.toMatch(/좋은 말씀|칭찬/)
  })
})

describe('CJK r23: what is set against praise is the problem', () => {
  it('ko: "pretty, but saving keeps failing" apologises, never for the screen it granted was pretty', () => {
    const d = corpusDraft('ko', 2, '화면 구성은 예쁜데 저장이 계속 안 돼요', 'notes')
    expect(movesOf(d), d.body).toContain('sorry')
    expect(replyOf(d), d.body).not.toMatch(/화면 구성|디자인/)
  })
  it('ko: "notifications keep not working" is a fault to look into, not a grievance heard', () => {
    const d = corpusDraft('ko', 2, '알림이 계속 안 돼요. 설정은 다 켜놨어요', 'run')
    expect(movesOf(d), d.body).toContain('sorry')
    expect(movesOf(d), d.body).not.toContain('heard')
  })
  it('ko: "for days" counts how long a fault lasts; it says nothing of support', () => {
    const d = corpusDraft('ko', 2, '폰이랑 태블릿 연동이 며칠째 안 돼요', 'notes')
    expect(movesOf(d), d.body).not.toContain('supportFailed')
  })
  it('zh: "pretty, but I must sign in again every time" is about being signed out, not locked out', () => {
    const d = corpusDraft('zh', 3, '界面挺漂亮的，就是每次切回来都要重新登录', 'notes')
    expect(replyOf(d), d.body).toMatch(/退出登录/)
    expect(replyOf(d), d.body).not.toMatch(/登录不了|无法登录/)
  })
  it('zh: a drifting track is a fault, never thanked for', () => {
    const d = corpusDraft('zh', 1, '轨迹飘得厉害，配速也乱七八糟，以前没这毛病', 'run')
    expect(replyOf(d), d.body).toMatch(/抱歉/)
    expect(replyOf(d), d.body).not.toMatch(/好评|喜欢/)
  })
  it('zh: Chinese shown as boxes in an export is apologised for, the export named without "中文"', () => {
    const d = corpusDraft('zh', 3, '导出PDF中文全变成方块了', 'notes')
    expect(replyOf(d), d.body).toMatch(/抱歉/)
    expect(replyOf(d), d.body).not.toMatch(/PDF中文/)
  })
  it('zh: a leaderboard that does not refresh is not said to be "no longer updated"', () => {
    const d = corpusDraft('zh', 2, '排行榜一直不更新，分数好几天没变', 'game')
    expect(replyOf(d), d.body).not.toMatch(/不再更新/)
  })
})

describe('CJK r23: wishes, questions and money', () => {
  it('ja: "a bit bigger would make me happy" is a wish, not praise', () => {
    const d = corpusDraft('ja', 4, '地図の文字がもう少し大きいと嬉しいです', 'run')
    expect(movesOf(d), d.body).toContain('request')
  })
  it('ja: the thing before "other than" is not the wish', () => {
    const d = corpusDraft('ja', 4, 'Garmin以外の時計にも対応してほしいです', 'run')
    expect(replyOf(d), d.body).not.toMatch(/Garmin/i)
  })
  it('zh: "robbery, right?" after ads that stayed is no question to fill in', () => {
    const d = corpusDraft('zh', 1, '充了会员还是有广告，抢钱吧？', 'game')
    expect(replyOf(d), d.body).not.toMatch(/\[answer/)
  })
  it('ko: a first 5 km run told beside a question is congratulated', () => {
    const d = corpusDraft(
      'ko',
      5,
      '덕분에 첫 5km 완주했어요! 페이스 알림 간격은 어디서 바꾸나요?',
      'run',
    )
    expect(movesOf(d), d.body).toContain('achieved')
  })
  it('zh: a missing purchase with "give my money back" gets the store refund path', () => {
    const d = corpusDraft('zh', 1, '买了去广告还是一直弹广告，退钱', 'game')
    expect(movesOf(d), d.body).toContain('refundPath')
  })
  it('ko: "no answer" from support is acknowledged', () => {
    const d = corpusDraft('ko', 1, '로그인 오류가 계속 나요. 고객센터에 물어봐도 답 없음', 'run')
    expect(movesOf(d), d.body).toContain('supportFailed')
  })
})
