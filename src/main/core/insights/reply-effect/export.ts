import type { ReplyEffectExportDto } from '../../../../shared/dto/reply-effect'
import type { CoreContext } from '../../context'
import type { EffectScope } from './compute'
import { replyEffect } from './compute'
import { replyEffectToCsv } from './export-csv'

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Reply Effect as a CSV file for download (the dashboard card) or the CLI's `--csv`. */
export function exportReplyEffect(ctx: CoreContext, scope: EffectScope): ReplyEffectExportDto {
  return {
    filename: `reply-effect-${day(scope.since)}-to-${day(scope.until)}.csv`,
    mimeType: 'text/csv',
    content: replyEffectToCsv(replyEffect(ctx, scope)),
  }
}
