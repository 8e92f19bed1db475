import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openCoreForCli, openDemoCoreForCli } from '../open-core'
import { stringOption } from '../options'
import { startServe } from '../../serve/serve'
import { startLoopDelayLog } from '../../serve/loop-delay'
import { plainHttpWarning } from '../../serve/network'
import { allowOutboundFromOptions, networkFromOptions } from '../network-options'
import { CoreError } from '../../core/errors'
import type { CliCommand } from '../types'

function portOption(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new CoreError('INVALID_INPUT', `${flag} must be a port number between 0 and 65535.`)
  }
  return port
}

export const serveCommands: CliCommand[] = [
  {
    path: ['serve'],
    usage:
      'serve [--api-port N] [--ui-port N] [--demo] [--host ADDR] [--tls-cert FILE --tls-key FILE] [--public-url URL] [--trust-proxy ADDR,…] [--allow-outbound HOST_OR_ADDRESS,…]',
    summary: 'run the whole app headless; open the printed sign-in URL in a browser',
    longRunning: true,
    async run(ctx) {
      const demo = ctx.args.options.demo === true
      // The demo never touches your real data: a fresh folder unless --data-dir picks one
      // (REVIEW_REPLY_DATA_DIR names your real installation, so it does not count here).
      const chosen = typeof ctx.args.options['data-dir'] === 'string'
      const dataDir =
        demo && !chosen ? mkdtempSync(join(tmpdir(), 'review-reply-demo-')) : ctx.dataDir
      if (demo && !chosen && process.env.REVIEW_REPLY_DATA_DIR)
        process.stderr.write(
          'The demo uses a fresh folder of its own, not REVIEW_REPLY_DATA_DIR; pass --data-dir to choose one.\n',
        )
      const uiPort = portOption(stringOption(ctx, 'ui-port'), 4848, '--ui-port')
      const apiPort = portOption(stringOption(ctx, 'api-port'), 4747, '--api-port')
      const network = networkFromOptions(ctx)
      const allowOutbound = allowOutboundFromOptions(ctx)
      const core = demo ? openDemoCoreForCli(dataDir) : openCoreForCli(dataDir, 'serve')
      // Before anything starts: the work thread copies the runtime when it starts.
      core.runtime.allowOutbound = allowOutbound
      const stderr = (line: string) => process.stderr.write(line + '\n')
      const stopLoopDelayLog = startLoopDelayLog(process.env, stderr)
      let running
      let stopDemo: (() => Promise<void>) | null = null
      try {
        if (demo) {
          const { startDemo } = await import('../../serve/demo')
          stopDemo = await startDemo(core, stderr)
        }
        running = await startServe(core, { uiPort, apiPort, log: stderr, network })
      } catch (error) {
        await stopDemo?.()
        core.close()
        throw error
      }
      if (core.vault.provider.warning) stderr(`Warning: ${core.vault.provider.warning}`)
      const exposure = plainHttpWarning(network)
      if (exposure) stderr(`Warning: ${exposure}`)
      const info = {
        loginUrl: running.loginUrl,
        uiUrl: running.ui.url,
        apiBaseUrl: core.runtime.apiBaseUrl,
        dataDir,
      }
      if (ctx.json) process.stdout.write(JSON.stringify(info) + '\n')
      else {
        process.stdout.write(`Review Reply is running${demo ? ' in demo mode' : ''}.\n`)
        process.stdout.write(
          `Open this sign-in link in your browser (it works once, within 15 minutes):\n  ${running.loginUrl}\n`,
        )
        process.stdout.write(
          `Public API: ${core.runtime.apiBaseUrl}\nData folder: ${dataDir}\nPress Ctrl+C to stop.\n`,
        )
      }
      await new Promise<void>((resolve) => {
        const shutdown = (signal: string) => {
          stderr(`Received ${signal}, shutting down…`)
          void running
            .stop()
            .then(() => stopDemo?.())
            .finally(() => {
              stopLoopDelayLog?.()
              core.close()
              resolve()
            })
        }
        process.once('SIGINT', () => shutdown('SIGINT'))
        process.once('SIGTERM', () => shutdown('SIGTERM'))
      })
    },
  },
]
