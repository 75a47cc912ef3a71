/**
 * The shape `/registry.json` must have. Only the remotes the shell knows are accepted, and each
 * entry must be a federation manifest URL, so a typo fails loudly at start instead of as a
 * blank region later.
 */
import { z } from 'zod/mini';
import { REMOTE_NAMES } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';

const remoteEntry = z.object({
  entry: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .check(
      z.refine(
        (url) => URL.canParse(url) && new URL(url).pathname.endsWith('.json'),
        'must point at an mf-manifest.json',
      ),
    ),
  version: z.string().check(z.minLength(1, 'must not be empty')),
});

export const registrySchema: z.ZodMiniType<RemoteRegistry> = z.object({
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
