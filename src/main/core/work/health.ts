import type { BackgroundWorkDto } from '../../../shared/dto/replies'
import type { CoreContext } from '../context'
import { workspaces } from '../db/schema'
import type { WorkHealth } from './supervisor'

/** Records the work thread's health and tells every open view (the sync status reloads). */
export function setWorkHealth(ctx: CoreContext, health: WorkHealth): void {
  ctx.state.workHealth = health
  // The thread serves the whole installation, so every workspace's sync status changed.
  for (const { id } of ctx.db.select({ id: workspaces.id }).from(workspaces).all())
    ctx.signals.emit('changed', id, 'sync')
}

/** `sync.worker`: whether background work runs, or why it stopped and when it restarts. */
export function backgroundWork(ctx: CoreContext): BackgroundWorkDto {
  const health = ctx.state.workHealth
  if (health.state === 'running')
    return { state: 'running', stoppedAt: null, reason: null, restartAt: null, failures: 0 }
  return { ...health }
}
