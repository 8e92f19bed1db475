import type { DigestExportDto } from '../../../../shared/dto/insights'
import type { CoreContext } from '../../context'
import { digestToCsv } from './export-csv'
import { digestToMarkdown } from './export-markdown'
import { getDigestRow, parseDigestData } from './store'

/** The digest as a file the UI offers for download (and the CLI prints). */
export function exportDigest(
  ctx: CoreContext,
  workspaceId: string,
  digestId: string,
  format: 'markdown' | 'csv',
): DigestExportDto {
  const row = getDigestRow(ctx, workspaceId, digestId)
  const data = parseDigestData(row)
  const slug =
    data.app.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'app'
  const day = new Date(row.periodEnd).toISOString().slice(0, 10)
  return format === 'csv'
    ? { filename: `digest-${slug}-${day}.csv`, mimeType: 'text/csv', content: digestToCsv(data) }
    : {
        filename: `digest-${slug}-${day}.md`,
        mimeType: 'text/markdown',
        content: digestToMarkdown(data),
      }
}
