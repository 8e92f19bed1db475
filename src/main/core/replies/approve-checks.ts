import type { CoreContext } from '../context'
import { bannedPhraseIn } from '../drafting/text/banned'
import { openSlots } from '../drafting/text/slots'
import { sameLanguage } from '../drafting/language/tags'
import { getVoice } from '../drafting/voice/store'
import { CoreError } from '../errors'
import type { ReviewRecord } from './records'

/**
 * What the brand voice and the drafter ask of every reply that goes out, checked on each
 * approval (one, bulk or auto-publish): no open `[answer: …]` slot, none of the voice's
 * never-say phrases (matched as drafting matches them: case-insensitive, any whitespace), and
 * the voice's sign-off when the reply is in the voice's language. Throws the first refusal,
 * naming the exact text, on the `body` field.
 */
export function assertVoiceAllows(ctx: CoreContext, record: ReviewRecord, body: string): void {
  const [slot] = openSlots(body)
  if (slot)
    throw new CoreError('INVALID_INPUT', `Fill in the answer before approving: ${slot}`, 'body')

  const voice = getVoice(ctx, record.review.workspaceId, record.review.appId)
  const banned = bannedPhraseIn(body, voice.neverSay)
  if (banned !== null) {
    throw new CoreError(
      'INVALID_INPUT',
      `This reply contains "${banned.trim()}", which the brand voice never says.`,
      'body',
    )
  }

  const signOff = voice.signOff?.trim()
  // A reply a person wrote from scratch has no language of its own: the review's stands in.
  const language = (record.reply?.language ?? record.review.language)?.replace('_', '-') ?? null
  if (
    signOff &&
    sameLanguage(voice.language, language) &&
    bannedPhraseIn(body, [signOff]) === null
  ) {
    throw new CoreError(
      'INVALID_INPUT',
      `This reply is missing the brand voice's sign-off "${signOff}". Add it before approving.`,
      'body',
    )
  }
}
