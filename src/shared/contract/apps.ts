import { z } from 'zod'
import type { AppDto } from '../dto/apps'
import { appStoreIdFrom, googlePlayPackageFrom } from '../store-ids'
import { command, id, inWorkspace } from './define'

/** The numeric Apple ID, or an App Store link that holds it. */
const appStoreId = z.preprocess(
  (v) => (typeof v === 'string' ? appStoreIdFrom(v) : v),
  z
    .string()
    .trim()
    .regex(/^[0-9]{6,12}$/, 'an App Store app id is the numeric Apple ID, e.g. 1234567890'),
)

/** The package name, or a Google Play link that holds it (`?id=`). */
const googlePlayPackage = z.preprocess(
  (v) => (typeof v === 'string' ? googlePlayPackageFrom(v) : v),
  z
    .string()
    .trim()
    .max(150)
    .regex(
      /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/,
      'a Google Play package name looks like com.example.app',
    ),
)

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

export const appCommands = {
  'apps.list': command<AppDto[]>()('viewer', inWorkspace({})),
  'apps.add': command<AppDto>()(
    'editor',
    inWorkspace({
      name: z.string().trim().min(1, 'a name is required').max(120),
      publisher: optional(z.string().trim().max(120)),
      appStoreId: optional(appStoreId),
      googlePlayPackage: optional(googlePlayPackage),
    }),
  ),
  'apps.remove': command<null>()('admin', inWorkspace({ appId: id('app') })),
}
