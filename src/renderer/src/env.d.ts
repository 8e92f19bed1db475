/// <reference types="vite/client" />
import type { DesktopBridge } from '../../shared/bridge'

declare global {
  interface Window {
    /** Present only in the Electron shell (preload). In `serve`, the HTTP bridge is used. */
    api?: DesktopBridge
  }
}
