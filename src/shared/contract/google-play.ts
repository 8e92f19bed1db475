import { z } from 'zod'
import type {
  GooglePlayConnectionDto,
  GooglePlayStatusDto,
  GooglePlayTestResultDto,
} from '../dto/google-play'
import { command, id, inWorkspace } from './define'

export const googlePlayCommands = {
  'googlePlay.connect': command<GooglePlayConnectionDto>()(
    'admin',
    inWorkspace({
      // A service-account key is ~2.4 KB; the cap only stops a wrong, huge file early.
      serviceAccountJson: z
        .string()
        .min(1, 'paste or pick the service-account JSON key')
        .max(64_000),
    }),
  ),
  'googlePlay.testConnection': command<GooglePlayTestResultDto>()(
    'editor',
    inWorkspace({ listingId: id('lst').optional() }),
  ),
  'googlePlay.status': command<GooglePlayStatusDto>()('viewer', inWorkspace({})),
  'googlePlay.disconnect': command<null>()('admin', inWorkspace({})),
}

/** Google Play rejects replies longer than this (UTF-16 units of the text after HTML is stripped). */
export const GOOGLE_PLAY_REPLY_LIMIT = 350

/** The plain text Google Play stores for a reply (it strips HTML). */
export { replyPlainText as googlePlayReplyText } from '../reply-text'
/**
 * Its length.
 * @internal Exported for tests.
 */
export { replyLength as googlePlayReplyLength } from '../reply-text'
