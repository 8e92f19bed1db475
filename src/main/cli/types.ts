import type { Core } from '../core/core'
import type { Principal } from '../core/access/actor'

/** Parsed command line: positionals after the command words, and `--flag value` options. */
export interface CliArgs {
  positionals: string[]
  options: Record<string, string | true>
}

export interface CliContext {
  core: Core
  /** The CLI acts as the installation owner. */
  principal: Principal
  args: CliArgs
  /** The data folder, and whether the user chose it (--data-dir or REVIEW_REPLY_DATA_DIR). */
  dataDir: string
  dataDirChosen: boolean
  json: boolean
  /** Human-readable output (ignored with --json). */
  print(line: string): void
  /** Machine-readable result (printed with --json). */
  result(value: unknown): void
  /** Resolves `--workspace` (id or name), or the only/first workspace when omitted. */
  workspaceId(): Promise<string>
}

export interface CliCommand {
  /** Command words, e.g. ['key', 'create']. */
  path: string[]
  usage: string
  summary: string
  /** Commands like `serve` manage their own core lifecycle and keep running. */
  longRunning?: boolean
  run(ctx: CliContext): Promise<void>
}
