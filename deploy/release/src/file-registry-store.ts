/**
 * The registry as the local stacks serve it: `<runtimeDir>/registry.json`. Safe across
 * processes: a write takes the lock file, checks that the file still holds exactly what was read
 * (its tag is a hash of the bytes), then replaces it with an atomic rename, so the shell's server
 * reads the old registry or the new one, never half of one.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { writeJsonAtomic } from '@jara/local-stack/atomic-json';
import { REGISTRY_FILE } from '@jara/local-stack/runtime-documents';
import { withFileLock, type LockOptions } from './file-lock';
import { parseRegistryText } from './parse-registry';
import type { RegistryRead, RegistryStore, WriteOutcome } from './registry-store';

export interface FileRegistryStoreOptions {
  runtimeDir: string;
  /** The registry a stack starts with, used when none has been written yet. */
  initialRegistry: () => RemoteRegistry;
  lock?: LockOptions;
}

export function fileRegistryStore(options: FileRegistryStoreOptions): RegistryStore {
  const file = path.join(options.runtimeDir, REGISTRY_FILE);

  async function readText(): Promise<string | undefined> {
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  return {
    location: file,
    async read(): Promise<RegistryRead> {
      const text = await readText();
      if (text === undefined) return { registry: options.initialRegistry(), tag: undefined };
      return { registry: parseRegistryText(text, file), tag: hash(text) };
    },
    async write(registry, expectedTag): Promise<WriteOutcome> {
      return withFileLock(
        `${file}.lock`,
        async () => {
          const text = await readText();
          if ((text === undefined ? undefined : hash(text)) !== expectedTag) return 'conflict';
          await writeJsonAtomic(file, registry);
          return 'written';
        },
        options.lock,
      );
    },
  };
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
