import { afterEach, describe, expect, it } from 'vitest'
import type { Principal } from '../../../../src/main/core/access/actor'
import { createStartupLink, exchangeLoginToken, resolveSession } from '../../../../src/main/core/access/login-links'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

const tokenOf = (path: string): string => new URL(path, 'http://x').searchParams.get('token') ?? ''

/** Signs in with a link path the way the bridge does, returning the session's principal. */
function signIn(path: string, current?: string): { principal: Principal; session: string } {
  const exchanged = exchangeLoginToken(t.core, tokenOf(path), current)
  if (!exchanged) throw new Error('link refused')
  const principal = resolveSession(t.core, exchanged.session)
  if (!principal) throw new Error('session not found')
  return { principal, session: exchanged.session }
}

/** A member of the owner's first workspace, signed in through a link its admin made. */
async function memberSignedIn(name: string, role: 'admin' | 'editor' | 'viewer', email?: string) {
  const m = await t.run('members.add', { workspaceId: t.workspaceId, name, role, ...(email ? { email } : {}) })
  const link = await t.run('loginLinks.create', { workspaceId: t.workspaceId, memberId: m.id })
  return { member: m, ...signIn(link.path) }
}

describe('the takeover chain from the security review', () => {
  it('fails at every step: e-mails hidden, no workspace of one’s own, no direct add, no link or session reaching the victim’s workspaces', async () => {
    t = await createTestCore()
    const victim = await memberSignedIn('Vera', 'admin', 'vera@example.com')
    const attacker = await memberSignedIn('Mallory', 'viewer', 'mallory@example.com')

    // 1. A viewer does not see other members' e-mails.
    const seen = await t.run('members.list', { workspaceId: t.workspaceId }, attacker.principal)
    expect(seen.find((m) => m.name === 'Vera')?.email).toBeNull()
    expect(seen.find((m) => m.name === 'Mallory')?.email).toBe('mallory@example.com')

    // 2. Creating a workspace is the owner's.
    const create = await t.dispatch('workspace.create', { name: 'Mine' }, attacker.principal)
    expect(create).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })

    // Suppose the attacker is legitimately admin of a workspace of their own anyway.
    const own = await t.run('workspace.create', { name: 'Mallory’s' })
    const asOwner = { workspaceId: own.id }
    await t.run('members.invite', { ...asOwner, email: 'mallory@example.com', role: 'admin' })
    const [ownInvite] = await t.run('invitations.mine', {}, { userId: attacker.principal.userId })
    await t.run('invitations.accept', { invitationId: ownInvite!.id }, { userId: attacker.principal.userId })
    const mallory = { userId: attacker.principal.userId, scope: [own.id] }

    // 3. Adding the victim's e-mail does not add the victim; it can only invite them.
    const add = await t.dispatch('members.add', { workspaceId: own.id, name: 'V', email: 'VERA@example.com', role: 'viewer' }, mallory)
    expect(add).toMatchObject({ ok: false, error: { code: 'CONFLICT', field: 'email' } })
    const invitation = await t.run('members.invite', { workspaceId: own.id, email: 'vera@example.com', role: 'viewer' }, mallory)
    const ownMembers = await t.run('members.list', { workspaceId: own.id }, mallory)
    expect(ownMembers.map((m) => m.name)).not.toContain('Vera')

    // The victim's own sessions do not even see that invitation (it is not theirs to answer there).
    expect(await t.run('invitations.mine', {}, victim.principal)).toEqual([])

    // Even using the invitation link as the victim, the session only reaches the attacker's workspace.
    const viaInvite = signIn(invitation.path)
    expect((await t.run('session.get', {}, viaInvite.principal)).workspaces).toEqual([])
    expect(await t.dispatch('keys.create', { workspaceId: t.workspaceId, name: 'x' }, viaInvite.principal)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    })

    // 4. Had the victim accepted, a link minted by the attacker still acts only in the attacker's workspace.
    await t.run('invitations.accept', { invitationId: invitation.id }, viaInvite.principal)
    const victimThere = (await t.run('members.list', { workspaceId: own.id }, mallory)).find((m) => m.name === 'Vera')!
    const minted = await t.run('loginLinks.create', { workspaceId: own.id, memberId: victimThere.id }, mallory)
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
    expect(links.filter((l) => l.memberName === 'Vera')).toHaveLength(1)
  })

  it('gives owner powers only to the owner’s own sign-in, not to a link an admin minted for the owner', async () => {
    t = await createTestCore()
    const owners = await t.run('members.list', { workspaceId: t.workspaceId })
    const ownerMember = owners.find((m) => m.isOwner)!
    const admin = await memberSignedIn('Ada', 'admin')
    const link = await t.run('loginLinks.create', { workspaceId: t.workspaceId, memberId: ownerMember.id }, admin.principal)
    const asOwnerViaAdmin = signIn(link.path).principal
    expect(await t.dispatch('workspace.create', { name: 'X' }, asOwnerViaAdmin)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    expect(await t.dispatch('installation.update', { adminsMayCreateWorkspaces: true }, asOwnerViaAdmin)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    })
  })

  it('lets admins create workspaces only when the owner allows it, and the new workspace joins their session', async () => {
    t = await createTestCore()
    const admin = await memberSignedIn('Ada', 'admin')
    const editor = await memberSignedIn('Eda', 'editor')
    expect(await t.dispatch('workspace.create', { name: 'A' }, admin.principal)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    await t.run('installation.update', { adminsMayCreateWorkspaces: true })
    const created = await t.run('workspace.create', { name: 'A' }, admin.principal)
    const again = resolveSession(t.core, admin.session)!
    expect((await t.run('workspace.list', {}, again)).map((w) => w.id)).toContain(created.id)
    expect(await t.dispatch('workspace.create', { name: 'B' }, editor.principal)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
  })
})

describe('removing a member', () => {
  it('ends their sessions and links in that workspace at once and lists the API keys they created', async () => {
    t = await createTestCore()
    const admin = await memberSignedIn('Ada', 'admin')
    const reusable = await t.run('loginLinks.create', { workspaceId: t.workspaceId, memberId: admin.member.id, reusable: true })
    const key = await t.run('keys.create', { workspaceId: t.workspaceId, name: 'CI' }, admin.principal)

    const removed = await t.run('members.remove', { workspaceId: t.workspaceId, memberId: admin.member.id })
    expect(removed.apiKeys).toEqual([expect.objectContaining({ id: key.id, name: 'CI' })])

    expect(resolveSession(t.core, admin.session)).toBeNull()
    expect(exchangeLoginToken(t.core, tokenOf(reusable.path))).toBeNull()
    expect(await t.dispatch('apps.list', { workspaceId: t.workspaceId }, admin.principal)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    })
    expect(await t.dispatch('workspace.create', { name: 'Mine' }, admin.principal)).toMatchObject({ ok: false })
  })

  it('keeps a session that also covers another workspace, without the one they left', async () => {
    t = await createTestCore()
    // Named, the first workspace is in use: creating another keeps it (an unused one is replaced).
    await t.run('workspace.rename', { workspaceId: t.workspaceId, name: 'Main' })
    const other = await t.run('workspace.create', { name: 'Other' })
    const m = await memberSignedIn('Mo', 'editor', 'mo@example.com')
    const invitation = await t.run('members.invite', { workspaceId: other.id, email: 'mo@example.com', role: 'viewer' })
    const both = signIn(invitation.path, m.session)
    await t.run('invitations.accept', { invitationId: invitation.id }, both.principal)
    expect((await t.run('workspace.list', {}, resolveSession(t.core, both.session)!)).map((w) => w.name)).toEqual([
      'Main',
      'Other',
    ])

    await t.run('members.remove', { workspaceId: t.workspaceId, memberId: m.member.id })
    const after = resolveSession(t.core, both.session)!
    expect(after.scope).toEqual([other.id])
    expect((await t.run('workspace.list', {}, after)).map((w) => w.name)).toEqual(['Other'])
  })
})

describe('sign-in links', () => {
  it('start-up links expire after 15 minutes, and a new start kills older unused ones', async () => {
    t = await createTestCore()
    const stale = createStartupLink(t.core, t.core.ownerUserId)
    t.clock.advance(16 * 60 * 1000)
    expect(exchangeLoginToken(t.core, tokenOf(stale))).toBeNull()

    const first = createStartupLink(t.core, t.core.ownerUserId)
    const second = createStartupLink(t.core, t.core.ownerUserId)
    expect(exchangeLoginToken(t.core, tokenOf(first))).toBeNull()
    expect(exchangeLoginToken(t.core, tokenOf(second))).not.toBeNull()
  })

  it('personal links are single use and expire after 7 days by default; reusable ones on request', async () => {
    t = await createTestCore()
    const m = await t.run('members.add', { workspaceId: t.workspaceId, name: 'Eda', role: 'editor' })
    const once = await t.run('loginLinks.create', { workspaceId: t.workspaceId, memberId: m.id })
    expect(once).toMatchObject({ singleUse: true, expiresAt: t.clock.now() + 7 * 24 * 60 * 60 * 1000 })
    expect(exchangeLoginToken(t.core, tokenOf(once.path))).not.toBeNull()
    expect(exchangeLoginToken(t.core, tokenOf(once.path))).toBeNull()

    const reusable = await t.run('loginLinks.create', { workspaceId: t.workspaceId, memberId: m.id, reusable: true, expiresInDays: 2 })
    expect(exchangeLoginToken(t.core, tokenOf(reusable.path))).not.toBeNull()
    expect(exchangeLoginToken(t.core, tokenOf(reusable.path))).not.toBeNull()
    t.clock.advance(2 * 24 * 60 * 60 * 1000)
    expect(exchangeLoginToken(t.core, tokenOf(reusable.path))).toBeNull()
  })

  it('revoking a link ends what it granted, also inside a session it was folded into', async () => {
    t = await createTestCore()
    // Named, the first workspace is in use: creating another keeps it (an unused one is replaced).
    await t.run('workspace.rename', { workspaceId: t.workspaceId, name: 'Main' })
    const other = await t.run('workspace.create', { name: 'Other' })
    const m = await memberSignedIn('Mo', 'editor', 'mo@example.com')
    const invitation = await t.run('members.invite', { workspaceId: other.id, email: 'mo@example.com', role: 'viewer' })
    const both = signIn(invitation.path, m.session)
    await t.run('invitations.accept', { invitationId: invitation.id }, both.principal)
    const [first] = (await t.run('loginLinks.list', { workspaceId: t.workspaceId })).filter((l) => l.memberName === 'Mo')
    await t.run('loginLinks.revoke', { workspaceId: t.workspaceId, linkId: first!.id })
    expect(resolveSession(t.core, both.session)?.scope).toEqual([other.id])
  })

  it('an admin revokes an invitation: its link stops working and it can no longer be accepted', async () => {
    t = await createTestCore()
    await t.run('members.add', { workspaceId: t.workspaceId, name: 'Ina', email: 'ina@example.com', role: 'viewer' })
    const other = await t.run('workspace.create', { name: 'Other' })
    const invitation = await t.run('members.invite', { workspaceId: other.id, email: 'ina@example.com', role: 'editor' })
    expect(await t.run('invitations.list', { workspaceId: other.id })).toEqual([
      expect.objectContaining({ id: invitation.id, name: 'Ina', status: 'pending', workspaceName: 'Other' }),
    ])
    await t.run('invitations.revoke', { workspaceId: other.id, invitationId: invitation.id })
    expect(exchangeLoginToken(t.core, tokenOf(invitation.path))).toBeNull()
  })
})
