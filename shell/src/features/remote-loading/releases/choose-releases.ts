/**
 * The boot's choice of each remote's release, made once before any remote loads: a tester's pin
 * (where pins are allowed and the pinned release exists), else the canary when this device falls
 * in its share, else the stable release. The pins' code loads only where pins are in play, so a
 * customer's page carries none of it.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import type { PinSettings, ReleaseChoice } from '../pins/apply-pins';
import { chooseRelease } from './choose-release';
import type { ChosenReleases } from './chosen-releases';
import { deviceId } from './device-id';
import { pinsInPlay } from '../pins/stored-pins';

export async function chooseReleases(
  registry: RemoteRegistry,
  config: PinSettings,
): Promise<ReleaseChoice> {
  const id = deviceId();
  const releases: ChosenReleases = {};
  for (const [name, remote] of Object.entries(registry.remotes)) {
    releases[name as RemoteName] = chooseRelease(name, remote, id);
  }
  if (!pinsInPlay(window.location.search)) return { releases, notices: [] };
  const { applyPins } = await import(/* webpackChunkName: "version-pins" */ '../pins/apply-pins');
  return applyPins(registry, config, releases);
}
