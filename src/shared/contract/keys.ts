import { z } from 'zod'
import type { ApiKeyDto, NewApiKeyDto } from '../dto/keys'
import { command, id, inWorkspace } from './define'

/** API keys for the loopback public API. Admins only: editors and viewers cannot even list them. */
export const keyCommands = {
  'keys.list': command<ApiKeyDto[]>()('admin', inWorkspace({})),
  'keys.create': command<NewApiKeyDto>()(
    'admin',
    inWorkspace({
      name: z
        .preprocess(
          (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
          z.string().trim().max(80, 'at most 80 characters').optional(),
        )
        .transform((v) => v ?? 'API key'),
    }),
  ),
  'keys.revoke': command<ApiKeyDto>()('admin', inWorkspace({ keyId: id('key') })),
}
