import { z } from 'zod'
import { ROLES } from '../roles'
import type {
  LoginLinkDto,
  MemberDto,
  NewLoginLinkDto,
  SessionDto,
  WorkspaceDto,
} from '../dto/workspaces'
import { command, empty, id, inWorkspace } from './define'

const name = z.string().trim().min(1, 'a name is required').max(80, 'at most 80 characters')

export const workspaceCommands = {
  'session.get': command<SessionDto>()('signed_in', empty),
  'workspace.list': command<WorkspaceDto[]>()('signed_in', empty),
  'workspace.create': command<WorkspaceDto>()('signed_in', z.object({ name }).strict()),
  'workspace.rename': command<WorkspaceDto>()('admin', inWorkspace({ name })),
  'members.list': command<MemberDto[]>()('viewer', inWorkspace({})),
  'members.add': command<MemberDto>()(
    'admin',
    inWorkspace({
      name,
      email: z.email('a valid e-mail address').max(200).optional(),
      role: z.enum(ROLES),
    }),
  ),
  'members.setRole': command<MemberDto>()(
    'admin',
    inWorkspace({ memberId: id('mem'), role: z.enum(ROLES) }),
  ),
  'members.remove': command<null>()('admin', inWorkspace({ memberId: id('mem') })),
  'loginLinks.list': command<LoginLinkDto[]>()('admin', inWorkspace({})),
  'loginLinks.create': command<NewLoginLinkDto>()('admin', inWorkspace({ memberId: id('mem') })),
  'loginLinks.revoke': command<null>()('admin', inWorkspace({ linkId: id('lnk') })),
}
