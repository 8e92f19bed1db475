import { rmSync } from 'node:fs'
import { ensureRendererBuilt, RENDERER_OUT } from '../../../src/main/serve/renderer-assets'

/** Browser tests always run against a fresh build of the current renderer sources. */
export default async function globalSetup(): Promise<void> {
  rmSync(RENDERER_OUT, { recursive: true, force: true })
  await ensureRendererBuilt((line) => console.log(line))
}
