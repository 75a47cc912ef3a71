import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { setChosenReleases } from '../remote-loading/releases/chosen-releases';
import { startRegistryPoller } from './registry-poller';
import { reloadOnNextNavigation } from './reload-on-navigation';
import { startBuildUpdates } from './start-build-updates';
import { startUpdatePoller } from './update-poller';

jest.mock('./update-poller', () => ({ startUpdatePoller: jest.fn() }));
jest.mock('./registry-poller', () => ({ startRegistryPoller: jest.fn() }));
jest.mock('./reload-on-navigation', () => ({ reloadOnNextNavigation: jest.fn() }));

const config = { updates: { pollIntervalMs: 2000 } } as RuntimeConfig;
const router = {} as Parameters<typeof startBuildUpdates>[0];

describe('startBuildUpdates', () => {
  it('polls the registry at the build interval; a moved release or a new build arms one reload', () => {
    const arm = jest.fn();
    jest.mocked(reloadOnNextNavigation).mockReturnValue(arm);
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    startBuildUpdates(router, config);

    const registry = jest.mocked(startRegistryPoller).mock.calls[0]![0];
    const build = jest.mocked(startUpdatePoller).mock.calls[0]![0];
    expect(registry.intervalMs).toBe(2000);
    expect(reloadOnNextNavigation).toHaveBeenCalledTimes(1);

    // The page's loaded releases against the registry, for this device.
    const entry = (version: string) => `https://c.test/v/${version}/mf-manifest.json`;
    setChosenReleases({ checkout: { version: '1', entry: entry('1'), channel: 'stable' } });
    expect(registry.moved({ remotes: { checkout: { version: '1', entry: entry('1') } } })).toEqual(
      [],
    );
    expect(registry.moved({ remotes: { checkout: { version: '2', entry: entry('2') } } })).toEqual([
      'checkout',
    ]);
    setChosenReleases({});

    registry.onMoved(['storefront', 'checkout']);
    expect(info).toHaveBeenCalledWith(
      '[updates] storefront, checkout moved to another release; reloading on the next navigation',
    );
    build.onUpdate({ id: 'b', timestamp: 2 });
    expect(arm).toHaveBeenCalledTimes(2);
    info.mockRestore();
  });
});
