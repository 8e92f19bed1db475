import { z } from 'zod'
import type {
  AppStoreConnectionDto,
  AppStoreDeleteReplyDto,
  AppStoreStatusDto,
  AppStoreTestResultDto,
} from '../dto/app-store'
import { command, id, inWorkspace } from './define'

// The core validates key id, issuer id and the .p8 with messages that name the mistake; these
// schemas only bound the sizes.
export const appStoreCommands = {
  'appStore.connect': command<AppStoreConnectionDto>()(
    'admin',
    inWorkspace({
      issuerId: z.string().max(100).optional(),
      keyId: z.string().max(40),
      privateKeyPem: z
        .string()
        .max(20_000, 'this file is far larger than an App Store Connect key'),
      individual: z.boolean().optional(),
    }),
  ),
  'appStore.disconnect': command<null>()('admin', inWorkspace({})),
  'appStore.testConnection': command<AppStoreTestResultDto>()(
    'editor',
    inWorkspace({ listingId: id('lst').optional() }),
  ),
  'appStore.status': command<AppStoreStatusDto>()('viewer', inWorkspace({})),
  'appStore.deleteReply': command<AppStoreDeleteReplyDto>()(
    'editor',
    inWorkspace({ reviewId: id('rev') }),
  ),
  'appStore.setReplyLimit': command<{ appId: string; replyLimit: number }>()(
    'admin',
    inWorkspace({ appId: id('app'), limit: z.number().int().nullable() }),
  ),
}
