/**
 * Where the work thread starts (`host.ts` spawns this file; so does the work thread for its
 * drafting thread, with `role: 'composer'`). It loads the rest of its code only after starting
 * the drafting thread, so both load at once: under tsx that takes seconds each.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { composerThread } from '../replies/draft-queue/composer/link'
import type { WorkThreadData } from './protocol'
import { threadLogger } from './thread-core'

const port = parentPort
const data = workerData as WorkThreadData
if (port) {
  const log = threadLogger(port)
  if (data.role === 'composer')
    void import('../replies/draft-queue/composer/serve').then((m) => m.runComposer(port, data, log))
  else {
    const composer = composerThread(data, log)
    void import('./work-main').then((m) => m.runWorkThread(port, data, log, composer))
  }
}
