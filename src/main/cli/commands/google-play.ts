/**
 * `store connect --store google_play --service-account FILE` (the lead's generic `store connect`
 * calls this): read the key file, store it in the vault, then run the connection test.
 */
import { readFileSync } from 'node:fs'
import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import type { CliContext } from '../types'

function readKeyFile(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as { code?: unknown }).code
    const why =
      code === 'ENOENT'
        ? 'there is no such file'
        : code === 'EACCES'
          ? 'permission denied'
          : code === 'EISDIR'
            ? 'it is a folder'
            : 'it cannot be read'
    throw new CoreError(
      'INVALID_INPUT',
      `Cannot read the service-account key ${file}: ${why}. Give the path of the JSON key you downloaded from Google Cloud Console.`,
      'service-account',
    )
  }
}

export async function connectGooglePlayFromFile(ctx: CliContext, file: string): Promise<void> {
  const serviceAccountJson = readKeyFile(file)
  const workspaceId = await ctx.workspaceId()
  const connection = await run(ctx.core, ctx.principal, 'googlePlay.connect', {
    workspaceId,
    serviceAccountJson,
  })
  ctx.print(
    `Stored the Google Play key for ${connection.clientEmail} (project ${connection.projectId}) in the vault; ${connection.listingsAttached === 1 ? '1 Google Play app uses it' : `${connection.listingsAttached} Google Play apps use it`}.`,
  )
  ctx.print('Testing the connection…')
  const test = await run(ctx.core, ctx.principal, 'googlePlay.testConnection', { workspaceId })
  ctx.print(`${test.ok ? 'OK' : 'Problem'}: ${test.message}`)
  if (test.nextStep) ctx.print(`Next step: ${test.nextStep}`)
  if (test.quota && test.packageName) {
    ctx.print(
      `Budget left for ${test.packageName}: ${test.quota.getRemaining} reads this hour, ${test.quota.postRemaining} replies today.`,
    )
  }
  ctx.result({ connection, test })
}
