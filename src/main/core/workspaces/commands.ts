import { linkReach } from '../access/link-reach'
import { emailInvitation } from '../email/invitation-email'
import type { workspaceCommands } from '../../../shared/contract/workspaces'
import { createLoginLink, listLoginLinks, revokeLoginLink } from '../access/login-links'
import { installationView, updateInstallationSettings } from '../access/installation'
import {
  acceptInvitation,
  declineInvitation,
  inviteByEmail,
  listInvitations,
  myInvitations,
  revokeInvitation,
} from '../access/invitations'
import { addMember, listMembers, removeMember, setMemberRole } from './members'
import { createWorkspace, listWorkspaces, renameWorkspace } from './workspaces'
import { users } from '../db/schema'
import { eq } from 'drizzle-orm'
import type { Core } from '../core'
import type { Principal } from '../access/actor'
import type { Handlers } from '../commands/types'
import { outboundGuardOn } from '../http/outbound'

const installationOf = (core: Core, principal: Principal) =>
  installationView(
    core,
    principal,
    !outboundGuardOn(core),
    listWorkspaces(core, principal).some((w) => w.role === 'admin'),
  )

export const workspaceHandlers = {
  'session.get': ({ core, principal }) => {
    const user = core.db.select().from(users).where(eq(users.id, principal.userId)).get()
    if (!user) throw new Error('signed-in user vanished')
    return {
      user: { id: user.id, name: user.name },
      workspaces: listWorkspaces(core, principal),
      shell: core.runtime.shell,
      demo: core.runtime.demo,
      apiBaseUrl: core.runtime.apiBaseUrl,
      vaultWarning: core.vault.provider.warning ?? null,
    }
  },
  'workspaces.list': ({ core, principal }) => listWorkspaces(core, principal),
  'workspaces.create': ({ core, principal }, input) => createWorkspace(core, principal, input.name),
  'workspaces.rename': ({ core, actor }, input) => renameWorkspace(core, actor, input.name),
  'members.list': ({ core, actor }) => listMembers(core, actor),
  'members.add': ({ core, actor }, input) => addMember(core, actor, input),
  'members.setRole': ({ core, actor }, input) =>
    setMemberRole(core, actor, input.memberId, input.role),
  'members.remove': ({ core, actor }, input) => removeMember(core, actor, input.memberId),
  'loginLinks.list': ({ core, actor }) => listLoginLinks(core, actor),
  'loginLinks.create': ({ core, actor }, input) => ({
    ...createLoginLink(core, actor, input.memberId, input),
    ...linkReach(core),
  }),
  'loginLinks.revoke': ({ core, actor }, input) => {
    revokeLoginLink(core, actor, input.linkId)
    return null
  },
  'members.invite': async ({ core, actor }, input) => {
    const invitation = inviteByEmail(core, actor, input.email, input.role, input.name)
    const reach = linkReach(core)
    const emailed = input.sendEmail
      ? await emailInvitation(core, actor.workspaceId, invitation.email, {
          path: invitation.path,
          reach,
          invitedBy: invitation.invitedBy,
        })
      : null
    return { ...invitation, ...reach, emailed }
  },
  'invitations.list': ({ core, actor }) => listInvitations(core, actor),
  'invitations.revoke': ({ core, actor }, input) => {
    revokeInvitation(core, actor, input.invitationId)
    return null
  },
  'invitations.mine': ({ core, principal }) => myInvitations(core, principal),
  'invitations.accept': ({ core, principal }, input) =>
    acceptInvitation(core, principal, input.invitationId),
  'invitations.decline': ({ core, principal }, input) =>
    declineInvitation(core, principal, input.invitationId),
  'installation.get': ({ core, principal }) => installationOf(core, principal),
  'installation.update': ({ core, principal }, input) => {
    updateInstallationSettings(core, principal, {
      ...(input.adminsMayCreateWorkspaces !== undefined
        ? { adminsMayCreateWorkspaces: input.adminsMayCreateWorkspaces }
        : {}),
      ...(input.outboundAllowlist !== undefined
        ? { outboundAllowlist: input.outboundAllowlist }
        : {}),
    })
    return installationOf(core, principal)
  },
} satisfies Handlers<keyof typeof workspaceCommands>
