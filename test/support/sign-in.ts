import type { Principal } from '../../src/main/core/access/actor'
import { exchangeLoginToken, resolveSession } from '../../src/main/core/access/login-links'
import type { SignIn } from '../../src/main/core/access/sessions'
import type { Role } from '../../src/shared/roles'
import type { TestCore } from './core'

export const tokenOf = (path: string): string =>
  new URL(path, 'http://x').searchParams.get('token') ?? ''

/** Opens a link path the way the bridge's POST /login does (optionally in a browser already signed in). */
export const openLink = (t: TestCore, path: string, current?: string): SignIn =>
  exchangeLoginToken(t.core, tokenOf(path), current)

export interface Browser {
  /** The session cookie's value. */
  session: string
  principal: Principal
}

/** Opens a link that must sign in, and returns that browser's session. */
export function signIn(t: TestCore, path: string, current?: string): Browser {
  const outcome = openLink(t, path, current)
  if (!outcome.ok) throw new Error(`link refused: ${outcome.reason}`)
  return { session: outcome.session, principal: principalOf(t, outcome.session) }
}

/** The session's principal as the bridge sees it now (scopes change as people join or leave). */
export function principalOf(t: TestCore, session: string): Principal {
  const principal = resolveSession(t.core, session)
  if (!principal) throw new Error('session ended')
  return principal
}

/**
 * Someone new joins a workspace by e-mail the way people do: an admin invites the address, they
 * open the link in a fresh browser (a new account) and accept. Returns their browser.
 */
export async function joinByInvitation(
  t: TestCore,
  email: string,
  role: Role,
  options: { workspaceId?: string; by?: Principal } = {},
): Promise<Browser & { memberId: string; userId: string }> {
  const workspaceId = options.workspaceId ?? t.workspaceId
  const invitation = await t.run('members.invite', { workspaceId, email, role }, options.by)
  const browser = signIn(t, invitation.path)
  await t.run('invitations.accept', { invitationId: invitation.id }, browser.principal)
  const principal = principalOf(t, browser.session)
  const member = (await t.run('members.list', { workspaceId })).find(
    (m) => m.userId === principal.userId,
  )
  if (!member) throw new Error('not a member after accepting')
  return { session: browser.session, principal, memberId: member.id, userId: principal.userId }
}
