/** A stored registry, checked against the schema the shell's stacks use, or an error naming it. */
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { parseOrExplain, remoteRegistrySchema } from '@jara/local-stack/runtime-document-schemas';

export function parseRegistryText(text: string, location: string): RemoteRegistry {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${location} is not valid JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return parseOrExplain(remoteRegistrySchema, value, location);
}
