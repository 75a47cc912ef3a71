/**
 * The shape `/registry.json` must have. Only the remotes the shell knows are accepted, and every
 * entry (a canary's too) must be a federation manifest URL, so a typo fails loudly at start
 * instead of as a blank region later (or, for a canary, on a share of devices only).
 */
import { z } from 'zod/mini';
import { REMOTE_NAMES } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';

const release = {
  entry: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .check(
      z.refine(
        (url) => URL.canParse(url) && new URL(url).pathname.endsWith('.json'),
        'must point at an mf-manifest.json',
      ),
    ),
  version: z.string().check(z.minLength(1, 'must not be empty')),
};

const remoteEntry = z.object({
  ...release,
  canary: z.optional(
    z.object({
      ...release,
      percent: z
        .number({ error: 'must be a whole number from 1 to 99' })
        .check(
          z.int('must be a whole number from 1 to 99'),
          z.gte(1, 'must be at least 1 (a canary for no device is no canary: drop it)'),
          z.lte(99, 'must be at most 99 (a canary for every device is the stable release)'),
        ),
    }),
  ),
  history: z.optional(z.array(z.string())),
});

export const registrySchema: z.ZodMiniType<RemoteRegistry> = z.object({
  revision: z.optional(z.number().check(z.int(), z.nonnegative())),
  remotes: z.record(z.string(), remoteEntry).check(
    z.refine((remotes) => Object.keys(remotes).length > 0, 'must list at least one remote'),
    z.superRefine((remotes, context) => {
      for (const name of Object.keys(remotes)) {
        if (!(REMOTE_NAMES as string[]).includes(name)) {
          context.issues.push({
            code: 'custom',
            input: remotes,
            path: [name],
            message: `is not a remote this shell knows (${REMOTE_NAMES.join(', ')})`,
          });
        }
      }
    }),
  ),
});
