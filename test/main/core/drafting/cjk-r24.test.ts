import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'

/** Each row: what the reply must say and must not say, read as a native publisher would. */
const rows: [string, string, number, string, App, RegExp | null, RegExp | null][] = [
  // One named thing being slow, beside a wish: that thing, not the whole app.
  [
    'zh slow export + a wish',
    'zh',
    3,
    '导出太慢了。能不能加个暗色主题？',
    'notes',
    /导出/,
    /应用运行/,
  ],
  // The team's own contact is no worry about the phone's contacts.
  [
    'ko support contact',
    'ko',
    1,
    '환불 받고 싶은데 고객센터 연락처를 모르겠어요. 결제는 두 번 됨',
    'notes',
    null,
    /권한/,
  ],
  [
    'ja support contact',
    'ja',
    1,
    '解約したのに請求された。サポートの連絡先も見つからない',
    'notes',
    null,
    /アクセス|権限/,
  ],
  // A casual wish ("…早くして") is a wish, not praise of the thing it names.
  [
    'ja casual wish',
    'ja',
    5,
    'ハマりすぎて毎日やってます！でもライフ回復もうちょい早くして〜',
    'game',
    null,
    /気に入って/,
  ],
  // A thing only listed beside praise is not where the app crashes.
  [
    'zh crash after a listed thing',
    'zh',
    5,
    '很好玩，每天签到领奖励。就是最近老是闪退',
    'game',
    /闪退/,
    /签到时/,
  ],
  // A fan's 5★ review with one gripe: the gripe answered, then thanks for the kind words.
  [
    'ko fan + long loading',
    'ko',
    5,
    '진짜 재밌어요 ㅋㅋ 근데 요즘 로딩이 넘 길어요',
    'game',
    /느려|로딩|속도/,
    null,
  ],
  ['zh fan + a gripe', 'zh', 5, '太上头了，天天玩。就是金币太少了', 'game', /感谢/, null],
]

describe('CJK round 24: what the review says, not what fits any review', () => {
  for (const [name, language, rating, body, app, says, saysNot] of rows)
    it(`${name}: ${body}`, () => {
      const reply = replyOf(corpusDraft(language, rating, body, app))
      if (says) expect(reply).toMatch(says)
      if (saysNot) expect(reply).not.toMatch(saysNot)
    })

  // Guard: a real question about the contacts permission is still a privacy question.
  it('guard: ko contacts permission is still asked about', () => {
    const reply = replyOf(corpusDraft('ko', 2, '연락처 접근 권한은 왜 필요한가요?', 'notes'))
    expect(reply).toMatch(/연락처/)
  })
})
