/**
 * Whether a registry read while the page is open moves it: for some remote, the release this
 * device would load now is not the one it loaded (a new stable, a rollback, a canary started,
 * stopped or resized so that this device's side changes). A remote pinned by a tester stays on
 * its pin, and a registry that only raised its revision or changed other remotes' canaries
 * moves nothing.
 */
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';
import type { RegistryRemote, RemoteRegistry } from '@jara/contracts/runtime-config';
import type { ChosenReleases } from '../versions/chosen-releases';

/** The entry this device would load for a remote from a registry; undefined: no longer known. */
export type WouldLoad = (name: RemoteName, remote: RegistryRemote) => string | undefined;

export function movedRemotes(
  loaded: ChosenReleases,
  registry: RemoteRegistry,
  wouldLoad: WouldLoad,
): RemoteName[] {
  return REMOTE_NAMES.filter((name) => {
    const release = loaded[name];
    const remote = registry.remotes[name];
    if (!release || !remote || release.channel === 'pinned') return false;
    return wouldLoad(name, remote) !== release.entry;
  });
}

/**
 * Without this device's canary draw: a canary whose entry or share changed since the previous
 * read may have changed the device's side, so it counts as moved (the reload draws again);
 * otherwise the device stays on the side it loaded.
 */
export function wouldLoadWithoutDraw(
  loaded: ChosenReleases,
  previous: RemoteRegistry | undefined,
): WouldLoad {
  return (name, remote) => {
    const before = previous?.remotes[name]?.canary;
    const canaryChanged =
      previous !== undefined &&
      (before?.entry !== remote.canary?.entry || before?.percent !== remote.canary?.percent);
    const onCanary = loaded[name]?.channel === 'canary';
    if (onCanary && remote.canary?.entry === loaded[name]?.entry) {
      return canaryChanged ? undefined : remote.canary?.entry;
    }
    if (!onCanary && remote.canary && canaryChanged) return undefined;
    return remote.entry;
  };
}
