import type { CommandName, InputOf, OutputOf } from './contract'
import type { ChangeNotice } from './changes'
import type { Result } from './result'

export type { ChangeNotice } from './changes'

/** One named method per command: what the preload exposes as `window.api`. */
export type CommandMethods = {
  [N in CommandName]: (input: InputOf<N>) => Promise<Result<OutputOf<N>>>
}

export interface DesktopBridge {
  commands: CommandMethods
  /** Subscribes to "something changed" notices (new reviews, sync progress); returns unsubscribe. */
  onChanged(listener: (notice: ChangeNotice) => void): () => void
  /** Opens an https link in the system browser. */
  openExternal(url: string): Promise<void>
  /** The desktop app's log folder, and opening it in the file manager (Settings → Logs). */
  logs: {
    folder(): Promise<Result<string>>
    open(): Promise<Result<null>>
  }
}
