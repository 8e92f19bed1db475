import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'

/**
 * A feat the review states is congratulated by its kind (a personal best, an exam passed), not
 * with a line that fits any review; a wish to reach it is no feat.
 */
describe('ja/zh/ko: the congratulation names the kind of feat', () => {
  const rows: [string, string, App, RegExp][] = [
    ['zh', '跟着计划练了半年，全马PB了！', 'run', /个人最好成绩/],
    ['ja', 'おかげで10kmの自己ベストが出ました', 'run', /自己ベスト/],
    ['ko', '5km 개인 기록 갱신했어요 감사합니다', 'run', /기록 경신/],
    ['ko', '이 앱으로 매일 공부해서 자격증 시험 합격했어요!', 'notes', /합격/],
  ]
  for (const [language, body, app, said] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 5, body, app)
      expect(replyOf(d), d.body).toMatch(said)
    })
  // Guards: a record that does not update, a list refreshed, and a feat told in sarcasm are no feats.
  const noFeat: [string, string, RegExp][] = [
    ['ja', 'ランの記録が更新されない。アプリを入れ直しても同じ', /おめでとう/],
    ['zh', '下拉刷新记录也没用，跑步数据一直不同步', /恭喜/],
    ['ko', '달리기 기록 갱신이 안 돼요. 며칠째 그대로예요', /축하/],
    ['ja', '自己ベスト更新！…と思ったらGPSがワープしてただけ。さすがですね🙄', /おめでとう/],
  ]
  for (const [language, body, congratulated] of noFeat)
    it(`guard: ${language} no congratulation for ${body}`, () => {
      const d = corpusDraft(language, 2, body, 'run')
      expect(replyOf(d), d.body).not.toMatch(congratulated)
    })
  it('guard: zh a hoped-for personal best is not congratulated', () => {
    const d = corpusDraft('zh', 4, '希望能帮我破PB，界面还行', 'run')
    expect(replyOf(d), d.body).not.toMatch(/恭喜/)
  })
})

/** Support that never answered, said colloquially, is acknowledged beside the main trouble. */
describe('ja/zh: support that never answered, said without particles', () => {
  const rows: [string, number, string, RegExp][] = [
    ['ja', 2, 'バックアップが消えた。サポートに連絡したけど返信来ない', /お返事/],
    ['zh', 1, '会员被扣了两次费，客服都不回', /回复/],
  ]
  for (const [language, rating, body, said] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, rating, body, 'notes')
      expect(replyOf(d), d.body).toMatch(said)
    })
})

/** One complaint naming two things of the game is heard of both, not of the first alone. */
describe('ja/zh/ko: a complaint about two things names both', () => {
  const rows: [string, string, RegExp][] = [
    ['ko', '할 만한데 데일리 보상이 너무 적어요. 그리고 하트 회복도 느려요', /하트/],
    ['ja', 'まあまあ。デイリー報酬が少なすぎる。あとライフの回復が遅い', /ライフ/],
    ['zh', '一般般。每日奖励太少了，体力也回得太慢', /体力/],
  ]
  for (const [language, body, second] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 3, body, 'game')
      expect(replyOf(d), d.body).toMatch(second)
    })
})

/** Ads still shown after paying to remove them: a purchase that never came, not an ads grumble. */
describe('ja/zh: ads still shown after buying their removal', () => {
  it('ja: the purchase is taken up, not "feedback passed on"', () => {
    const d = corpusDraft('ja', 2, '広告なしプランを買ったのに広告が普通に出てくる', 'game')
    expect(replyOf(d), d.body).toMatch(/購入/)
    expect(replyOf(d), d.body).not.toMatch(/ご意見/)
  })
  it('zh: "什么情况" beside it leaves no answer slot', () => {
    const d = corpusDraft('zh', 2, '开通了去广告，结果还是有广告？什么情况', 'game')
    expect(d.body).not.toMatch(/\[answer/)
    expect(replyOf(d), d.body).toMatch(/去广告/)
  })
  it('ko: the reply says the ads still show, not that the item is not visible', () => {
    const d = corpusDraft('ko', 1, '광고 제거 결제했는데 광고가 여전히 떠요', 'game')
    expect(replyOf(d), d.body).toMatch(/광고가 계속/)
    expect(replyOf(d), d.body).not.toMatch(/보이지 않는다니/)
  })
})
