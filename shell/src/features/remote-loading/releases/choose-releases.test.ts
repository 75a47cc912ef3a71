import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { takeEarlyDocument } from '../preload/early-documents';
import { pinsAllowed } from '../pins/apply-pins';
import { chooseReleases } from './choose-releases';
import { DEVICE_ID_KEY } from './device-id';
import { deviceOnSide } from '../../../testing/device-on-side';
import { storedPins, storePins, VERSION_PINS_KEY } from '../pins/stored-pins';

const STOREFRONT = 'https://storefront.jara.test/v/1.0.0/mf-manifest.json';
const CANARY = 'https://storefront.jara.test/v/1.1.0/mf-manifest.json';
const PINNED = 'https://storefront.jara.test/v/0.9.0-abc123/mf-manifest.json';
const CHECKOUT = 'https://checkout.jara.test/mf-manifest.json';
const canary = { entry: CANARY, version: '1.1.0', percent: 10 };

const registry: RemoteRegistry = {
  remotes: {
    storefront: { entry: STOREFRONT, version: '1.0.0', canary },
    checkout: { entry: CHECKOUT, version: '2.0.0' },
  },
};

const local = { environment: 'local', allowVersionPins: false } as const;
const production = { environment: 'production', allowVersionPins: false } as const;

function asDevice(side: 'canary' | 'stable') {
  delete (globalThis as Record<string, unknown>)['__jaraDeviceId'];
  localStorage.setItem(DEVICE_ID_KEY, deviceOnSide(side, 'storefront', canary));
}

const existing = (...urls: string[]) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    return urls.includes(String(input))
      ? new Response('{"metaData":{}}', { status: 200 })
      : new Response('', { status: 404 });
  });

beforeEach(() => {
  localStorage.clear();
  asDevice('stable');
});

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  takeEarlyDocument(PINNED);
});

describe('chooseReleases', () => {
  it('gives a device outside the canary the stable release of every remote', async () => {
    const fetch = existing();
    await expect(chooseReleases(registry, local)).resolves.toEqual({
      releases: {
        storefront: { entry: STOREFRONT, version: '1.0.0', channel: 'stable' },
        checkout: { entry: CHECKOUT, version: '2.0.0', channel: 'stable' },
      },
      notices: [],
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives a device in the canary its release', async () => {
    asDevice('canary');
    const { releases } = await chooseReleases(registry, local);
    expect(releases.storefront).toEqual({ entry: CANARY, version: '1.1.0', channel: 'canary' });
    expect(releases.checkout?.channel).toBe('stable');
  });

  it('pins a remote from the address once its release is found, over the canary', async () => {
    asDevice('canary');
    const fetch = existing(PINNED);
    window.history.replaceState(null, '', '/stores?pin=storefront@0.9.0-abc123');
    const { releases, notices } = await chooseReleases(registry, local);
    expect(releases.storefront).toEqual({
      entry: PINNED,
      version: '0.9.0-abc123',
      channel: 'pinned',
    });
    expect(notices).toEqual(['QA: storefront pinned to 0.9.0-abc123']);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Kept for the next pages, and gone from the address a tester might share.
    expect(storedPins()).toEqual({ storefront: '0.9.0-abc123' });
    expect(location.search).toBe('');
  });

  it('keeps a pin across pages (read from storage)', async () => {
    existing(PINNED);
    storePins({ storefront: '0.9.0-abc123' });
    const { releases } = await chooseReleases(registry, local);
    expect(releases.storefront?.channel).toBe('pinned');
  });

  it('pins to a version the registry names without asking the server', async () => {
    const fetch = existing();
    storePins({ storefront: '1.1.0', checkout: '2.0.0' });
    const { releases } = await chooseReleases(registry, local);
    expect(releases.storefront).toEqual({ entry: CANARY, version: '1.1.0', channel: 'pinned' });
    expect(releases.checkout).toEqual({ entry: CHECKOUT, version: '2.0.0', channel: 'pinned' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a version that does not exist: the release it would have had loads', async () => {
    existing();
    storePins({ storefront: '0.9.0-abc123' });
    const { releases, notices } = await chooseReleases(registry, local);
    expect(releases.storefront?.channel).toBe('stable');
    expect(notices).toEqual([
      `QA: storefront 0.9.0-abc123 does not exist (${PINNED} answered 404); the stable release 1.0.0 loads`,
    ]);
  });

  it('ignores a pin of a remote the registry does not list', async () => {
    storePins({ plans: '1.0.0' });
    const { releases, notices } = await chooseReleases(registry, local);
    expect(releases.plans).toBeUndefined();
    expect(notices).toEqual([
      "QA: plans is not in this site's registry; its pin to 1.0.0 is ignored",
    ]);
  });

  it('refuses hostile pins, telling the tester, and loads the released versions', async () => {
    const fetch = existing();
    window.history.replaceState(
      null,
      '',
      `/?pin=${encodeURIComponent('storefront@"><img onerror=x>')}`,
    );
    const { releases, notices } = await chooseReleases(registry, local);
    expect(releases.storefront?.channel).toBe('stable');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('refused');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears pins from the address with remote@ and unpin', async () => {
    storePins({ storefront: '1.1.0', checkout: '2.0.0' });
    window.history.replaceState(null, '', '/?pin=storefront@');
    await chooseReleases(registry, local);
    expect(storedPins()).toEqual({ checkout: '2.0.0' });
    window.history.replaceState(null, '', '/?unpin');
    const { releases, notices } = await chooseReleases(registry, local);
    expect(localStorage.getItem(VERSION_PINS_KEY)).toBeNull();
    expect(releases.checkout?.channel).toBe('stable');
    expect(notices).toEqual([]);
  });

  describe('in production', () => {
    it('refuses pins unless the runtime config allows them, and says why', async () => {
      const fetch = existing(PINNED);
      window.history.replaceState(null, '', '/?pin=storefront@0.9.0-abc123');
      const { releases, notices } = await chooseReleases(registry, production);
      expect(releases.storefront?.channel).toBe('stable');
      expect(notices).toEqual([
        'QA: version pins are refused here (environment production, allowVersionPins false); the released versions load',
      ]);
      expect(fetch).not.toHaveBeenCalled();
      // Nothing is kept: a visitor who followed a tester's link carries no pin on.
      expect(localStorage.getItem(VERSION_PINS_KEY)).toBeNull();
      expect(location.search).toBe('');
    });

    it('drops pins stored before, once, with the same word', async () => {
      storePins({ storefront: '0.9.0-abc123' });
      expect((await chooseReleases(registry, production)).notices).toHaveLength(1);
      expect((await chooseReleases(registry, production)).notices).toEqual([]);
    });

    it('honours pins when allowVersionPins is true', async () => {
      existing(PINNED);
      storePins({ storefront: '0.9.0-abc123' });
      const config = { environment: 'production', allowVersionPins: true } as const;
      const { releases } = await chooseReleases(registry, config);
      expect(releases.storefront?.channel).toBe('pinned');
    });

    it('says nothing to a visitor without pins', async () => {
      expect((await chooseReleases(registry, production)).notices).toEqual([]);
    });
  });
});

describe('pinsAllowed', () => {
  it.each([
    ['local', false, true],
    ['staging', false, true],
    ['production', false, false],
    ['production', true, true],
  ] as const)('%s with allowVersionPins %s: %s', (environment, allowVersionPins, allowed) => {
    expect(pinsAllowed({ environment, allowVersionPins })).toBe(allowed);
  });
});
