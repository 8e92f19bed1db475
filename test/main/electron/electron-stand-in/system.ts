import { EventEmitter } from 'node:events'

/**
 * `safeStorage` with a selectable Linux backend. Like Electron, `basic_text` still "encrypts"
 * (with a hard-coded key), which is why the app must refuse it rather than trust the flag.
 */
export class StandInSafeStorage {
  available = true
  backend: 'basic_text' | 'gnome_libsecret' | 'kwallet5' | 'unknown' = 'gnome_libsecret'

  isEncryptionAvailable(): boolean {
    return this.available
  }
  getSelectedStorageBackend(): string {
    return this.backend
  }
  encryptString(plain: string): Buffer {
    if (!this.available)
      throw new Error(
        'Error while encrypting the text provided to safeStorage.encryptString. Encryption is not available.',
      )
    return Buffer.concat([Buffer.from('v11'), Buffer.from(plain, 'utf8').map((b) => b ^ 0x5a)])
  }
  decryptString(encrypted: Buffer): string {
    if (encrypted.subarray(0, 3).toString() !== 'v11')
      throw new Error(
        'Error while decrypting the ciphertext provided to safeStorage.decryptString.',
      )
    return Buffer.from(encrypted.subarray(3).map((b) => b ^ 0x5a)).toString('utf8')
  }
}

type HeadersListener = (
  details: { url: string; responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
) => void

/** `session.defaultSession`: what the security policy installs on it. */
export class StandInSession {
  headersListener: HeadersListener | null = null
  permissionHandler:
    ((wc: unknown, permission: string, callback: (granted: boolean) => void) => void) | null = null
  readonly webRequest = {
    onHeadersReceived: (listener: HeadersListener) => {
      this.headersListener = listener
    },
  }
  setPermissionRequestHandler(handler: StandInSession['permissionHandler']): void {
    this.permissionHandler = handler
  }
}

/** `shell`: records what would have opened; `openPath` answers '' on success, as Electron does. */
export class StandInShell {
  readonly opened: { kind: 'external' | 'path'; target: string }[] = []
  openPathProblem = ''
  openExternal(url: string): Promise<void> {
    this.opened.push({ kind: 'external', target: url })
    return Promise.resolve()
  }
  openPath(path: string): Promise<string> {
    this.opened.push({ kind: 'path', target: path })
    return Promise.resolve(this.openPathProblem)
  }
}

/** `dialog`: records the boxes a person would have seen. */
export class StandInDialog {
  readonly errorBoxes: { title: string; content: string }[] = []
  showErrorBox(title: string, content: string): void {
    this.errorBoxes.push({ title, content })
  }
  showMessageBox(): Promise<{ response: number; checkboxChecked: boolean }> {
    return Promise.resolve({ response: 0, checkboxChecked: false })
  }
}

export const shownNotifications: { title: string; body: string }[] = []

export class StandInNotification extends EventEmitter {
  static isSupported(): boolean {
    return true
  }
  constructor(readonly options: { title: string; body: string }) {
    super()
  }
  show(): void {
    shownNotifications.push({ title: this.options.title, body: this.options.body })
  }
}

export const standInScreen = {
  getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
}
