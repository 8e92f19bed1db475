/** How the supervision test tells its doomed work thread (`doomed-thread.ts`) to die. */
export type DoomOrder = { kind: 'throw'; message: string } | { kind: 'exit'; code: number }
export const DOOM_CHANNEL = 'rr-test-work-thread-doom'
