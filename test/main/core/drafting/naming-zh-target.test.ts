import { describe, expect, it } from 'vitest'
import { namingDraft } from './naming-support'

// Requests written for this test: where a sync or an export goes ("同步到Strava") is part of
// what is asked for; thanking them for the idea of "sync" says nothing.
describe('a Chinese wish keeps where the sync goes', () => {
  const CASES: [string, string, string][] = [
    ['zh', '希望能同步到Strava，每次手动导出太麻烦了', '同步到Strava'],
    ['zh-Hant', '希望可以同步到Strava，每次手動匯出好麻煩', '同步到Strava'],
    ['zh', '训练计划能不能加上中文说明？还有希望能同步至Garmin', '同步至Garmin'],
  ]
  for (const [language, body, named] of CASES)
    it(`${language}: ${named}`, () => {
      expect(namingDraft(language, 4, body)).toContain(named)
    })
})
