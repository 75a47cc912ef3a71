/** The shape `/app-config.json` must have; every field is named when it is wrong. */
import { z } from 'zod/mini';
import { COUNTRY_CODES } from '@jara/contracts/constants';
import { DEPLOY_ENVIRONMENTS, type RuntimeConfig } from '@jara/contracts/runtime-config';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const notEmpty = z.string().check(z.minLength(1, 'must not be empty'));

export const runtimeConfigSchema: z.ZodMiniType<RuntimeConfig> = z.object({
  api: z.object({ baseUrl: httpUrl, plansBaseUrl: httpUrl }),
  realtime: z.object({
    key: notEmpty,
    wsHost: notEmpty,
    wsPort: z.number().check(z.int(), z.positive()),
    forceTLS: z.boolean(),
    authEndpoint: httpUrl,
  }),
  analytics: z.object({
    token: z.string(),
    host: httpUrl,
  }),
  defaultCountry: z.enum(COUNTRY_CODES),
  updates: z.object({ pollIntervalMs: z.number().check(z.int(), z.gte(1000)) }),
  remoteTimeoutMs: z.number().check(z.int(), z.gte(500)),
  // A config written before these existed is production, with no pins.
  environment: z._default(z.enum(DEPLOY_ENVIRONMENTS), 'production'),
  allowVersionPins: z._default(z.boolean(), false),
});
