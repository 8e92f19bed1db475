import { z } from 'zod'
import type { EmailSettingsDto, EmailTestResultDto } from '../dto/email'
import { command, inWorkspace } from './define'

const address = z
  .string()
  .trim()
  .max(254)
  .regex(
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/,
    'an e-mail address such as team@example.com',
  )

export const emailSettingsShape = {
  enabled: z.boolean(),
  host: z
    .string()
    .trim()
    .max(253)
    .regex(/^[A-Za-z0-9.-]*$|^\[[0-9a-fA-F:]+\]$/, 'a host name such as smtp.example.com'),
  port: z.number().int().min(1).max(65535),
  security: z.enum(['starttls', 'tls', 'none']),
  user: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\r\n]*$/, 'one line'),
  from: z.union([address, z.literal('')]),
  recipients: z.array(address).max(50),
}

export const emailCommands = {
  /** The workspace's SMTP settings, without the password. */
  'email.settings.get': command<EmailSettingsDto>()('admin', inWorkspace({})),
  /** `password`: a string sets it (sealed in the vault), null removes it, absent keeps it. */
  'email.settings.set': command<EmailSettingsDto>()(
    'admin',
    inWorkspace({
      ...emailSettingsShape,
      password: z
        .string()
        .max(1024)
        .regex(/^[^\r\n]*$/, 'one line')
        .nullable()
        .optional(),
    }),
  ),
  /** Sends a short test message with the saved settings, to the saved recipients. */
  'email.test': command<EmailTestResultDto>()('admin', inWorkspace({})),
}
