/**
 * After a release, an open page may ask for a chunk the server no longer has. The page then
 * reloads to pick up the new build, but at most once per 10 s per path, so a chunk that is
 * broken for good shows the error page instead of reloading forever.
 */
import { CHUNK_RELOAD_GUARD_MS } from '@jara/contracts/constants';

const STORAGE_KEY = 'jara:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk \S+ failed/i.test(error.message) ||
    /dynamically imported module/i.test(error.message)
  );
}

interface GuardEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

function readReloads(storage: GuardEnvironment['storage']): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Reloads unless this path already reloaded for a chunk error within the guard window. */
export function reloadForChunkError(path: string, env: GuardEnvironment): boolean {
  const reloads = readReloads(env.storage);
  const last = reloads[path];
  const now = env.now();
  if (last !== undefined && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  reloads[path] = now;
  try {
    env.storage.setItem(STORAGE_KEY, JSON.stringify(reloads));
  } catch {
    // Without storage the guard cannot remember, so do not risk a reload loop.
    return false;
  }
  env.reload();
  return true;
}

export const browserGuardEnvironment = (): GuardEnvironment => ({
  storage: window.sessionStorage,
  now: Date.now,
  reload: () => window.location.reload(),
});
