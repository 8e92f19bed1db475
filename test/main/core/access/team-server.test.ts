import { afterEach, describe, expect, it } from 'vitest'
import { createStartupLink } from '../../../../src/main/core/access/login-links'
import { createTestCore, type TestCore } from '../../../support/core'
import {
  joinByInvitation,
  openLink,
  principalOf,
  signIn as openAndSignIn,
  tokenOf,
} from '../../../support/sign-in'
import { exchangeLoginToken, resolveSession } from '../../../../src/main/core/access/login-links'

let t: TestCore
afterEach(() => t?.core.close())

const signIn = (path: string, current?: string) => openAndSignIn(t, path, current)

/** A member of the owner's first workspace, signed in through a link its admin made. */
async function memberSignedIn(name: string, role: 'admin' | 'editor' | 'viewer') {
  const m = await t.run('members.add', { workspaceId: t.workspaceId, name, role })
  const link = await t.run('loginLinks.create', { workspaceId: t.workspaceId, memberId: m.id })
  return { member: m, ...signIn(link.path) }
}

describe('the takeover chain from the security review', () => {
  it('fails at every step: e-mails hidden, no workspace of one’s own, no direct add, no link or session reaching the victim’s workspaces', async () => {
    t = await createTestCore()
    const victim = await joinByInvitation(t, 'vera@example.com', 'admin')
    const attacker = await joinByInvitation(t, 'mallory@example.com', 'viewer')

    // 1. A viewer does not see other members' e-mails.
    const seen = await t.run('members.list', { workspaceId: t.workspaceId }, attacker.principal)
    expect(seen.find((m) => m.userId === victim.userId)?.email).toBeNull()
    expect(seen.find((m) => m.userId === attacker.userId)?.email).toBe('mallory@example.com')

    // 2. Creating a workspace is the owner's.
    const create = await t.dispatch('workspaces.create', { name: 'Mine' }, attacker.principal)
    expect(create).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })

    // Suppose the attacker is legitimately admin of a workspace of their own anyway.
    const own = await t.run('workspaces.create', { name: 'Mallory’s' })
    const ownInvite = await t.run('members.invite', {
      workspaceId: own.id,
      email: 'mallory@example.com',
      role: 'admin',
    })
    signIn(ownInvite.path, attacker.session)
    await t.run(
      'invitations.accept',
      { invitationId: ownInvite.id },
      principalOf(t, attacker.session),
    )
    const mallory = principalOf(t, attacker.session)

    // 3. There is no direct add by e-mail; inviting the victim's address grants nothing.
    const add = await t.dispatch(
      'members.add',
      { workspaceId: own.id, name: 'V', email: 'VERA@example.com', role: 'viewer' },
      mallory,
    )
    expect(add).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    const invitation = await t.run(
      'members.invite',
      { workspaceId: own.id, email: 'VERA@example.com', role: 'viewer' },
      mallory,
    )
    const ownMembers = await t.run('members.list', { workspaceId: own.id }, mallory)
    expect(ownMembers.map((m) => m.userId)).not.toContain(victim.userId)

    // The victim's own sessions do not even see that invitation (it is not theirs to answer there).
    expect(await t.run('invitations.mine', {}, victim.principal)).toEqual([])

    // The invitation's link does not sign anyone in as the victim: not in a fresh browser, not in the attacker's.
    expect(openLink(t, invitation.path)).toEqual({ ok: false, reason: 'not_invitee' })
    expect(openLink(t, invitation.path, attacker.session)).toEqual({
      ok: false,
      reason: 'not_invitee',
    })

    // 4. Had the victim accepted (in their own browser), a link minted by the attacker still acts only in the attacker's workspace.
    signIn(invitation.path, victim.session)
    await t.run(
      'invitations.accept',
      { invitationId: invitation.id },
      principalOf(t, victim.session),
    )
    const victimThere = (await t.run('members.list', { workspaceId: own.id }, mallory)).find(
      (m) => m.userId === victim.userId,
    )!
    const minted = await t.run(
      'loginLinks.create',
      { workspaceId: own.id, memberId: victimThere.id },
      mallory,
    )
    const stolen = signIn(minted.path)
    const session = await t.run('session.get', {}, stolen.principal)
    expect(session.workspaces.map((w) => w.id)).toEqual([own.id])
    for (const [name, input] of [
      ['keys.create', { name: 'stolen' }],
      ['webhooks.list', {}],
      ['members.list', {}],
    ] as const) {
      const res = await t.dispatch(name, { workspaceId: t.workspaceId, ...input }, stolen.principal)
      expect(res, name).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    }
    // And the victim workspace's admins see (and can revoke) every link for their workspace; none was made there.
    const links = await t.run('loginLinks.list', { workspaceId: t.workspaceId })
    expect(links.filter((l) => l.userId === victim.userId)).toHaveLength(1)
  })

  it('gives owner powers only to the owner’s own sign-in, not to a link an admin minted for the owner', async () => {
    t = await createTestCore()
    const owners = await t.run('members.list', { workspaceId: t.workspaceId })
    const ownerMember = owners.find((m) => m.isOwner)!
    const admin = await memberSignedIn('Ada', 'admin')
    const link = await t.run(
      'loginLinks.create',
      { workspaceId: t.workspaceId, memberId: ownerMember.id },
      admin.principal,
    )
    const asOwnerViaAdmin = signIn(link.path).principal
    expect(await t.dispatch('workspaces.create', { name: 'X' }, asOwnerViaAdmin)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    })
    expect(
      await t.dispatch('installation.update', { adminsMayCreateWorkspaces: true }, asOwnerViaAdmin),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    })
  })

  it('lets admins create workspaces only when the owner allows it, and the new workspace joins their session', async () => {
    t = await createTestCore()
    const admin = await memberSignedIn('Ada', 'admin')
    const editor = await memberSignedIn('Eda', 'editor')
    expect(await t.dispatch('workspaces.create', { name: 'A' }, admin.principal)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    })
    await t.run('installation.update', { adminsMayCreateWorkspaces: true })
    const created = await t.run('workspaces.create', { name: 'A' }, admin.principal)
    const again = resolveSession(t.core, admin.session)!
    expect((await t.run('workspaces.list', {}, again)).map((w) => w.id)).toContain(created.id)
    expect(await t.dispatch('workspaces.create', { name: 'B' }, editor.principal)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    })
  })
})

describe('removing a member', () => {
  it('ends their sessions and links in that workspace at once and revokes the API keys they created', async () => {
    t = await createTestCore()
    const admin = await memberSignedIn('Ada', 'admin')
    const reusable = await t.run('loginLinks.create', {
      workspaceId: t.workspaceId,
      memberId: admin.member.id,
      reusable: true,
    })
    const key = await t.run(
      'keys.create',
      { workspaceId: t.workspaceId, name: 'CI' },
      admin.principal,
    )

    const removed = await t.run('members.remove', {
      workspaceId: t.workspaceId,
      memberId: admin.member.id,
    })
    expect(removed.revoked.apiKeys).toEqual([expect.objectContaining({ id: key.id, name: 'CI' })])

    expect(resolveSession(t.core, admin.session)).toBeNull()
    expect(exchangeLoginToken(t.core, tokenOf(reusable.path))).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(
      await t.dispatch('apps.list', { workspaceId: t.workspaceId }, admin.principal),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    })
    expect(await t.dispatch('workspaces.create', { name: 'Mine' }, admin.principal)).toMatchObject({
      ok: false,
    })
  })

  it('keeps a session that also covers another workspace, without the one they left', async () => {
    t = await createTestCore()
    // Named, the first workspace is in use: creating another keeps it (an unused one is replaced).
    await t.run('workspaces.rename', { workspaceId: t.workspaceId, name: 'Main' })
    const other = await t.run('workspaces.create', { name: 'Other' })
    const m = await joinByInvitation(t, 'mo@example.com', 'editor')
    const invitation = await t.run('members.invite', {
      workspaceId: other.id,
      email: 'mo@example.com',
      role: 'viewer',
    })
    signIn(invitation.path, m.session)
    await t.run('invitations.accept', { invitationId: invitation.id }, principalOf(t, m.session))
    expect(
      (await t.run('workspaces.list', {}, principalOf(t, m.session))).map((w) => w.name),
    ).toEqual(['Main', 'Other'])

    await t.run('members.remove', { workspaceId: t.workspaceId, memberId: m.memberId })
    const after = principalOf(t, m.session)
    expect(after.scope).toEqual([other.id])
    expect((await t.run('workspaces.list', {}, after)).map((w) => w.name)).toEqual(['Other'])
  })
})

describe('sign-in links', () => {
  it('start-up links expire after 15 minutes, and a new start kills older unused ones', async () => {
    t = await createTestCore()
    const stale = createStartupLink(t.core, t.core.ownerUserId)
    t.clock.advance(16 * 60 * 1000)
    expect(exchangeLoginToken(t.core, tokenOf(stale))).toEqual({ ok: false, reason: 'invalid' })

    const first = createStartupLink(t.core, t.core.ownerUserId)
    const second = createStartupLink(t.core, t.core.ownerUserId)
    expect(exchangeLoginToken(t.core, tokenOf(first))).toEqual({ ok: false, reason: 'invalid' })
    expect(exchangeLoginToken(t.core, tokenOf(second)).ok).toBe(true)
  })

  it('personal links are single use and expire after 7 days by default; reusable ones on request', async () => {
    t = await createTestCore()
    const m = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Eda',
      role: 'editor',
    })
    const once = await t.run('loginLinks.create', { workspaceId: t.workspaceId, memberId: m.id })
    expect(once).toMatchObject({
      singleUse: true,
      expiresAt: t.clock.now() + 7 * 24 * 60 * 60 * 1000,
    })
    expect(exchangeLoginToken(t.core, tokenOf(once.path)).ok).toBe(true)
    expect(exchangeLoginToken(t.core, tokenOf(once.path))).toEqual({ ok: false, reason: 'invalid' })

    const reusable = await t.run('loginLinks.create', {
      workspaceId: t.workspaceId,
      memberId: m.id,
      reusable: true,
      expiresInDays: 2,
    })
    expect(exchangeLoginToken(t.core, tokenOf(reusable.path)).ok).toBe(true)
    expect(exchangeLoginToken(t.core, tokenOf(reusable.path)).ok).toBe(true)
    t.clock.advance(2 * 24 * 60 * 60 * 1000)
    expect(exchangeLoginToken(t.core, tokenOf(reusable.path))).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('revoking a link ends what it granted, also inside a session it was folded into', async () => {
    t = await createTestCore()
    // Named, the first workspace is in use: creating another keeps it (an unused one is replaced).
    await t.run('workspaces.rename', { workspaceId: t.workspaceId, name: 'Main' })
    const other = await t.run('workspaces.create', { name: 'Other' })
    const mo = await joinByInvitation(t, 'mo@example.com', 'editor')
    const toOther = await t.run('members.invite', {
      workspaceId: other.id,
      email: 'mo@example.com',
      role: 'viewer',
    })
    signIn(toOther.path, mo.session)
    await t.run('invitations.accept', { invitationId: toOther.id }, principalOf(t, mo.session))
    // Later Other's admin gives Mo a sign-in link of Other's; opened here, it folds the session in.
    const otherLink = await t.run('loginLinks.create', {
      workspaceId: other.id,
      memberId: (await memberIn(other.id, mo.userId)).id,
    })
    const folded = signIn(otherLink.path, mo.session)
    expect(resolveSession(t.core, mo.session)).toBeNull()
    expect(folded.principal.scope?.slice().sort()).toEqual([t.workspaceId, other.id].sort())

    // Main's admin revokes the link Mo joined Main with: the folded session keeps Other only.
    const [mainLink] = (await t.run('loginLinks.list', { workspaceId: t.workspaceId })).filter(
      (l) => l.userId === mo.userId,
    )
    await t.run('loginLinks.revoke', { workspaceId: t.workspaceId, linkId: mainLink!.id })
    expect(principalOf(t, folded.session).scope).toEqual([other.id])
  })
})

async function memberIn(workspaceId: string, userId: string) {
  const found = (await t.run('members.list', { workspaceId })).find((m) => m.userId === userId)
  if (!found) throw new Error('not a member')
  return found
}
