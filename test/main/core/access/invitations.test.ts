import { afterEach, describe, expect, it } from 'vitest'
import { resolveSession } from '../../../../src/main/core/access/login-links'
import { createTestCore, type TestCore } from '../../../support/core'
import { joinByInvitation, openLink, principalOf, signIn } from '../../../support/sign-in'

let t: TestCore
afterEach(() => t?.core.close())

/** W1 (the owner's first workspace) with Vera as its admin, and W2 whose admin is Mallory. */
async function twoWorkspaces() {
  await t.run('workspaces.rename', { workspaceId: t.workspaceId, name: 'W1' })
  const vera = await joinByInvitation(t, 'vera@example.com', 'admin')
  const w2 = await t.run('workspaces.create', { name: 'W2' })
  const mallory = await joinByInvitation(t, 'mallory@example.com', 'admin', { workspaceId: w2.id })
  return { vera, w2, mallory }
}

describe('an invitation belongs to the invited person (finding 4)', () => {
  it('an admin who invites someone else’s address and opens the link themselves gets no session as them, and nothing is made in their name', async () => {
    t = await createTestCore()
    const { vera, w2, mallory } = await twoWorkspaces()
    const invitation = await t.run(
      'members.invite',
      { workspaceId: w2.id, email: 'vera@example.com', role: 'admin' },
      mallory.principal,
    )

    // Opened in a fresh browser, and in Mallory's own: refused, and the link is not spent.
    expect(openLink(t, invitation.path)).toEqual({ ok: false, reason: 'not_invitee' })
    expect(openLink(t, invitation.path, mallory.session)).toEqual({
      ok: false,
      reason: 'not_invitee',
    })
    // Mallory's session does not see it, nor can it answer it.
    expect(await t.run('invitations.mine', {}, principalOf(t, mallory.session))).toEqual([])
    expect(
      await t.dispatch(
        'invitations.accept',
        { invitationId: invitation.id },
        principalOf(t, mallory.session),
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    })
    const w2Members = await t.run('members.list', { workspaceId: w2.id }, mallory.principal)
    expect(w2Members.map((m) => m.userId)).not.toContain(vera.userId)

    // Vera herself opens it where she is signed in: it is hers to accept.
    const opened = signIn(t, invitation.path, vera.session)
    expect(opened.session).toBe(vera.session)
    expect(
      (await t.run('invitations.mine', {}, principalOf(t, vera.session))).map((i) => i.id),
    ).toEqual([invitation.id])
  })

  it('a session of the right person that did not open the link cannot answer it (a link an admin of W1 made for Vera)', async () => {
    t = await createTestCore()
    const { vera, w2, mallory } = await twoWorkspaces()
    const invitation = await t.run(
      'members.invite',
      { workspaceId: w2.id, email: 'vera@example.com', role: 'viewer' },
      mallory.principal,
    )
    const members = await t.run('members.list', { workspaceId: t.workspaceId })
    const veraMember = members.find((m) => m.userId === vera.userId)!
    const minted = await t.run('loginLinks.create', {
      workspaceId: t.workspaceId,
      memberId: veraMember.id,
    })
    const asVera = signIn(t, minted.path)
    expect(await t.run('invitations.mine', {}, asVera.principal)).toEqual([])
    expect(
      await t.dispatch('invitations.accept', { invitationId: invitation.id }, asVera.principal),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    })
  })

  it('inviting answers the same for an address with an account and one without (no member enumeration)', async () => {
    t = await createTestCore()
    const { w2, mallory } = await twoWorkspaces()
    const known = await t.run(
      'members.invite',
      { workspaceId: w2.id, email: 'vera@example.com', role: 'viewer' },
      mallory.principal,
    )
    const unknown = await t.run(
      'members.invite',
      { workspaceId: w2.id, email: 'nobody@example.com', role: 'viewer' },
      mallory.principal,
    )
    const shape = (i: typeof known) => ({
      ...i,
      id: 'x',
      email: 'x',
      path: i.path.replace(/token=.*/, 'token='),
    })
    expect(shape(known)).toEqual(shape(unknown))
    expect(Object.keys(known).sort()).toEqual([
      'createdAt',
      'email',
      'emailed',
      'id',
      'invitedBy',
      'origin',
      'path',
      'role',
      'status',
      'thisComputerOnly',
      'workspaceId',
      'workspaceName',
    ])
    // Listed alike too: the address invited, never the account's name or id.
    const listed = (
      await t.run('invitations.list', { workspaceId: w2.id }, mallory.principal)
    ).filter((i) => i.status === 'pending')
    expect(listed.map((i) => i.email).sort()).toEqual(['nobody@example.com', 'vera@example.com'])
    expect(new Set(listed.map((i) => JSON.stringify({ ...i, id: 'x', email: 'x' }))).size).toBe(1)
    // Bad input gets the same error either way: only the address is checked.
    for (const email of ['vera@example', 'nobody@example']) {
      expect(
        await t.dispatch(
          'members.invite',
          { workspaceId: w2.id, email, role: 'viewer' },
          mallory.principal,
        ),
      ).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT', field: 'email' },
      })
    }
  })

  it('matches the whole address after normalising case, a trailing dot and an IDN domain, and nothing less', async () => {
    t = await createTestCore()
    const ana = await joinByInvitation(t, 'Ana@BÜCHER.de', 'editor')
    expect(
      (await t.run('members.list', { workspaceId: t.workspaceId })).find(
        (m) => m.userId === ana.userId,
      )?.email,
    ).toBe('ana@xn--bcher-kva.de')
    const w2 = await t.run('workspaces.create', { name: 'W2' })
    for (const spelling of ['ANA@xn--bcher-kva.DE.', 'ana@bücher.de', ' ana@Bücher.De. ']) {
      const invitation = await t.run('members.invite', {
        workspaceId: w2.id,
        email: spelling,
        role: 'viewer',
      })
      expect(invitation.email).toBe('ana@xn--bcher-kva.de')
      // Her account: a fresh browser is refused, her own session takes it.
      expect(openLink(t, invitation.path)).toEqual({ ok: false, reason: 'not_invitee' })
      expect(openLink(t, invitation.path, ana.session)).toMatchObject({
        ok: true,
        session: ana.session,
      })
    }
    // Near misses are other addresses: new accounts, never Ana's.
    for (const near of ['na@bücher.de', 'ana@bücher.dk', 'ana@bucher.de', 'ana@bücher.de.com']) {
      const invitation = await t.run('members.invite', {
        workspaceId: w2.id,
        email: near,
        role: 'viewer',
      })
      const other = signIn(t, invitation.path, ana.session)
      expect(other.principal.userId).not.toBe(ana.userId)
    }
  })
})

describe('an invitation link works for one person once, and revoking it ends what it opened (finding 5)', () => {
  it('a leaked link’s session ends when the owner revokes it and cannot accept the new invitation; the new link works for the invitee', async () => {
    t = await createTestCore()
    const first = await t.run('members.invite', {
      workspaceId: t.workspaceId,
      email: 'nia@example.com',
      role: 'admin',
    })
    const leaked = signIn(t, first.path)
    expect((await t.run('invitations.mine', {}, leaked.principal)).map((i) => i.id)).toEqual([
      first.id,
    ])

    await t.run('invitations.revoke', { workspaceId: t.workspaceId, invitationId: first.id })
    expect(resolveSession(t.core, leaked.session)).toBeNull()

    const second = await t.run('members.invite', {
      workspaceId: t.workspaceId,
      email: 'nia@example.com',
      role: 'viewer',
    })
    // Whatever principal the leaked session had, it cannot see or accept the new invitation.
    expect(await t.run('invitations.mine', {}, leaked.principal)).toEqual([])
    expect(
      await t.dispatch('invitations.accept', { invitationId: second.id }, leaked.principal),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    })
    // The leaked link itself is dead; the new one opens for Nia in a fresh browser.
    expect(openLink(t, first.path)).toEqual({ ok: false, reason: 'invalid' })
    const nia = signIn(t, second.path)
    await t.run('invitations.accept', { invitationId: second.id }, nia.principal)
    const members = await t.run('members.list', { workspaceId: t.workspaceId })
    expect(members.find((m) => m.email === 'nia@example.com')?.role).toBe('viewer')
  })

  it('a re-invitation ends the session the previous invitation’s link opened', async () => {
    t = await createTestCore()
    const first = await t.run('members.invite', {
      workspaceId: t.workspaceId,
      email: 'nia@example.com',
      role: 'admin',
    })
    const leaked = signIn(t, first.path)
    await t.run('members.invite', {
      workspaceId: t.workspaceId,
      email: 'nia@example.com',
      role: 'viewer',
    })
    expect(resolveSession(t.core, leaked.session)).toBeNull()
  })

  it('the link signs in once; a second browser gets nothing, and only the session it opened sees the invitation', async () => {
    t = await createTestCore()
    const invitation = await t.run('members.invite', {
      workspaceId: t.workspaceId,
      email: 'ola@example.com',
      role: 'editor',
    })
    const firstBrowser = signIn(t, invitation.path)
    expect(openLink(t, invitation.path)).toEqual({ ok: false, reason: 'invalid' })
    // Ola's account is in use now: another invitation's link alone no longer signs into it.
    const w2 = await t.run('workspaces.create', { name: 'W2' })
    const again = await t.run('members.invite', {
      workspaceId: w2.id,
      email: 'ola@example.com',
      role: 'editor',
    })
    expect(openLink(t, again.path)).toEqual({ ok: false, reason: 'not_invitee' })
    expect((await t.run('invitations.mine', {}, firstBrowser.principal)).map((i) => i.id)).toEqual([
      invitation.id,
    ])
  })

  it('declining ends the link and leaves no membership', async () => {
    t = await createTestCore()
    const invitation = await t.run('members.invite', {
      workspaceId: t.workspaceId,
      email: 'dee@example.com',
      role: 'admin',
    })
    const dee = signIn(t, invitation.path)
    await t.run('invitations.decline', { invitationId: invitation.id }, dee.principal)
    expect((await t.run('session.get', {}, principalOf(t, dee.session))).workspaces).toEqual([])
    expect(
      (await t.run('members.list', { workspaceId: t.workspaceId })).map((m) => m.email),
    ).not.toContain('dee@example.com')
  })
})
