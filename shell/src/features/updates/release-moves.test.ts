import type { RegistryRemote, RemoteRegistry } from '@jara/contracts/runtime-config';
import type { ChosenReleases } from '../versions/chosen-releases';
import { movedRemotes, wouldLoadWithoutDraw } from './release-moves';

const entry = (remote: string, version: string) =>
  `https://${remote}.test/v/${version}/mf-manifest.json`;
const release = (remote: string, version: string): RegistryRemote => ({
  entry: entry(remote, version),
  version,
});
const canary = (remote: string, version: string, percent: number) => ({
  canary: { entry: entry(remote, version), version, percent },
});

const booted: RemoteRegistry = {
  revision: 3,
  remotes: {
    storefront: { ...release('storefront', '1.0.0'), ...canary('storefront', '1.1.0', 10) },
    checkout: release('checkout', '2.0.0'),
    orders: release('orders', '3.0.0'),
  },
};
const loaded: ChosenReleases = {
  storefront: { version: '1.1.0', entry: entry('storefront', '1.1.0'), channel: 'canary' },
  checkout: { version: '2.0.0', entry: entry('checkout', '2.0.0'), channel: 'stable' },
  orders: { version: '2.9.0', entry: entry('orders', '2.9.0'), channel: 'pinned' },
};

const withRemote = (registry: RemoteRegistry, name: string, remote: RegistryRemote) => ({
  ...registry,
  revision: (registry.revision ?? 0) + 1,
  remotes: { ...registry.remotes, [name]: remote },
});

/** Moved remotes of `next`, as read after `previous` (undefined: the poller's first read). */
const moved = (next: RemoteRegistry, previous: RemoteRegistry | undefined = booted) =>
  movedRemotes(loaded, next, wouldLoadWithoutDraw(loaded, previous));

describe('movedRemotes', () => {
  it('moves nothing when only the revision was raised', () => {
    expect(moved({ ...booted, revision: 9 })).toEqual([]);
    expect(moved({ ...booted, revision: 9 }, undefined)).toEqual([]);
  });

  it('moves a remote with a new stable release, and with a rollback', () => {
    expect(moved(withRemote(booted, 'checkout', release('checkout', '2.1.0')))).toEqual([
      'checkout',
    ]);
    expect(moved(withRemote(booted, 'checkout', release('checkout', '1.9.0')), undefined)).toEqual([
      'checkout',
    ]);
  });

  it('keeps a pinned remote on its pin and ignores remotes the registry no longer names', () => {
    expect(moved(withRemote(booted, 'orders', release('orders', '4.0.0')))).toEqual([]);
    const { checkout: _, ...others } = booted.remotes;
    expect(moved({ remotes: others })).toEqual([]);
  });

  it('keeps a canary device through promotion, moves it when the canary is dropped', () => {
    const promoted = withRemote(booted, 'storefront', release('storefront', '1.1.0'));
    expect(moved(promoted)).toEqual([]);
    const rolledBack = withRemote(booted, 'storefront', release('storefront', '1.0.0'));
    expect(moved(rolledBack)).toEqual(['storefront']);
    const replaced = withRemote(booted, 'storefront', {
      ...release('storefront', '1.0.0'),
      ...canary('storefront', '1.2.0', 10),
    });
    expect(moved(replaced)).toEqual(['storefront']);
  });

  it('without the device draw, a canary resized or started may change the side: moved', () => {
    const resized = withRemote(booted, 'storefront', {
      ...release('storefront', '1.0.0'),
      ...canary('storefront', '1.1.0', 50),
    });
    expect(moved(resized)).toEqual(['storefront']);
    const checkoutCanary = withRemote(booted, 'checkout', {
      ...release('checkout', '2.0.0'),
      ...canary('checkout', '2.1.0', 10),
    });
    expect(moved(checkoutCanary)).toEqual(['checkout']);
    // Stopped on the side this device is not on: nothing changes for it.
    expect(moved(booted, checkoutCanary)).toEqual([]);
  });

  it("uses the device's own choice when given one", () => {
    const checkoutCanary = withRemote(booted, 'checkout', {
      ...release('checkout', '2.0.0'),
      ...canary('checkout', '2.1.0', 10),
    });
    // The device's draw for checkout's canary; every other remote stays where it is.
    const choice = (inCanary: boolean) => (name: string, remote: RegistryRemote) =>
      name === 'checkout' && inCanary ? remote.canary?.entry : loaded[name as 'checkout']?.entry;
    expect(movedRemotes(loaded, checkoutCanary, choice(false))).toEqual([]);
    const inside = movedRemotes(loaded, checkoutCanary, choice(true));
    expect(inside).toEqual(['checkout']);
  });
});
