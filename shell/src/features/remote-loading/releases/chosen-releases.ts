/**
 * Which release of each remote this page loads, and why: the registry's stable one, its canary
 * (this device fell in the canary's share), or a tester's pin. Set once at boot, before any
 * remote loads; analytics and error reports read it, so every event names the versions the
 * customer actually ran.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';

export type ReleaseChannel = 'stable' | 'canary' | 'pinned';

export interface ChosenRelease {
  version: string;
  entry: string;
  channel: ReleaseChannel;
}

export type ChosenReleases = Partial<Record<RemoteName, ChosenRelease>>;

let chosen: ChosenReleases = {};

export function setChosenReleases(releases: ChosenReleases): void {
  chosen = { ...releases };
}

export function chosenReleases(): ChosenReleases {
  return chosen;
}
