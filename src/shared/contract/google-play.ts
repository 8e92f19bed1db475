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
}

/** Google Play rejects replies longer than this (UTF-16 units of the text after HTML is stripped). */
export const GOOGLE_PLAY_REPLY_LIMIT = 350

/**
 * The plain text Google Play will store for a reply: it strips HTML tags, so we do the same
 * before measuring or sending. Line-breaking tags become line breaks.
 */
export function googlePlayReplyText(body: string): string {
  return body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<\/?[a-zA-Z][^<>]*>/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The length Google Play measures: UTF-16 code units (an emoji such as 👍 counts 2). */
export const googlePlayReplyLength = (body: string): number => googlePlayReplyText(body).length
