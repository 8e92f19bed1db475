import { rmSync } from 'node:fs'
import { ensureRendererBuilt, RENDERER_OUT } from '../../../src/main/serve/renderer-assets'
import buildCliIfStale from '../../support/build-cli'

/** Browser tests always run against a fresh build of the current renderer sources, through the current CLI. */
export default async function globalSetup(): Promise<void> {
  buildCliIfStale()
  rmSync(RENDERER_OUT, { recursive: true, force: true })
  await ensureRendererBuilt((line) => console.log(line))
}
