import { z } from 'zod';
import { numeric } from '../http/fields';
import { FREQUENCIES, MAX_ROOMS } from './plan-pricing';

export const planService = z.enum(['laundry', 'cleaning']);

export const planOrderBody = z.object({
  service: planService,
  frequency: z
    .enum(FREQUENCIES as [string, ...string[]])
    .transform((value) => value as (typeof FREQUENCIES)[number]),
  rooms: numeric(z.number().int().min(1).max(MAX_ROOMS)),
});
