/** The shape `/app-config.json` must have; every field is named when it is wrong. */
import { z } from 'zod';
import { COUNTRY_CODES } from '@jara/contracts/constants';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const runtimeConfigSchema: z.ZodType<RuntimeConfig> = z.object({
  api: z.object({ baseUrl: httpUrl, plansBaseUrl: httpUrl }),
  realtime: z.object({
    key: z.string().min(1, 'must not be empty'),
    wsHost: z.string().min(1, 'must not be empty'),
    wsPort: z.number().int().positive(),
    forceTLS: z.boolean(),
    authEndpoint: httpUrl,
  }),
  analytics: z.object({
    token: z.string(),
    host: httpUrl,
  }),
  defaultCountry: z.enum(COUNTRY_CODES),
  updates: z.object({ pollIntervalMs: z.number().int().min(1000) }),
  remoteTimeoutMs: z.number().int().min(500),
});
