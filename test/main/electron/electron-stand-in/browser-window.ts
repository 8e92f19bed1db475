import { EventEmitter } from 'node:events'
import { pathToFileURL } from 'node:url'

let nextId = 1

/** A frame in a page: the main frame, or a child frame (an iframe) with its own URL. */
export class StandInFrame {
  readonly routingId = nextId++
  readonly frames: StandInFrame[] = []
  constructor(
    public url: string,
    readonly parent: StandInFrame | null = null,
  ) {
    parent?.frames.push(this)
  }
}

export interface SentMessage {
  channel: string
  args: unknown[]
}

/** A page's contents: what main sends to it, and the frame tree the IPC sender check looks at. */
export class StandInWebContents extends EventEmitter {
  readonly id = nextId++
  readonly mainFrame = new StandInFrame('about:blank')
  readonly sent: SentMessage[] = []
  windowOpenHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | null = null
  destroyed = false
  /** Called for every `send`, so the stand-in renderer can deliver it to ipcRenderer listeners. */
  deliver: (channel: string, args: unknown[]) => void = () => {}

  send(channel: string, ...args: unknown[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed')
    // IPC copies its arguments with the structured clone algorithm, as Electron does.
    const copied = structuredClone(args)
    this.sent.push({ channel, args: copied })
    this.deliver(channel, copied)
  }

  getURL(): string {
    return this.mainFrame.url
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }): void {
    this.windowOpenHandler = handler
  }

  executeJavaScript(): Promise<unknown> {
    return Promise.resolve(undefined)
  }

  isDestroyed(): boolean {
    return this.destroyed
  }
}

export interface WindowHooks {
  created(win: StandInBrowserWindow): void
}

export const windowHooks: WindowHooks = { created() {} }

/** `BrowserWindow` as far as the app uses it: options, contents, loading, showing, closing. */
export class StandInBrowserWindow extends EventEmitter {
  static readonly all = new Set<StandInBrowserWindow>()
  static getAllWindows(): StandInBrowserWindow[] {
    return [...StandInBrowserWindow.all]
  }

  readonly webContents = new StandInWebContents()
  visible = false
  minimized = false
  focused = false
  private bounds: { x: number; y: number; width: number; height: number }

  constructor(
    readonly options: Record<string, unknown> & { webPreferences?: Record<string, unknown> },
  ) {
    super()
    this.bounds = {
      x: 0,
      y: 0,
      width: Number(options.width ?? 800),
      height: Number(options.height ?? 600),
    }
    StandInBrowserWindow.all.add(this)
    windowHooks.created(this)
  }

  loadFile(path: string): Promise<void> {
    return this.load(pathToFileURL(path).href)
  }

  loadURL(url: string): Promise<void> {
    return this.load(url)
  }

  private load(url: string): Promise<void> {
    this.webContents.mainFrame.url = url
    // Electron loads asynchronously; the page is ready to show after the current task.
    setImmediate(() => {
      this.webContents.emit('did-finish-load')
      this.emit('ready-to-show')
    })
    return Promise.resolve()
  }

  show(): void {
    this.visible = true
  }
  isVisible(): boolean {
    return this.visible
  }
  isMinimized(): boolean {
    return this.minimized
  }
  restore(): void {
    this.minimized = false
  }
  focus(): void {
    this.focused = true
  }
  getBounds(): { x: number; y: number; width: number; height: number } {
    return { ...this.bounds }
  }
  isDestroyed(): boolean {
    return this.webContents.destroyed
  }

  close(): void {
    if (this.webContents.destroyed) return
    const event = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true
      },
    }
    this.emit('close', event)
    if (event.defaultPrevented) return
    this.destroy()
  }

  destroy(): void {
    if (this.webContents.destroyed) return
    this.webContents.destroyed = true
    StandInBrowserWindow.all.delete(this)
    this.emit('closed')
  }
}
