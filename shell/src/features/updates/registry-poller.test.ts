import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import type { ChosenReleases } from '../remote-loading/releases/chosen-releases';
import { fetchRegistry } from '../remote-loading/registry/fetch-registry';
import { startRegistryPoller } from './registry-poller';
import { movedRemotes } from './release-moves';

// The real setImmediate: jest's fake timers replace the global one.
const { setImmediate: realSetImmediate } = jest.requireActual<{
  setImmediate: (callback: () => void) => void;
}>('timers');
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => realSetImmediate(resolve));
};

const entry = (version: string) => `https://checkout.test/v/${version}/mf-manifest.json`;
const registry = (version: string, revision = 1): RemoteRegistry => ({
  revision,
  remotes: { checkout: { entry: entry(version), version } },
});
const loaded: ChosenReleases = {
  checkout: { version: '2.0.0', entry: entry('2.0.0'), channel: 'stable' },
};
const INTERVAL = 2000;

function start(fetch: () => Promise<RemoteRegistry | null>) {
  const onMoved = jest.fn();
  const stop = startRegistryPoller({
    intervalMs: INTERVAL,
    fetchRegistry: fetch,
    moved: (next) => movedRemotes(loaded, next, 'device-1'),
    onMoved,
  });
  return { onMoved, stop };
}

const poll = async () => {
  jest.advanceTimersByTime(INTERVAL);
  await flush();
};

describe('registry poller', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    warn.mockRestore();
  });

  it('reads at start, then once per interval', async () => {
    const fetch = jest.fn().mockResolvedValue(registry('2.0.0'));
    const { stop } = start(fetch);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    await poll();
    await poll();
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
    await poll();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('arms once for a new stable release and stops polling', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(registry('2.0.0'))
      .mockResolvedValue(registry('2.1.0', 2));
    const { onMoved } = start(fetch);
    await flush();
    expect(onMoved).not.toHaveBeenCalled();
    await poll();
    expect(onMoved).toHaveBeenCalledWith(['checkout']);
    await poll();
    await poll();
    expect(onMoved).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not arm for a higher revision that changes nothing for this page', async () => {
    let revision = 1;
    const { onMoved } = start(() => Promise.resolve(registry('2.0.0', (revision += 1))));
    await flush();
    for (let i = 0; i < 4; i += 1) await poll();
    expect(revision).toBe(6);
    expect(onMoved).not.toHaveBeenCalled();
  });

  it('ignores and logs a malformed answer, then acts on the next good one', async () => {
    const answers = [
      JSON.stringify({ remotes: { checkout: { entry: 'javascript:alert(1)', version: '9' } } }),
      '<html>not json</html>',
      JSON.stringify(registry('2.1.0', 3)),
    ];
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(answers.shift())));
    const { onMoved } = start(fetchRegistry);
    await flush();
    await poll();
    expect(onMoved).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(
      '[updates] registry answer ignored:',
      expect.stringContaining('checkout.entry'),
    );
    await poll();
    expect(onMoved).toHaveBeenCalledWith(['checkout']);
    fetchMock.mockRestore();
  });

  it('keeps polling after a failed or throwing read', async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce(null)
      .mockResolvedValue(registry('1.9.0', 2));
    const { onMoved } = start(fetch);
    await flush();
    expect(warn).toHaveBeenCalledWith('[updates] the registry check failed', expect.any(Error));
    await poll();
    expect(onMoved).not.toHaveBeenCalled();
    await poll();
    // A rollback moves the page too.
    expect(onMoved).toHaveBeenCalledWith(['checkout']);
  });

  it('keeps polling when deciding throws', async () => {
    const fetch = jest.fn().mockResolvedValue(registry('2.0.0'));
    startRegistryPoller({
      intervalMs: INTERVAL,
      fetchRegistry: fetch,
      moved: () => {
        throw new Error('not decidable');
      },
      onMoved: jest.fn(),
    });
    await flush();
    await poll();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
