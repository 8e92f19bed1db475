import { describe, expect, it } from 'vitest'
import { waitAskedMs } from '../../../../src/main/core/trackers/http'
import { siteUrl } from '../../../../src/main/core/trackers/jira/parse'
import { parseIssueRef } from '../../../../src/main/core/trackers/refs'

describe('what a pasted issue reference names', () => {
  it.each([
    ['https://github.com/acme/notes/issues/12', ['github'], 'acme/notes#12'],
    ['acme/notes#12', ['github'], 'acme/notes#12'],
    ['https://linear.app/acme/issue/ENG-12/crash-on-open', ['linear'], 'ENG-12'],
    ['https://acme.atlassian.net/browse/APP-7', ['jira'], 'APP-7'],
    [
      'https://acme.atlassian.net/jira/software/projects/APP/boards/1?selectedIssue=APP-7',
      ['jira'],
      'APP-7',
    ],
    ['eng-12', ['linear', 'jira'], 'ENG-12'],
  ])('%s', (ref, kinds, key) => {
    expect(parseIssueRef(ref)).toEqual({ kinds, key })
  })

  it.each(['', 'hello', 'https://example.com/', '../..#1', 'acme/..#3', '12'])(
    'refuses %j',
    (ref) => {
      expect(parseIssueRef(ref)).toBeNull()
    },
  )

  it('reads Jira sites and Retry-After in seconds or as a date', () => {
    expect(siteUrl('acme')).toBe('https://acme.atlassian.net')
    expect(siteUrl('https://Acme.atlassian.net/jira')).toBe('https://acme.atlassian.net')
    expect(siteUrl('evil.example.com')).toBeNull()
    const now = Date.UTC(2026, 10, 2, 9)
    expect(waitAskedMs({ 'retry-after': '30' }, now)).toBe(30_000)
    expect(waitAskedMs({ 'retry-after': new Date(now + 5_000).toUTCString() }, now)).toBe(5_000)
    expect(
      waitAskedMs(
        { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 60) },
        now,
      ),
    ).toBe(60_000)
    expect(waitAskedMs({}, now)).toBeNull()
  })
})
