/**
 * The preload must download the release the boot will load, never the other one: both run the
 * same choice on the same device id. A remote the preload cannot decide (a pin the boot still
 * has to check) it leaves alone.
 */
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { chooseReleases } from '../releases/choose-releases';
import { DEVICE_ID_KEY } from '../releases/device-id';
import { deviceOnSide } from '../../../testing/device-on-side';
import { storePins } from '../pins/stored-pins';
import { takeEarlyDocument } from './early-documents';
import { preloadRemotes, REGISTRY_URL } from './preload-remotes';

const STABLE = 'https://storefront.jara.test/v/1.0.0/mf-manifest.json';
const CANARY = 'https://storefront.jara.test/v/1.1.0/mf-manifest.json';
const PINNED = 'https://storefront.jara.test/v/0.9.0/mf-manifest.json';
const CHECKOUT = 'https://checkout.jara.test/mf-manifest.json';
const canary = { entry: CANARY, version: '1.1.0', percent: 30 };

const registry: RemoteRegistry = {
  remotes: {
    storefront: { entry: STABLE, version: '1.0.0', canary },
    checkout: { entry: CHECKOUT, version: '2.0.0' },
  },
};
const plan = { storefront: ['./app'], checkout: ['./cart-button'] };
const local = { environment: 'local', allowVersionPins: false } as const;
const manifest = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js' } } };

let fetched: string[] = [];

beforeEach(() => {
  fetched = [];
  localStorage.clear();
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    fetched.push(url);
    const body = url === REGISTRY_URL ? registry : manifest;
    return new Response(JSON.stringify(body), { status: 200 });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
  for (const url of [REGISTRY_URL, STABLE, CANARY, PINNED, CHECKOUT]) takeEarlyDocument(url);
});

/** A fresh page of the device: the preload runs, then the boot. */
async function loadPage(device: string) {
  delete (globalThis as Record<string, unknown>)['__jaraDeviceId'];
  localStorage.setItem(DEVICE_ID_KEY, device);
  await preloadRemotes(plan);
  const preloaded = fetched.filter((url) => url !== REGISTRY_URL);
  const { releases } = await chooseReleases(registry, local);
  return { preloaded, checked: fetched.slice(preloaded.length + 1), releases };
}

describe('the preload and the boot', () => {
  it('choose the same release of a remote with a canary, for every device', async () => {
    let canaries = 0;
    for (let index = 0; index < 60; index++) {
      const { preloaded, releases } = await loadPage(`device-${index}`);
      expect(preloaded).toEqual([releases.storefront!.entry, CHECKOUT]);
      if (releases.storefront!.channel === 'canary') canaries += 1;
      fetched = [];
      takeEarlyDocument(STABLE);
      takeEarlyDocument(CANARY);
      takeEarlyDocument(CHECKOUT);
    }
    expect(canaries).toBeGreaterThan(5);
    expect(canaries).toBeLessThan(40);
  });

  it.each(['canary', 'stable'] as const)('preload the %s side for a device on it', async (side) => {
    const { preloaded, releases } = await loadPage(deviceOnSide(side, 'storefront', canary));
    expect(releases.storefront!.channel).toBe(side);
    expect(preloaded[0]).toBe(side === 'canary' ? CANARY : STABLE);
  });

  it('leave a stored pin to the boot: the preload downloads neither release', async () => {
    storePins({ storefront: '0.9.0' });
    const { preloaded, checked, releases } = await loadPage(
      deviceOnSide('canary', 'storefront', canary),
    );
    expect(preloaded).toEqual([CHECKOUT]);
    expect(checked).toEqual([PINNED]);
    expect(releases.storefront).toEqual({ entry: PINNED, version: '0.9.0', channel: 'pinned' });
  });

  it('leave every remote to the boot while the address carries pin parameters', async () => {
    window.history.replaceState(null, '', '/stores?pin=storefront@0.9.0');
    const { preloaded, checked, releases } = await loadPage('device-1');
    expect(preloaded).toEqual([]);
    expect(checked).toEqual([PINNED]);
    expect(releases.storefront?.channel).toBe('pinned');
    expect(releases.checkout?.channel).toBe('stable');
  });

  it('agree on a page whose storage throws (one id for the page, shared by both)', async () => {
    delete (globalThis as Record<string, unknown>)['__jaraDeviceId'];
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    for (let index = 0; index < 10; index++) {
      delete (globalThis as Record<string, unknown>)['__jaraDeviceId'];
      fetched = [];
      await preloadRemotes(plan);
      const { releases } = await chooseReleases(registry, local);
      expect(fetched.filter((url) => url !== REGISTRY_URL)).toEqual([
        releases.storefront!.entry,
        CHECKOUT,
      ]);
      takeEarlyDocument(releases.storefront!.entry);
      takeEarlyDocument(CHECKOUT);
    }
  });
});
