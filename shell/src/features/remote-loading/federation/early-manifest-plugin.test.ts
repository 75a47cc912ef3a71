import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { publishEarlyDocument, takeEarlyDocument } from '../preload/early-documents';
import { reuseEarlyManifests } from './early-manifest-plugin';

const MANIFEST_URL = 'https://remotes.jara.test/storefront/mf-manifest.json';
const body = JSON.stringify({ id: 'storefront' });

function setUp() {
  const fromNetwork = new Response('{"id":"fetched"}');
  const wrappedFetch = jest.fn(async () => fromNetwork);
  const wrapped: ModuleFederationRuntimePlugin = { name: 'retry', fetch: wrappedFetch };
  const plugin = reuseEarlyManifests(wrapped);
  const fetchManifest = () =>
    plugin.fetch!(MANIFEST_URL, {}, {} as never) as Promise<Response | undefined>;
  return { plugin, wrappedFetch, fetchManifest, fromNetwork };
}

afterEach(() => takeEarlyDocument(MANIFEST_URL));

describe('reuseEarlyManifests', () => {
  it('answers with the manifest the early preload fetched, without fetching it again', async () => {
    const { wrappedFetch, fetchManifest } = setUp();
    publishEarlyDocument(MANIFEST_URL, Promise.resolve(body));

    const response = await fetchManifest();

    await expect(response!.json()).resolves.toEqual({ id: 'storefront' });
    expect(wrappedFetch).not.toHaveBeenCalled();
  });

  it('fetches (through the wrapped plugin) a manifest the early preload did not', async () => {
    const { wrappedFetch, fetchManifest, fromNetwork } = setUp();

    await expect(fetchManifest()).resolves.toBe(fromNetwork);
    expect(wrappedFetch).toHaveBeenCalledWith(MANIFEST_URL, {}, {});
  });

  it('fetches again, with the wrapped plugin’s retries, when the early fetch failed', async () => {
    const { wrappedFetch, fetchManifest, fromNetwork } = setUp();
    publishEarlyDocument(MANIFEST_URL, Promise.resolve(undefined));

    await expect(fetchManifest()).resolves.toBe(fromNetwork);
    expect(wrappedFetch).toHaveBeenCalledTimes(1);
  });

  it('uses the early answer once: a later load of the remote fetches it afresh', async () => {
    const { wrappedFetch, fetchManifest } = setUp();
    publishEarlyDocument(MANIFEST_URL, Promise.resolve(body));

    await fetchManifest();
    await fetchManifest();

    expect(wrappedFetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the wrapped plugin’s name and other hooks', () => {
    const loadEntryError = jest.fn();
    const plugin = reuseEarlyManifests({ name: 'retry', loadEntryError });
    expect(plugin.name).toBe('retry');
    expect(plugin.loadEntryError).toBe(loadEntryError);
  });

  it('falls back to a plain fetch when the wrapped plugin has no fetch hook', async () => {
    const answer = new Response('{}');
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
    const plugin = reuseEarlyManifests({ name: 'plain' });

    await expect(plugin.fetch!(MANIFEST_URL, {}, {} as never)).resolves.toBe(answer);
    expect(fetch).toHaveBeenCalledWith(MANIFEST_URL, {});
    fetch.mockRestore();
  });
});
