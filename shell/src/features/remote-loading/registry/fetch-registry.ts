/**
 * Reads `/registry.json` afresh while the page is open (no-cache, within the boot's time limit),
 * validated exactly as at boot. A failed or malformed answer is logged and ignored (null): the
 * page never acts on a registry it could not trust, and the next poll asks again.
 */
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { fetchJsonDocument } from '../../boot/fetch-json-document';
import { registrySchema } from './registry-schema';

export const REGISTRY_URL = '/registry.json';

export async function fetchRegistry(): Promise<RemoteRegistry | null> {
  try {
    return await fetchJsonDocument(REGISTRY_URL, registrySchema);
  } catch (error) {
    console.warn(
      '[updates] registry answer ignored:',
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
