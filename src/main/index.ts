/** The Electron entry: everything happens in ./electron/boot (tested on an Electron stand-in). */
import { join } from 'node:path'
import { bootDesktop } from './electron/boot'

// Bundled into out/main/index.js, so the build output folder is one level up.
void bootDesktop({ outDir: join(__dirname, '..') })
