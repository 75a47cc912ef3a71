/**
 * Whether a registry read while the page is open moves it: for some remote, the release this
 * device would load now (the same choice the boot made: its canary draw, else stable) is not the
 * one it loaded. A new stable, a rollback, or a canary started, stopped or resized so that this
 * device's side changes all move it; a registry that only raised its revision, a promotion of
 * the canary this device already runs, or a canary on the side it is not on does not. A remote
 * pinned by a tester stays on its pin.
 */
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { chooseRelease } from '../remote-loading/releases/choose-release';
import type { ChosenReleases } from '../remote-loading/releases/chosen-releases';

export function movedRemotes(
  loaded: ChosenReleases,
  registry: RemoteRegistry,
  deviceId: string,
): RemoteName[] {
  return REMOTE_NAMES.filter((name) => {
    const release = loaded[name];
    const remote = registry.remotes[name];
    if (!release || !remote || release.channel === 'pinned') return false;
    return chooseRelease(name, remote, deviceId).entry !== release.entry;
  });
}
