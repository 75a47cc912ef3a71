/**
 * Runtime schemas for the two documents the shell fetches at start. `satisfies` ties each schema
 * to its contract type, so a field added to the contract fails the type-check here until the
 * generator and the schema know it too.
 */
import { z } from 'zod';
import { COUNTRY_CODES } from '@jara/contracts/constants';
import {
  DEPLOY_ENVIRONMENTS,
  type RemoteRegistry,
  type RuntimeConfig,
} from '@jara/contracts/runtime-config';

const httpUrl = z.url({ protocol: /^https?$/ });

export const runtimeConfigSchema = z.strictObject({
  api: z.strictObject({ baseUrl: httpUrl, plansBaseUrl: httpUrl }),
  realtime: z.strictObject({
    key: z.string().min(1),
    wsHost: z.string().min(1),
    wsPort: z.int().min(1).max(65535),
    forceTLS: z.boolean(),
    authEndpoint: httpUrl,
  }),
  analytics: z.strictObject({ token: z.string(), host: httpUrl }),
  defaultCountry: z.enum(COUNTRY_CODES),
  updates: z.strictObject({ pollIntervalMs: z.int().positive() }),
  remoteTimeoutMs: z.int().positive(),
  environment: z.enum(DEPLOY_ENVIRONMENTS),
  allowVersionPins: z.boolean(),
}) satisfies z.ZodType<RuntimeConfig>;

const release = { entry: httpUrl, version: z.string().min(1) };

export const remoteRegistrySchema = z.strictObject({
  revision: z.int().nonnegative().optional(),
  remotes: z.record(
    z.string().min(1),
    z.strictObject({
      ...release,
      canary: z.strictObject({ ...release, percent: z.int().min(1).max(99) }).optional(),
      history: z.array(z.string().min(1)).optional(),
    }),
  ),
}) satisfies z.ZodType<RemoteRegistry>;

/** Parses or throws one error naming every bad field, e.g. `realtime.wsPort: ...`. */
export function parseOrExplain<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new Error(`Invalid ${what}: ${problems}`);
}
