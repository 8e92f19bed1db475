/**
 * `@handles` in a note, resolved against the workspace's members: a member's whole e-mail
 * address, its part before the "@", or their name without spaces (case does not matter). A
 * handle two members share (`@ana` for ana@one.com and ana@two.com) names nobody: the whole
 * address does. Only members count, so a note never reaches someone outside the workspace.
 */
import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { MEMBERS_FOR_MENTIONS } from './queries'

export interface MentionedMember {
  id: string
  name: string
  email: string | null
}

const HANDLE = /(?:^|[^\w.@+-])@([\w.+-]+(?:@[\w-]+(?:\.[\w-]+)+)?)/g

/** The handles written in a text, lower-cased, without trailing punctuation. */
function mentionHandles(text: string): string[] {
  const found = new Set<string>()
  for (const m of text.matchAll(HANDLE)) {
    const handle = (m[1] ?? '').replace(/[.+-]+$/, '').toLowerCase()
    if (handle) found.add(handle)
  }
  return [...found]
}

function handlesOf(member: MentionedMember): string[] {
  const out = [member.name.replace(/\s+/g, '').toLowerCase()]
  if (member.email) {
    const email = member.email.toLowerCase()
    out.push(email, email.split('@')[0] ?? '')
  }
  return out.filter((h) => h !== '')
}

export function mentionedMembers(
  ctx: CoreContext,
  workspaceId: string,
  text: string,
): MentionedMember[] {
  const handles = mentionHandles(text)
  if (handles.length === 0) return []
  const members = prepared(ctx.db.$client, MEMBERS_FOR_MENTIONS).all(
    workspaceId,
  ) as MentionedMember[]
  const out = new Map<string, MentionedMember>()
  for (const handle of handles) {
    const matches = members.filter((m) => handlesOf(m).includes(handle))
    const only = matches.length === 1 ? matches[0] : undefined
    if (only) out.set(only.id, only)
  }
  return [...out.values()]
}
