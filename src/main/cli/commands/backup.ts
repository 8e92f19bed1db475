import { resolve } from 'node:path'
import { backupDatabase } from '../../core/backup/backup'
import { restoreDatabase } from '../../core/backup/restore'
import { CoreError } from '../../core/errors'
import { openCoreForCli } from '../open-core'
import { positional, stringOption } from '../options'
import type { CliCommand } from '../types'

export const backupCommandsCli: CliCommand[] = [
  {
    path: ['backup'],
    usage: 'backup --to FILE',
    summary: 'copy the database to FILE while the app keeps running (SQLite online backup)',
    longRunning: true,
    async run(ctx) {
      const to = resolve(stringOption(ctx, 'to', true))
      const result = await backupDatabase(ctx.dataDir, to)
      ctx.result(result)
      ctx.print(`Backed up to ${result.file} (${Math.ceil(result.bytes / 1024)} KiB, schema ${result.schema}).`)
      ctx.print('Secrets inside stay encrypted: keep vault.key (or your vault passphrase) safe too; the backup needs it.')
    },
  },
  {
    path: ['restore'],
    usage: 'restore FILE',
    summary: 'replace the database with a backup (refuses newer schemas; the app must be stopped; the old file is kept aside)',
    longRunning: true,
    async run(ctx) {
      const from = resolve(positional(ctx, 0, 'backup file (review-reply restore FILE)'))
      const result = restoreDatabase(ctx.dataDir, from, new Date(), () => {
        // Open it as the app will: migrations run, and the vault key must unlock it.
        try {
          openCoreForCli(ctx.dataDir, 'cli').close()
        } catch (error) {
          const why = error instanceof Error ? error.message : String(error)
          throw new CoreError('CONFLICT', `The backup could not be opened with this data folder's vault key: ${why} The previous database was put back.`)
        }
      })
      ctx.result(result)
      ctx.print(`Restored ${from} (schema ${result.schema}).`)
      if (result.keptAside) ctx.print(`The previous database was kept as ${result.keptAside}.`)
    },
  },
]
