import { z } from 'zod'
import { ROLES } from '../roles'
import { normaliseEmail } from '../email-address'
import type {
  InstallationDto,
  InvitationDto,
  LoginLinkDto,
  MemberDto,
  MemberRemovedDto,
  MemberRoleChangedDto,
  NewInvitationDto,
  NewLoginLinkDto,
  SessionDto,
  WorkspaceDto,
} from '../dto/workspaces'
import { command, empty, id, inWorkspace } from './define'

/** Any spelling of an address (case, trailing dot, Unicode domain), normalised to one. */
const email = z
  .string()
  .trim()
  .max(254, 'at most 254 characters')
  .transform((value, ctx) => {
    const normal = normaliseEmail(value)
    if (normal === null) ctx.addIssue({ code: 'custom', message: 'a valid e-mail address' })
    return normal ?? value
  })
const hostPattern = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+|[0-9a-f:.]+)(?:\/\d{1,3})?$/i
const name = z.string().trim().min(1, 'a name is required').max(80, 'at most 80 characters')

export const workspaceCommands = {
  'session.get': command<SessionDto>()('signed_in', empty),
  'workspaces.list': command<WorkspaceDto[]>()('signed_in', empty),
  'workspaces.create': command<WorkspaceDto>()('signed_in', z.object({ name }).strict()),
  'workspaces.rename': command<WorkspaceDto>()('admin', inWorkspace({ name })),
  'members.list': command<MemberDto[]>()('viewer', inWorkspace({})),
  'members.add': command<MemberDto>()(
    'admin',
    inWorkspace({
      name,
      role: z.enum(ROLES),
    }),
  ),
  'members.setRole': command<MemberRoleChangedDto>()(
    'admin',
    inWorkspace({ memberId: id('mem'), role: z.enum(ROLES) }),
  ),
  'members.remove': command<MemberRemovedDto>()('admin', inWorkspace({ memberId: id('mem') })),
  'loginLinks.list': command<LoginLinkDto[]>()('admin', inWorkspace({})),
  'loginLinks.create': command<NewLoginLinkDto>()(
    'admin',
    inWorkspace({
      memberId: id('mem'),
      reusable: z.boolean().optional(),
      expiresInDays: z
        .number()
        .int()
        .min(1, 'at least 1 day')
        .max(90, 'at most 90 days')
        .optional(),
    }),
  ),
  'loginLinks.revoke': command<null>()('admin', inWorkspace({ linkId: id('lnk') })),
  'members.invite': command<NewInvitationDto>()(
    'admin',
    // `name` names a new account; an address that has one keeps its own (and nobody learns which).
    // `sendEmail`: also e-mail the link with the workspace's mail server (Settings → E-mail).
    inWorkspace({
      email,
      role: z.enum(ROLES),
      name: name.optional(),
      sendEmail: z.boolean().optional(),
    }),
  ),
  'invitations.list': command<InvitationDto[]>()('admin', inWorkspace({})),
  'invitations.revoke': command<null>()('admin', inWorkspace({ invitationId: id('inv') })),
  'invitations.mine': command<InvitationDto[]>()('signed_in', empty),
  'invitations.accept': command<InvitationDto>()(
    'signed_in',
    z.object({ invitationId: id('inv') }).strict(),
  ),
  'invitations.decline': command<InvitationDto>()(
    'signed_in',
    z.object({ invitationId: id('inv') }).strict(),
  ),
  'installation.get': command<InstallationDto>()('signed_in', empty),
  'installation.update': command<InstallationDto>()(
    'signed_in',
    z
      .object({
        adminsMayCreateWorkspaces: z.boolean().optional(),
        outboundAllowlist: z
          .array(
            z
              .string()
              .trim()
              .toLowerCase()
              .regex(hostPattern, 'a host name, an IP address or a CIDR range'),
          )
          .max(50, 'at most 50 entries')
          .optional(),
      })
      .strict(),
  ),
}
