import type { Role } from '../roles'

export interface WorkspaceDto {
  id: string
  name: string
  role: Role
  plan: 'trial' | 'free' | 'pro'
  createdAt: number
}

export interface MemberDto {
  id: string
  userId: string
  name: string
  email: string | null
  role: Role
  isOwner: boolean
  createdAt: number
}

export interface SessionDto {
  user: { id: string; name: string }
  workspaces: WorkspaceDto[]
  shell: 'electron' | 'serve' | 'cli'
  demo: boolean
  /** Base URL of the loopback public API, when it is running. */
  apiBaseUrl: string | null
  /** A caveat the user should see (e.g. secrets protected only by a key file). */
  vaultWarning: string | null
}

export interface LoginLinkDto {
  id: string
  userId: string
  memberName: string
  createdAt: number
  usedAt: number | null
  revokedAt: number | null
  expiresAt: number
  /** Single-use links stop working after the first sign-in. */
  singleUse: boolean
  /** The admin who made it (null: the start-up link, or an account since deleted). */
  createdByName: string | null
}

/**
 * Where a new link points, as the server knows it. `origin` is the address `serve` answers on
 * (`--public-url` when given); null when the core has none (the desktop app: the renderer uses
 * its team server's address). `thisComputerOnly`: that origin is a loopback address, so
 * teammates on other machines cannot open the link.
 */
export interface LinkReachDto {
  origin: string | null
  thisComputerOnly: boolean
}

/** Returned once, when the link is created: the token is never shown again. */
export interface NewLoginLinkDto extends LoginLinkDto, LinkReachDto {
  /** Path and query to append to the `serve` origin, e.g. `/login?token=…`. */
  path: string
}

/**
 * Someone asked, by e-mail address, to join a workspace; they accept or decline while signed in
 * as that address. Admins see the address they invited, never whether it already had an account.
 */
export interface InvitationDto {
  id: string
  workspaceId: string
  workspaceName: string
  /** The invited address, normalised (lower case, ASCII domain, no trailing dot). */
  email: string
  role: Role
  /** The admin who sent it. */
  invitedBy: string | null
  status: 'pending' | 'accepted' | 'declined' | 'revoked'
  createdAt: number
}

/** Returned once, when the invitation is made: the link the admin sends to the person. */
export interface NewInvitationDto extends InvitationDto, LinkReachDto {
  path: string
  /** Asked to send it by e-mail: to whom it went, or why it did not (the link still works). */
  emailed: { sentTo: string } | { error: string } | null
}

/**
 * What ended with a member's access (removal) or admin role (lowered): the sign-in links and open
 * invitations they made here, the sessions those started, and the API keys they minted.
 */
export interface RevokedWithMemberDto {
  /** Sign-in and invitation links that still worked. */
  loginLinks: number
  /** Invitations nobody had answered yet. */
  invitations: number
  /** Browser sessions those links had opened. */
  sessions: number
  apiKeys: {
    id: string
    name: string
    prefix: string
    createdAt: number
    lastUsedAt: number | null
  }[]
}

export interface MemberRemovedDto {
  revoked: RevokedWithMemberDto
}

/** `members.setRole`'s answer: `revoked` is set when an admin lost the role (null otherwise). */
export interface MemberRoleChangedDto extends MemberDto {
  revoked: RevokedWithMemberDto | null
}

/** Installation-wide settings only the owner changes. */
export interface InstallationDto {
  isOwner: boolean
  /** May workspace admins (not only the owner) create new workspaces? */
  adminsMayCreateWorkspaces: boolean
  /** Host names or addresses that webhooks and the model may reach although they are private. */
  outboundAllowlist: string[]
  /** This instance only answers on this computer, so private targets are allowed. */
  loopbackOnly: boolean
  mayCreateWorkspaces: boolean
}
