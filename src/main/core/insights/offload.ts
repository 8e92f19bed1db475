/**
 * Reply Effect and reply speed read every review of a period: at a million reviews a year's
 * figures take seconds of SQL. In the desktop app and `serve` they run on the work thread (its own
 * connection; WAL lets it read while the loop answering people writes); elsewhere (the CLI, tests
 * on one thread) here.
 */
import type {
  ReplyEffectDto,
  ReplyEffectExportDto,
  ReplySpeedDto,
} from '../../../shared/dto/reply-effect'
import type { CoreContext } from '../context'
import { replyEffect, type EffectScope } from './reply-effect/compute'
import { exportReplyEffect } from './reply-effect/export'
import { replySpeed } from './reply-speed/compute'

interface Answers {
  replyEffect: ReplyEffectDto
  replyEffectExport: ReplyEffectExportDto
  replySpeed: ReplySpeedDto
}

/** A figure to compute over a checked scope (plain data: it crosses to the work thread). */
export interface InsightQuery {
  kind: keyof Answers
  scope: EffectScope
}

/** Computes a query somewhere else (the work thread); same answers as `computeInsight`. */
export type InsightReader = (query: InsightQuery) => Promise<unknown>

export function computeInsight(ctx: CoreContext, query: InsightQuery): Answers[keyof Answers] {
  switch (query.kind) {
    case 'replyEffect':
      return replyEffect(ctx, query.scope)
    case 'replyEffectExport':
      return exportReplyEffect(ctx, query.scope)
    case 'replySpeed':
      return replySpeed(ctx, query.scope)
  }
}

export async function readInsight<K extends keyof Answers>(
  ctx: CoreContext,
  kind: K,
  scope: EffectScope,
): Promise<Answers[K]> {
  const remote = ctx.state.insightReader
  const query = { kind, scope }
  return (remote ? await remote(query) : computeInsight(ctx, query)) as Answers[K]
}
