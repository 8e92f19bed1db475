import Store from 'electron-store'

/** Preferences only (never secrets): window bounds and the acting member. */
interface Preferences {
  windowBounds?: { x?: number; y?: number; width: number; height: number }
  /** The member the desktop app acts as; the installation owner when unset. */
  actingUserId?: string
}

let store: Store<Preferences> | null = null

/** Opened on first use (after `app` is ready and its userData folder is final), then reused. */
export function preferences(): Store<Preferences> {
  store ??= new Store<Preferences>({
    name: 'preferences',
    schema: {
      windowBounds: {
        type: 'object',
        properties: {
          x: { type: 'number' },
          y: { type: 'number' },
          width: { type: 'number', minimum: 400 },
          height: { type: 'number', minimum: 300 },
        },
      },
      actingUserId: { type: 'string' },
    },
    clearInvalidConfig: true,
  })
  return store
}
