import { main } from './main'

const code = await main(process.argv.slice(2))
// Long-running commands (serve) keep the event loop alive and exit on their own signal.
if (code !== 0 || process.exitCode === undefined) process.exitCode = code
