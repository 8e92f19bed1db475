import { EventEmitter } from 'node:events'
import { join } from 'node:path'

/** The event object Electron passes to cancellable app events. */
export class StandInEvent {
  defaultPrevented = false
  preventDefault(): void {
    this.defaultPrevented = true
  }
}

/**
 * `app` as Electron's main process sees it: ready once, single-instance lock, paths, and quit as
 * Electron runs it (before-quit may cancel; then windows close; then will-quit and quit).
 */
export class StandInApp extends EventEmitter {
  isPackaged = false
  exitCode: number | null = null
  quitted = false
  /** What the next `requestSingleInstanceLock()` answers (false = another instance runs). */
  lockAvailable = true
  private readonly paths = new Map<string, string>()
  private ready = false
  private readyWaiters: (() => void)[] = []
  /** Closes every window, as Electron does between before-quit and will-quit. */
  closeAllWindows: () => void = () => {}

  constructor(private root: string) {
    super()
  }

  /** A fresh, not yet ready app whose paths live under `root`. */
  reset(root: string): void {
    this.removeAllListeners()
    this.root = root
    this.paths.clear()
    this.ready = false
    this.readyWaiters = []
    this.exitCode = null
    this.quitted = false
    this.lockAvailable = true
  }

  getPath(name: string): string {
    const set = this.paths.get(name)
    if (set) return set
    if (name === 'logs') return join(this.getPath('userData'), 'logs')
    if (['userData', 'appData', 'temp', 'home', 'desktop', 'documents', 'downloads'].includes(name))
      return join(this.root, name)
    throw new Error(`Failed to get '${name}' path`)
  }

  setPath(name: string, path: string): void {
    this.paths.set(name, path)
  }

  getAppPath(): string {
    return join(this.root, 'app')
  }

  getVersion(): string {
    return '0.0.0-stand-in'
  }

  getName(): string {
    return 'Review Reply'
  }

  requestSingleInstanceLock(): boolean {
    return this.lockAvailable
  }

  isReady(): boolean {
    return this.ready
  }

  whenReady(): Promise<void> {
    if (this.ready) return Promise.resolve()
    return new Promise((resolve) => this.readyWaiters.push(resolve))
  }

  /** The test's "Electron finished initialising". */
  becomeReady(): void {
    if (this.ready) return
    this.ready = true
    this.emit('ready', new StandInEvent(), {})
    for (const resolve of this.readyWaiters.splice(0)) resolve()
  }

  quit(): void {
    const before = new StandInEvent()
    this.emit('before-quit', before)
    if (before.defaultPrevented) return
    this.closeAllWindows()
    const will = new StandInEvent()
    this.emit('will-quit', will)
    if (will.defaultPrevented) return
    this.quitted = true
    this.emit('quit', new StandInEvent(), 0)
  }

  exit(code = 0): void {
    this.exitCode = code
  }
}
