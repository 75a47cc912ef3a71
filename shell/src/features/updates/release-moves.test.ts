import type { RegistryRemote, RemoteRegistry } from '@jara/contracts/runtime-config';
import type { ChosenReleases } from '../remote-loading/releases/chosen-releases';
import { deviceOnSide } from '../../testing/device-on-side';
import { movedRemotes } from './release-moves';

const entry = (remote: string, version: string) =>
  `https://${remote}.test/v/${version}/mf-manifest.json`;
const release = (remote: string, version: string): RegistryRemote => ({
  entry: entry(remote, version),
  version,
});
const withCanary = (remote: string, stable: string, version: string, percent: number) => ({
  ...release(remote, stable),
  canary: { entry: entry(remote, version), version, percent },
});

const booted: RemoteRegistry = {
  revision: 3,
  remotes: {
    storefront: withCanary('storefront', '1.0.0', '1.1.0', 10),
    checkout: release('checkout', '2.0.0'),
    orders: release('orders', '3.0.0'),
  },
};
/** This device drew storefront's canary 1.1.0 at 10 %; orders is pinned by a tester. */
const device = deviceOnSide('canary', 'storefront', { version: '1.1.0', percent: 10 });
const loaded: ChosenReleases = {
  storefront: { version: '1.1.0', entry: entry('storefront', '1.1.0'), channel: 'canary' },
  checkout: { version: '2.0.0', entry: entry('checkout', '2.0.0'), channel: 'stable' },
  orders: { version: '2.9.0', entry: entry('orders', '2.9.0'), channel: 'pinned' },
};

const next = (name: string, remote: RegistryRemote): RemoteRegistry => ({
  revision: 4,
  remotes: { ...booted.remotes, [name]: remote },
});
const moved = (registry: RemoteRegistry, id = device) => movedRemotes(loaded, registry, id);

describe('movedRemotes', () => {
  it('moves nothing when only the revision was raised', () => {
    expect(moved({ ...booted, revision: 9 })).toEqual([]);
  });

  it('moves a remote with a new stable release, and with a rollback', () => {
    expect(moved(next('checkout', release('checkout', '2.1.0')))).toEqual(['checkout']);
    expect(moved(next('checkout', release('checkout', '1.9.0')))).toEqual(['checkout']);
  });

  it('keeps a pinned remote on its pin and ignores remotes the registry no longer names', () => {
    expect(moved(next('orders', release('orders', '4.0.0')))).toEqual([]);
    const { checkout: _, ...others } = booted.remotes;
    expect(moved({ remotes: others })).toEqual([]);
  });

  it('keeps a canary device through promotion, moves it when the canary is dropped or replaced', () => {
    expect(moved(next('storefront', release('storefront', '1.1.0')))).toEqual([]);
    expect(moved(next('storefront', release('storefront', '1.0.0')))).toEqual(['storefront']);
    const replaced = next('storefront', withCanary('storefront', '1.0.0', '1.2.0', 10));
    const inNew = deviceOnSide('canary', 'storefront', { version: '1.2.0', percent: 10 });
    expect(moved(replaced, inNew)).toEqual(['storefront']);
  });

  it("moves a device only when a canary's start or size changes its side", () => {
    const started = next('checkout', withCanary('checkout', '2.0.0', '2.1.0', 10));
    const canary = { version: '2.1.0', percent: 10 };
    const outside = deviceOnSide('stable', 'checkout', canary);
    const inside = deviceOnSide('canary', 'checkout', canary);
    expect(movedRemotes({ checkout: loaded.checkout }, started, outside)).toEqual([]);
    expect(movedRemotes({ checkout: loaded.checkout }, started, inside)).toEqual(['checkout']);

    // storefront's canary shrinks from 10 % to 1 %: a device outside 1 % goes back to stable.
    const shrunk = next('storefront', withCanary('storefront', '1.0.0', '1.1.0', 1));
    const stays = deviceOnSide('canary', 'storefront', { version: '1.1.0', percent: 1 });
    const leaves = deviceOnSide('stable', 'storefront', { version: '1.1.0', percent: 1 }, device);
    expect(moved(shrunk, stays)).toEqual([]);
    expect(moved(shrunk, leaves)).toEqual(['storefront']);
  });
});
