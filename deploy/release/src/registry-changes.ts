/**
 * The changes a release makes to one remote's registry entry, as pure functions of the registry
 * read (they may run again on a fresher registry when another writer got there first).
 *
 * `history` is an undo stack of stable releases, oldest first: a new stable release pushes the one
 * it replaces; a rollback without a version pops the last one and does not push the version it
 * leaves, so rolling back twice goes two releases back instead of ping-ponging between the last
 * two. Naming a version (`rollback --to`) is a new decision and pushes like a release. A version
 * is never in the history twice, nor while it is stable.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { RegistryRemote, RemoteRegistry } from '@jara/contracts/runtime-config';
import { assertCanaryPercent, assertVersionName, isVersionName } from './release-names';

export const HISTORY_LIMIT = 20;

export type EntryUrl = (remote: RemoteName, version: string) => string;

/** The released version a remote's stable entry is on; undefined for its unreleased root build. */
export function stableRelease(
  registry: RemoteRegistry,
  remote: RemoteName,
  entryUrl: EntryUrl,
): string | undefined {
  const current = registry.remotes[remote];
  if (current === undefined || !isVersionName(current.version)) return undefined;
  return current.entry === entryUrl(remote, current.version) ? current.version : undefined;
}

/** Makes `version` the stable release for every device; a running canary ends. */
export function setStable(
  registry: RemoteRegistry,
  remote: RemoteName,
  version: string,
  entryUrl: EntryUrl,
): RemoteRegistry | undefined {
  const current = registry.remotes[remote];
  const stable = stableRelease(registry, remote, entryUrl);
  if (stable === version && current?.canary === undefined) return undefined;
  const earlier = (current?.history ?? []).filter((entry) => entry !== version);
  if (stable !== undefined && stable !== version) earlier.push(stable);
  return withRemote(registry, remote, stableEntry(remote, version, entryUrl, earlier));
}

/** Gives `percent` of devices `version`, the rest stay on the stable release. */
export function startCanary(
  registry: RemoteRegistry,
  remote: RemoteName,
  version: string,
  percent: number,
  entryUrl: EntryUrl,
): RemoteRegistry | undefined {
  assertCanaryPercent(percent);
  const current = registry.remotes[remote];
  if (current === undefined) {
    throw new Error(`${remote} has no stable release to share devices with: release it first`);
  }
  if (current.version === version) {
    throw new Error(`${remote} ${version} is already the stable release: nothing to canary`);
  }
  if (current.canary?.version === version && current.canary.percent === percent) return undefined;
  return withRemote(registry, remote, {
    ...current,
    canary: { entry: entryUrl(remote, version), version, percent },
  });
}

export function promoteCanary(
  registry: RemoteRegistry,
  remote: RemoteName,
  entryUrl: EntryUrl,
): RemoteRegistry | undefined {
  const canary = registry.remotes[remote]?.canary;
  if (canary === undefined) throw new Error(`${remote} has no canary to promote`);
  return setStable(registry, remote, canary.version, entryUrl);
}

/**
 * With a canary running, drops it and leaves stable as it is; otherwise points stable back at
 * `to`, or at the last release in the history.
 */
export function rollBack(
  registry: RemoteRegistry,
  remote: RemoteName,
  to: string | undefined,
  entryUrl: EntryUrl,
): RemoteRegistry | undefined {
  const current = registry.remotes[remote];
  if (current?.canary !== undefined) {
    if (to !== undefined) {
      throw new Error(
        `${remote} has a canary running (${current.canary.version} on ${current.canary.percent}%): ` +
          'roll back without --to to drop it first',
      );
    }
    const { canary: _dropped, ...stable } = current;
    return withRemote(registry, remote, stable);
  }
  if (to !== undefined) return setStable(registry, remote, to, entryUrl);

  const stable = stableRelease(registry, remote, entryUrl);
  if (stable === undefined) {
    throw new Error(`${remote} serves its unreleased root build: name a release with --to`);
  }
  const history = [...(current?.history ?? [])];
  const previous = history.pop();
  if (previous === undefined) {
    throw new Error(
      `${remote} has no earlier release in its history (it is on ${stable}): name one with --to`,
    );
  }
  assertVersionName(previous);
  return withRemote(registry, remote, stableEntry(remote, previous, entryUrl, history));
}

function stableEntry(
  remote: RemoteName,
  version: string,
  entryUrl: EntryUrl,
  history: string[],
): RegistryRemote {
  const kept = history.slice(-HISTORY_LIMIT);
  return {
    entry: entryUrl(remote, version),
    version,
    ...(kept.length > 0 && { history: kept }),
  };
}

function withRemote(
  registry: RemoteRegistry,
  remote: RemoteName,
  entry: RegistryRemote,
): RemoteRegistry {
  return { ...registry, remotes: { ...registry.remotes, [remote]: entry } };
}
