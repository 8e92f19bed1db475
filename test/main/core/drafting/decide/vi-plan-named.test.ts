import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { voiceWith } from '../fixtures'

/**
 * A Vietnamese review that names its plan by its length ("gói năm", "gói tháng") gets that plan
 * back, never "gói Premium": the app may sell no Premium at all. Reviews written for this test.
 */

const voice = voiceWith({ brandName: 'Sổ Tay', supportContact: 'hotro@sotay.example' })

const draft = (body: string) =>
  draftBuiltin({
    review: { id: `vi-plan:${body}`, rating: 1, body, language: 'vi' },
    voice,
    store: 'google_play',
    limit: 5970,
    answers: [],
  }).body

describe('vi: a plan named by its length', () => {
  it.each([
    ['Gói năm tự động gia hạn không báo trước, mất 499.000đ.', 'gói năm'],
    ['Hết dùng thử là bị trừ tiền gói tháng luôn, 59.000đ.', 'gói tháng'],
    ['Đã hủy gói tháng rồi mà vẫn bị trừ 59.000đ.', 'gói tháng'],
  ])('%s', (body, plan) => {
    const text = draft(body)
    expect(text).not.toMatch(/Premium/u)
    expect(text).toContain(plan)
  })
})
