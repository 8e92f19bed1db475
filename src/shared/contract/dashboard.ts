import { z } from 'zod'
import type { DashboardDto } from '../dto/dashboard'
import { command, id, inWorkspace, validZone } from './define'


export const dashboardCommands = {
  /** Rating trend, volume, reply rate, time to reply and languages for one app (or all apps). */
  'dashboard.app': command<DashboardDto>()(
    'viewer',
    inWorkspace({
      appId: id('app').optional(),
      days: z.union([z.literal(7), z.literal(30), z.literal(90), z.literal(365)]).default(30),
      /** Default: days for up to 90 days, weeks beyond. */
      bucket: z.enum(['day', 'week']).optional(),
      /** IANA zone the days are counted in; default this computer's. */
      timeZone: z
        .string()
        .trim()
        .max(64)
        .refine(validZone, 'an IANA time zone such as Europe/Paris')
        .optional(),
    }),
  ),
}
