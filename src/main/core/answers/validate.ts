import type { CoreContext } from '../context'
import { statement } from '../db/statements'
import { invalid, notFound } from '../errors'
import { answerLanguage } from './language'
import { APP_IN_WORKSPACE } from './queries'

/**
 * What the contract's schema cannot know: whether a language is one the stores review in, and
 * whether an app is this workspace's. The text rules (lengths, duplicates, slots) are the
 * schema's (src/shared/contract/answers.ts), so they come back together, each at its field.
 */
export function checkLanguage(raw: string): string {
  const tag = answerLanguage(raw)
  if (!tag) {
    throw invalid(
      `"${raw.trim().slice(0, 35)}" is not a language code Review Reply knows. Use one like en, de, pt or pt-BR.`,
      'language',
    )
  }
  return tag
}

/** An app of another workspace is "not found", exactly like one that does not exist. */
export function checkApp(ctx: CoreContext, workspaceId: string, appId: string | null): void {
  if (appId === null) return
  const found = statement<[string, string], { name: string }>(ctx.db, APP_IN_WORKSPACE).get(
    appId,
    workspaceId,
  )
  if (!found) throw notFound('App')
}
