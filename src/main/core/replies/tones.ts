import type { ToneAdjustment } from '../../../shared/dto/drafting'
import { parseTones } from '../drafting/tones/stack'
import type { ReplyRow } from './records'

/** The tones of the draft as it stands: a text a person edited or approved has none. */
export function draftTonesOf(reply: ReplyRow | null): ToneAdjustment[] {
  return reply?.status === 'draft' && reply.source === 'drafted' ? parseTones(reply.draftTones) : []
}
