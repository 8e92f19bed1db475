import { eq } from 'drizzle-orm'
import type { InstallationDto } from '../../../shared/dto/workspaces'
import type { CoreContext } from '../context'
import { appState } from '../db/schema'
import { forbidden } from '../errors'
import type { Principal } from './actor'

const KEY = 'installation.settings'

export interface InstallationSettings {
  adminsMayCreateWorkspaces: boolean
  outboundAllowlist: string[]
}

const DEFAULTS: InstallationSettings = { adminsMayCreateWorkspaces: false, outboundAllowlist: [] }

export function readInstallationSettings(ctx: CoreContext): InstallationSettings {
  const raw = ctx.db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY)).get()?.value
  if (!raw) return DEFAULTS
  const parsed = JSON.parse(raw) as Partial<InstallationSettings>
  return { ...DEFAULTS, ...parsed }
}

/**
 * Owner powers need the owner's own sign-in (desktop, CLI, start-up link): a session opened by a
 * workspace admin's link for the owner is scoped, and acts as a plain member of that workspace.
 */
const isOwner = (ctx: CoreContext, principal: Principal): boolean =>
  principal.userId === ctx.ownerUserId && !principal.scope

/** The owner may always create workspaces; admins of a workspace only when the owner allows it. */
export function mayCreateWorkspaces(ctx: CoreContext, principal: Principal, isAdminSomewhere: boolean): boolean {
  return isOwner(ctx, principal) || (isAdminSomewhere && readInstallationSettings(ctx).adminsMayCreateWorkspaces)
}

export function installationView(ctx: CoreContext, principal: Principal, loopbackOnly: boolean, isAdminSomewhere: boolean): InstallationDto {
  const owner = isOwner(ctx, principal)
  const settings = readInstallationSettings(ctx)
  return {
    isOwner: owner,
    adminsMayCreateWorkspaces: settings.adminsMayCreateWorkspaces,
    // Which private hosts are reachable is the owner's business only.
    outboundAllowlist: owner ? settings.outboundAllowlist : [],
    loopbackOnly,
    mayCreateWorkspaces: mayCreateWorkspaces(ctx, principal, isAdminSomewhere),
  }
}

export function updateInstallationSettings(
  ctx: CoreContext,
  principal: Principal,
  patch: Partial<InstallationSettings>,
): InstallationSettings {
  if (!isOwner(ctx, principal)) {
    throw forbidden('Only the installation owner, signed in with the start-up link or the desktop app, can change installation settings.')
  }
  const next = { ...readInstallationSettings(ctx), ...patch }
  const value = JSON.stringify(next)
  const now = ctx.clock.now()
  ctx.db
    .insert(appState)
    .values({ key: KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } })
    .run()
  return next
}
