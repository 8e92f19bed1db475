import { EventEmitter } from 'node:events'
import type { StandInFrame, StandInWebContents } from './browser-window'

type Handler = (event: InvokeEvent, ...args: unknown[]) => unknown

/** What `ipcMain.handle` handlers receive: who sent the call, and from which frame. */
export interface InvokeEvent {
  sender: StandInWebContents
  senderFrame: StandInFrame | null
  processId: number
  frameId: number
}

/** `ipcMain`: one handler per channel (a second `handle` throws, as in Electron). */
export class StandInIpcMain extends EventEmitter {
  readonly handlers = new Map<string, Handler>()

  handle(channel: string, handler: Handler): void {
    if (this.handlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`)
    this.handlers.set(channel, handler)
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel)
  }

  /**
   * A renderer's `ipcRenderer.invoke` arriving in main: arguments and result are copied with the
   * structured clone algorithm, and a handler's throw becomes a rejected promise with its message.
   */
  async receiveInvoke(
    sender: StandInWebContents,
    frame: StandInFrame | null,
    channel: string,
    args: unknown[],
  ): Promise<unknown> {
    const handler = this.handlers.get(channel)
    if (!handler)
      throw new Error(
        `Error invoking remote method '${channel}': Error: No handler registered for '${channel}'`,
      )
    const event: InvokeEvent = {
      sender,
      senderFrame: frame,
      processId: 1,
      frameId: frame?.routingId ?? 0,
    }
    try {
      return structuredClone(await handler(event, ...structuredClone(args)))
    } catch (error) {
      throw new Error(`Error invoking remote method '${channel}': ${String(error)}`)
    }
  }
}

export interface RendererElectron {
  ipcRenderer: {
    invoke(channel: string, ...args: unknown[]): Promise<unknown>
    on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown
    removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown
  }
  contextBridge: { exposeInMainWorld(key: string, api: unknown): void }
}

/**
 * The `electron` module a preload sees in one frame of a page: its `ipcRenderer` talks to this
 * stand-in's `ipcMain` as that frame, and `exposeInMainWorld` fills `mainWorld`.
 */
export function rendererElectron(
  ipcMain: StandInIpcMain,
  contents: StandInWebContents,
  frame: StandInFrame,
  mainWorld: Record<string, unknown>,
): RendererElectron {
  const feed = new EventEmitter()
  if (frame === contents.mainFrame)
    contents.deliver = (channel, args) => feed.emit(channel, { sender: null }, ...args)
  return {
    ipcRenderer: {
      invoke: (channel, ...args) => ipcMain.receiveInvoke(contents, frame, channel, args),
      on: (channel, listener) => feed.on(channel, listener),
      removeListener: (channel, listener) => feed.removeListener(channel, listener),
    },
    contextBridge: {
      exposeInMainWorld(key, api) {
        if (key in mainWorld)
          throw new Error(`Cannot bind an API on top of an existing property on the window object`)
        mainWorld[key] = api
      },
    },
  }
}
