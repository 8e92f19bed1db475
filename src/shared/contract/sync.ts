import type { BackgroundWorkDto, ListingSyncStatusDto } from '../dto/replies'
import { command, id, inWorkspace } from './define'

export const syncCommands = {
  'sync.status': command<ListingSyncStatusDto[]>()('viewer', inWorkspace({})),
  'sync.now': command<ListingSyncStatusDto[]>()(
    'editor',
    inWorkspace({ appId: id('app').optional() }),
  ),
  /** The background work behind syncing and drafting: running, or why it stopped and restarts. */
  'sync.worker': command<BackgroundWorkDto>()('viewer', inWorkspace({})),
}
