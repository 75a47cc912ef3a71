/**
 * The one way the registry changes: read, apply a pure change, write with the tag that was read;
 * when someone else wrote in between, read again and apply the change to their registry. Every
 * write raises `revision` by one, so the revision counts the writes.
 */
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import type { RegistryStore } from './registry-store';

/** The registry as it should become, or undefined when it is already right (nothing written). */
export type RegistryChange = (current: RemoteRegistry) => RemoteRegistry | undefined;

export interface UpdateOptions {
  attempts?: number;
  /** Upper bound of the random pause before a retry, so racing writers spread out. */
  maxBackoffMs?: number;
}

export interface RegistryUpdate {
  before: RemoteRegistry;
  after: RemoteRegistry;
  written: boolean;
  /** Writes refused because another writer got there first. */
  conflicts: number;
}

const DEFAULT_ATTEMPTS = 50;
const DEFAULT_MAX_BACKOFF_MS = 25;

export async function updateRegistry(
  store: RegistryStore,
  change: RegistryChange,
  options: UpdateOptions = {},
): Promise<RegistryUpdate> {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(Math.random() * maxBackoffMs);
    const { registry: before, tag } = await store.read();
    const changed = change(before);
    if (changed === undefined) return { before, after: before, written: false, conflicts: attempt };
    const after = { ...changed, revision: (before.revision ?? 0) + 1 };
    if ((await store.write(after, tag)) === 'written') {
      return { before, after, written: true, conflicts: attempt };
    }
  }
  throw new Error(
    `Gave up writing ${store.location} after ${attempts} attempts: other writers changed it ` +
      'every time. Nothing of this change was written; run the command again.',
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
