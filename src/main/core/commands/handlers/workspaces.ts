import type { workspaceCommands } from '../../../../shared/contract/workspaces'
import {
  createLoginLink,
  listLoginLinks,
  revokeLoginLink,
} from '../../access/login-links'
import { addMember, listMembers, removeMember, setMemberRole } from '../../workspaces/members'
import { createWorkspace, listWorkspaces, renameWorkspace } from '../../workspaces/workspaces'
import { users } from '../../db/schema'
import { eq } from 'drizzle-orm'
import type { Handlers } from '../types'

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
  'workspace.list': ({ core, principal }) => listWorkspaces(core, principal),
  'workspace.create': ({ core, principal }, input) => createWorkspace(core, principal, input.name),
  'workspace.rename': ({ core, actor }, input) => renameWorkspace(core, actor, input.name),
  'members.list': ({ core, actor }) => listMembers(core, actor),
  'members.add': ({ core, actor }, input) => addMember(core, actor, input),
  'members.setRole': ({ core, actor }, input) => setMemberRole(core, actor, input.memberId, input.role),
  'members.remove': ({ core, actor }, input) => {
    removeMember(core, actor, input.memberId)
    return null
  },
  'loginLinks.list': ({ core, actor }) => listLoginLinks(core, actor),
  'loginLinks.create': ({ core, actor }, input) => createLoginLink(core, actor, input.memberId),
  'loginLinks.revoke': ({ core, actor }, input) => {
    revokeLoginLink(core, actor, input.linkId)
    return null
  },
} satisfies Handlers<keyof typeof workspaceCommands>
