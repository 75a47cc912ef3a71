import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRetryPlugin, LOAD_ATTEMPTS } from './retry-plugin';

type Hooks = Required<ModuleFederationRuntimePlugin>;
type Args<K extends keyof Hooks> = Parameters<Extract<Hooks[K], (...args: never[]) => unknown>>[0];

const MANIFEST_URL = 'https://remotes.jara.test/storefront/mf-manifest.json';
const manifest = () => new Response(JSON.stringify({ id: 'storefront' }), { status: 200 });
const unavailable = () => new Response('busy', { status: 503 });

/** Runs `work` while fake time passes, so the plugin's waits between tries elapse at once. */
async function settle<T>(work: Promise<T>): Promise<PromiseSettledResult<T>> {
  const outcome = Promise.allSettled([work]);
  await jest.advanceTimersByTimeAsync(60_000);
  const [result] = await outcome;
  return result!;
}

beforeEach(() => {
  jest.useFakeTimers();
  // The plugin announces every retry with console.log.
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('retry plugin: manifests', () => {
  const fetchManifest = () =>
    createRetryPlugin().fetch!(MANIFEST_URL, {}, {} as never) as Promise<Response>;

  it('tries a manifest again until it answers', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(unavailable())
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(manifest());

    const result = await settle(fetchManifest());

    expect(result.status).toBe('fulfilled');
    expect(fetch).toHaveBeenCalledTimes(LOAD_ATTEMPTS);
    expect(fetch).toHaveBeenLastCalledWith(MANIFEST_URL, {});
  });

  it(`gives up after ${LOAD_ATTEMPTS} attempts`, async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => unavailable());

    const result = await settle(fetchManifest());

    expect(result.status).toBe('rejected');
    expect(fetch).toHaveBeenCalledTimes(LOAD_ATTEMPTS);
  });
});

describe('retry plugin: entry scripts', () => {
  const remoteInfo = { name: 'storefront', entry: MANIFEST_URL };

  function loadEntryAgain(getRemoteEntry: jest.Mock, globalLoading: Record<string, unknown>) {
    return createRetryPlugin().loadEntryError!({
      getRemoteEntry,
      origin: {},
      remoteInfo,
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey: 'storefront:entry',
    } as unknown as Args<'loadEntryError'>);
  }

  it('loads a failed remoteEntry.js again, each time as a fresh load', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, unknown> = {};
    const getRemoteEntry = jest.fn(async () => {
      // The runtime reuses a pending load under this key: each retry must start a new one.
      expect(globalLoading).not.toHaveProperty('storefront:entry');
      globalLoading['storefront:entry'] = 'loading';
      if (getRemoteEntry.mock.calls.length < LOAD_ATTEMPTS) throw new Error('RUNTIME-008');
      return entry;
    });
    globalLoading['storefront:entry'] = 'failed load';

    const result = await settle(loadEntryAgain(getRemoteEntry, globalLoading));

    expect(result).toEqual({ status: 'fulfilled', value: entry });
    expect(getRemoteEntry).toHaveBeenCalledTimes(LOAD_ATTEMPTS);
  });

  it(`gives up on an entry script after ${LOAD_ATTEMPTS} attempts`, async () => {
    const getRemoteEntry = jest.fn(async () => {
      throw new Error('RUNTIME-008');
    });

    const result = await settle(loadEntryAgain(getRemoteEntry, {}));

    expect(result.status).toBe('rejected');
    expect(getRemoteEntry).toHaveBeenCalledTimes(LOAD_ATTEMPTS);
  });
});
