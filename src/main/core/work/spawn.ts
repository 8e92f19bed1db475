import { Worker as Thread } from 'node:worker_threads'
import type { ThreadEntry } from './entry'
import type { WorkThreadData } from './protocol'

/** Starts a thread running the work thread's code (`data.role` says which part of it runs). */
export function spawnThread(entry: ThreadEntry, data: WorkThreadData): Thread {
  if (entry.kind === 'file') return new Thread(entry.url, { workerData: data })
  // Sources (vitest, tsx): loader hooks do not reach worker threads, so the thread registers tsx.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.url.href)}) })`
  return new Thread(boot, { eval: true, workerData: data })
}
