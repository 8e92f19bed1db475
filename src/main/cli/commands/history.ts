/**
 * `history import --app A --file F.csv`: a Google Play monthly review report someone downloaded
 * (Play Console → Download reports → Reviews, or `gsutil cp` from the bucket), through the same
 * `history.import` command the app page's drop uses.
 */
import { readFileSync, statSync } from 'node:fs'
import { basename } from 'node:path'
import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import { HISTORY_REPORT_MAX_BYTES } from '../../../shared/contract/history'
import type { HistoryImportDto } from '../../../shared/dto/history'
import { stringOption } from '../options'
import type { CliCommand, CliContext } from '../types'

/** `--app` takes an app id or an app name. */
async function appId(ctx: CliContext, workspaceId: string): Promise<string> {
  const wanted = stringOption(ctx, 'app', true)
  if (/^app_/.test(wanted)) return wanted
  const found = (await run(ctx.core, ctx.principal, 'apps.list', { workspaceId })).find(
    (a) => a.name === wanted,
  )
  if (!found)
    throw new CoreError('NOT_FOUND', `App "${wanted}" not found. See \`review-reply apps list\`.`)
  return found.id
}

function readReportFile(file: string): Buffer {
  const why = (error: unknown) => {
    const code = (error as { code?: unknown }).code
    return code === 'ENOENT'
      ? 'there is no such file'
      : code === 'EACCES'
        ? 'permission denied'
        : code === 'EISDIR'
          ? 'it is a folder'
          : 'it cannot be read'
  }
  let size: number
  try {
    size = statSync(file).size
  } catch (error) {
    throw new CoreError('INVALID_INPUT', `Cannot read the report ${file}: ${why(error)}.`, 'file')
  }
  if (size > HISTORY_REPORT_MAX_BYTES)
    throw new CoreError(
      'INVALID_INPUT',
      `${file} is ${Math.round(size / 1024 / 1024)} MB; a monthly review report is at most ${HISTORY_REPORT_MAX_BYTES / 1024 / 1024} MB. Is it the right file?`,
      'file',
    )
  try {
    return readFileSync(file)
  } catch (error) {
    throw new CoreError('INVALID_INPUT', `Cannot read the report ${file}: ${why(error)}.`, 'file')
  }
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

function printImport(ctx: CliContext, name: string, r: HistoryImportDto): void {
  ctx.print(
    `Imported ${name}${r.month ? ` (${r.month.slice(0, 4)}-${r.month.slice(4)})` : ''}: ${plural(r.rows, 'row', 'rows')}.`,
  )
  ctx.print(
    `  ${plural(r.reviewsAdded, 'new written review', 'new written reviews')} (in the inbox)`,
  )
  ctx.print(
    `  ${plural(r.ratingsAdded, 'new rating', 'new ratings')} without text (in the ratings, not the inbox)`,
  )
  if (r.repliesFound > 0)
    ctx.print(`  ${plural(r.repliesFound, 'reply', 'replies')} written in the Play Console`)
  if (r.changed > 0)
    ctx.print(
      `  ${plural(r.changed, 'change', 'changes')} to known reviews and ratings kept in their history`,
    )
  ctx.print(`  ${plural(r.unchanged, 'row', 'rows')} already known as they are`)
}

export const historyCommandsCli: CliCommand[] = [
  {
    path: ['history', 'import'],
    usage:
      'history import --app A (--file F.csv | --from-cloud-storage [--bucket B]) [--workspace W]',
    summary:
      "import Google Play monthly review reports: a downloaded CSV (UTF-16 or UTF-8), or the app's Play Console bucket; importing again changes nothing",
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const app = await appId(ctx, workspaceId)
      if (ctx.args.options['from-cloud-storage'] !== undefined) {
        if (ctx.args.options.file !== undefined)
          throw new CoreError(
            'INVALID_INPUT',
            'Give either --file or --from-cloud-storage, not both.',
            'file',
          )
        const bucket = stringOption(ctx, 'bucket')
        if (bucket !== undefined)
          await run(ctx.core, ctx.principal, 'history.setBucket', {
            workspaceId,
            appId: app,
            bucket,
          })
        const result = await run(ctx.core, ctx.principal, 'history.importCloud', {
          workspaceId,
          appId: app,
        })
        ctx.print(
          `Bucket ${result.bucket}: ${plural(result.months.length, 'monthly report', 'monthly reports')}.`,
        )
        for (const m of result.months) {
          if (m.status === 'unchanged' || !m.result)
            ctx.print(`${m.month}: already imported, unchanged`)
          else printImport(ctx, m.name, { appId: app, month: m.month, ...m.result })
        }
        ctx.result(result)
        return
      }
      const file = stringOption(ctx, 'file')
      if (file === undefined)
        throw new CoreError(
          'INVALID_INPUT',
          'Give --file F.csv (a downloaded report) or --from-cloud-storage.',
          'file',
        )
      const bytes = readReportFile(file)
      const result = await run(ctx.core, ctx.principal, 'history.import', {
        workspaceId,
        appId: app,
        fileName: basename(file),
        contentBase64: bytes.toString('base64'),
      })
      printImport(ctx, basename(file), result)
      ctx.result(result)
    },
  },
]
