import { afterEach, describe, expect, it } from 'vitest'
import { resolveSession } from '../../../../src/main/core/access/login-links'
import { authenticateApiKey } from '../../../../src/main/core/keys/keys'
import { createTestCore, type TestCore } from '../../../support/core'
import { openLink, principalOf, signIn } from '../../../support/sign-in'

let t: TestCore
afterEach(() => t?.core.close())

/** Ada, an admin the owner added and signed in with a link the owner made. */
async function adminAda() {
  const ada = await t.run('members.add', { workspaceId: t.workspaceId, name: 'Ada', role: 'admin' })
  const link = await t.run('loginLinks.create', { workspaceId: t.workspaceId, memberId: ada.id })
  return { member: ada, ...signIn(t, link.path) }
}

describe('what an admin made dies with their access', () => {
  it('link: a reusable 90-day link Ada made for Ben stops working and Ben’s session from it ends when Ada is removed', async () => {
    t = await createTestCore()
    const ada = await adminAda()
    const ben = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Ben',
      role: 'editor',
    })
    const fromAda = await t.run(
      'loginLinks.create',
      { workspaceId: t.workspaceId, memberId: ben.id, reusable: true, expiresInDays: 90 },
      ada.principal,
    )
    const fromOwner = await t.run('loginLinks.create', {
      workspaceId: t.workspaceId,
      memberId: ben.id,
    })
    expect(fromAda.createdByName).toBe('Ada')
    expect(fromOwner.createdByName).toBe(
      t.core.db.$client
        .prepare('SELECT name FROM users WHERE id = ?')
        .pluck()
        .get(t.core.ownerUserId),
    )
    const benViaAda = signIn(t, fromAda.path)
    const benViaOwner = signIn(t, fromOwner.path)

    const removed = await t.run('members.remove', {
      workspaceId: t.workspaceId,
      memberId: ada.member.id,
    })
    expect(removed.revoked).toMatchObject({ loginLinks: 1, sessions: 1 })

    expect(resolveSession(t.core, benViaAda.session)).toBeNull()
    expect(openLink(t, fromAda.path)).toEqual({ ok: false, reason: 'invalid' })
    // What the owner handed Ben is the owner's: it keeps working.
    expect(
      await t.run('apps.list', { workspaceId: t.workspaceId }, principalOf(t, benViaOwner.session)),
    ).toEqual([])
    const listed = await t.run('loginLinks.list', { workspaceId: t.workspaceId })
    expect(listed.find((l) => l.id === fromAda.id)).toMatchObject({
      createdByName: 'Ada',
      revokedAt: expect.any(Number),
    })
  })

  it('invitation: an open invitation Ada sent (as admin) dies, and the session its link opened ends, when Ada is removed', async () => {
    t = await createTestCore()
    const ada = await adminAda()
    const invitation = await t.run(
      'members.invite',
      { workspaceId: t.workspaceId, email: 'new@example.com', role: 'admin' },
      ada.principal,
    )
    expect(invitation.invitedBy).toBe('Ada')
    const opened = signIn(t, invitation.path)
    const untouched = await t.run(
      'members.invite',
      { workspaceId: t.workspaceId, email: 'later@example.com', role: 'admin' },
      ada.principal,
    )

    const removed = await t.run('members.remove', {
      workspaceId: t.workspaceId,
      memberId: ada.member.id,
    })
    expect(removed.revoked).toMatchObject({ loginLinks: 0, invitations: 2, sessions: 1 })

    expect(resolveSession(t.core, opened.session)).toBeNull()
    expect(
      await t.dispatch('invitations.accept', { invitationId: invitation.id }, opened.principal),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    })
    expect(openLink(t, untouched.path)).toEqual({ ok: false, reason: 'invalid' })
    const invitations = await t.run('invitations.list', { workspaceId: t.workspaceId })
    expect(invitations.map((i) => [i.email, i.status, i.invitedBy]).sort()).toEqual([
      ['later@example.com', 'revoked', 'Ada'],
      ['new@example.com', 'revoked', 'Ada'],
    ])
    // Nobody became an admin who could mint keys.
    const members = await t.run('members.list', { workspaceId: t.workspaceId })
    expect(members.map((m) => m.isOwner)).toEqual([true])
  })

  it('invitation: someone who joined through Ada’s invitation stays a member but signs in again from a remaining admin’s link', async () => {
    t = await createTestCore()
    const ada = await adminAda()
    const invitation = await t.run(
      'members.invite',
      { workspaceId: t.workspaceId, email: 'ivy@example.com', role: 'editor' },
      ada.principal,
    )
    const ivy = signIn(t, invitation.path)
    await t.run('invitations.accept', { invitationId: invitation.id }, ivy.principal)

    await t.run('members.remove', { workspaceId: t.workspaceId, memberId: ada.member.id })
    expect(resolveSession(t.core, ivy.session)).toBeNull()
    const still = (await t.run('members.list', { workspaceId: t.workspaceId })).find(
      (m) => m.email === 'ivy@example.com',
    )
    expect(still?.role).toBe('editor')
  })

  it('key: the API keys Ada minted are revoked when she is removed, and listed as hers', async () => {
    t = await createTestCore()
    const ada = await adminAda()
    const key = await t.run(
      'keys.create',
      { workspaceId: t.workspaceId, name: 'CI' },
      ada.principal,
    )
    const ownerKey = await t.run('keys.create', { workspaceId: t.workspaceId, name: 'Owner’s' })
    expect(
      (await t.run('keys.list', { workspaceId: t.workspaceId })).find((k) => k.id === key.id)
        ?.createdByName,
    ).toBe('Ada')
    expect(authenticateApiKey(t.core, key.key)).toMatchObject({ ok: true })

    const removed = await t.run('members.remove', {
      workspaceId: t.workspaceId,
      memberId: ada.member.id,
    })
    expect(removed.revoked.apiKeys).toEqual([
      expect.objectContaining({ id: key.id, name: 'CI', prefix: key.prefix }),
    ])

    expect(authenticateApiKey(t.core, key.key)).toEqual({ ok: false, reason: 'revoked' })
    expect(authenticateApiKey(t.core, ownerKey.key)).toMatchObject({ ok: true })
    expect(
      (await t.run('keys.list', { workspaceId: t.workspaceId })).find((k) => k.id === key.id),
    ).toMatchObject({
      status: 'revoked',
      createdByName: 'Ada',
    })
  })

  it('role: lowering Ada to editor ends the links, invitations and keys only an admin could make, and keeps her own session', async () => {
    t = await createTestCore()
    const ada = await adminAda()
    const ben = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Ben',
      role: 'viewer',
    })
    const link = await t.run(
      'loginLinks.create',
      { workspaceId: t.workspaceId, memberId: ben.id, reusable: true },
      ada.principal,
    )
    const benSession = signIn(t, link.path)
    const invitation = await t.run(
      'members.invite',
      { workspaceId: t.workspaceId, email: 'x@example.com', role: 'admin' },
      ada.principal,
    )
    const key = await t.run(
      'keys.create',
      { workspaceId: t.workspaceId, name: 'CI' },
      ada.principal,
    )

    const changed = await t.run('members.setRole', {
      workspaceId: t.workspaceId,
      memberId: ada.member.id,
      role: 'editor',
    })
    expect(changed).toMatchObject({
      role: 'editor',
      revoked: { loginLinks: 1, invitations: 1, sessions: 1 },
    })
    expect(changed.revoked?.apiKeys.map((k) => k.id)).toEqual([key.id])

    expect(resolveSession(t.core, benSession.session)).toBeNull()
    expect(openLink(t, link.path)).toEqual({ ok: false, reason: 'invalid' })
    expect(openLink(t, invitation.path)).toEqual({ ok: false, reason: 'invalid' })
    expect(authenticateApiKey(t.core, key.key)).toEqual({ ok: false, reason: 'revoked' })
    // Ada herself keeps working, as an editor.
    expect(
      await t.run('apps.list', { workspaceId: t.workspaceId }, principalOf(t, ada.session)),
    ).toEqual([])
    expect(
      await t.dispatch('keys.create', { workspaceId: t.workspaceId, name: 'again' }, ada.principal),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    })

    // Raising someone's role revokes nothing.
    const raised = await t.run('members.setRole', {
      workspaceId: t.workspaceId,
      memberId: ben.id,
      role: 'editor',
    })
    expect(raised.revoked).toBeNull()
  })
})
