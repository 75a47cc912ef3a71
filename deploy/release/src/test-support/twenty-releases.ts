/**
 * Twenty releases at once: the five remotes, four versions each, every one a distinct build. A
 * registry passes when each of the twenty is on its remote, as the stable release or in the
 * history, and its revision counts exactly twenty writes.
 */
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { writeFakeBuild } from './fake-build';

export interface PlannedRelease {
  remote: RemoteName;
  version: string;
  distDir: string;
}

export async function writeTwentyBuilds(dir: string): Promise<PlannedRelease[]> {
  const planned = REMOTE_NAMES.flatMap((remote, r) =>
    [1, 2, 3, 4].map((n) => ({
      remote,
      version: `${remote}-v${n}`,
      distDir: path.join(dir, 'builds', `${remote}-${n}`),
      chunk: `${r}${n}`.padStart(10, 'a'),
    })),
  );
  for (const release of planned)
    await writeFakeBuild(release.distDir, release.remote, release.chunk);
  return planned.map(({ remote, version, distDir }) => ({ remote, version, distDir }));
}

/** Every version a registry still knows for each remote: the stable one and its history. */
export function knownVersions(registry: RemoteRegistry): string[] {
  return Object.values(registry.remotes)
    .flatMap((remote) => [...(remote.history ?? []), remote.version])
    .sort();
}
