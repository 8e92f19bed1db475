export const ROLES = ['viewer', 'editor', 'admin'] as const
export type Role = (typeof ROLES)[number]

const RANK: Record<Role, number> = { viewer: 0, editor: 1, admin: 2 }

/** True when `role` is at least `required` (admin > editor > viewer). */
export function roleAtLeast(role: Role, required: Role): boolean {
  return RANK[role] >= RANK[required]
}
