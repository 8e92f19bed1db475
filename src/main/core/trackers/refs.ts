import type { TrackerKind } from '../../../shared/dto/trackers'
import { keyFromUrl as githubKeyFromUrl, splitKey } from './github/parse'
import { JIRA_KEY, keyFromUrl as jiraKeyFromUrl } from './jira/parse'
import { LINEAR_KEY, keyFromUrl as linearKeyFromUrl } from './linear/parse'

/** What a pasted issue URL or key names: one kind for a URL, maybe two for "ABC-12". */
export interface IssueRef {
  kinds: TrackerKind[]
  key: string
}

/**
 * `https://github.com/o/r/issues/12`, `https://linear.app/acme/issue/ENG-12/…`,
 * `https://acme.atlassian.net/browse/APP-7`, or a key (`o/r#12`, `ENG-12`, `APP-7`). A bare
 * "ABC-12" could be Linear or Jira; the caller tries the connected ones.
 */
export function parseIssueRef(raw: string): IssueRef | null {
  const text = raw.trim()
  if (/^https?:\/\//i.test(text)) {
    let url: URL
    try {
      url = new URL(text)
    } catch {
      return null
    }
    const gh = githubKeyFromUrl(url)
    if (gh) return { kinds: ['github'], key: gh }
    const lin = linearKeyFromUrl(url)
    if (lin) return { kinds: ['linear'], key: lin }
    const jira = jiraKeyFromUrl(url)
    if (jira) return { kinds: ['jira'], key: jira }
    return null
  }
  if (splitKey(text)) return { kinds: ['github'], key: text }
  const upper = text.toUpperCase()
  if (JIRA_KEY.test(upper) && LINEAR_KEY.test(upper))
    return { kinds: ['linear', 'jira'], key: upper }
  return null
}
