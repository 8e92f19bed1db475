import type { CliArgs } from './types'

/** Flags that never take a value. */
const BOOLEAN_FLAGS = new Set(['json', 'demo', 'yes', 'help', 'version', 'individual', 'regenerate', 'csv'])

/** `a b --x 1 --y=2 --json c` → positionals [a, b, c], options {x:'1', y:'2', json:true}. */
export function parseArgs(argv: string[]): CliArgs {
  const positionals: string[] = []
  const options: Record<string, string | true> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1))
      break
    }
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=')
      if (eq > 0) {
        options[arg.slice(2, eq)] = arg.slice(eq + 1)
        continue
      }
      const name = arg.slice(2)
      const next = argv[i + 1]
      if (!BOOLEAN_FLAGS.has(name) && next !== undefined && !next.startsWith('--')) {
        options[name] = next
        i++
      } else {
        options[name] = true
      }
      continue
    }
    positionals.push(arg)
  }
  return { positionals, options }
}
