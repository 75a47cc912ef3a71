/**
 * The registry's release for this device: the canary when the device's bucket falls in its
 * share, the stable release otherwise. Pure and tiny: the early preload script runs the same
 * test on the same device id, so it preloads the release the boot will load.
 */
import type { RegistryRemote } from '@jara/contracts/runtime-config';
import type { ChosenRelease } from './chosen-releases';
import { inCanary, releaseBucket } from './release-bucket';

export function onCanary(name: string, remote: RegistryRemote, deviceId: string): boolean {
  const { canary } = remote;
  return !!canary && inCanary(releaseBucket(deviceId, name, canary.version), canary.percent);
}

export function chooseRelease(
  name: string,
  remote: RegistryRemote,
  deviceId: string,
): ChosenRelease {
  const canary = onCanary(name, remote, deviceId) ? remote.canary : undefined;
  return canary
    ? { entry: canary.entry, version: canary.version, channel: 'canary' }
    : { entry: remote.entry, version: remote.version, channel: 'stable' };
}
