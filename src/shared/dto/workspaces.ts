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
}

/** Returned once, when the link is created: the token is never shown again. */
export interface NewLoginLinkDto extends LoginLinkDto {
  /** Path and query to append to the `serve` origin, e.g. `/login?token=…`. */
  path: string
}
