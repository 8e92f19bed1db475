import { afterEach, describe, expect, it } from 'vitest'
import { googlePlayWith, type FlagsSetup } from '../replies/fixtures/flags'

let s: FlagsSetup | undefined
afterEach(async () => {
  s?.t.core.close()
  await s?.gp.close()
  s = undefined
})

describe('the sync status says what is left of the store budget, through the store adapter', () => {
  it('Google Play: the reads left this hour and the replies left today', async () => {
    s = await googlePlayWith(['Works well on my tablet.'])
    const [status] = await s.t.run('sync.status', { workspaceId: s.workspaceId })
    expect(status?.quotaText).toMatch(
      /^\d+ of 200 reads left this hour · 2,000 of 2,000 replies left today$/,
    )
  })
})
