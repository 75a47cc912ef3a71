import { isNewerBuild, startUpdatePoller } from './update-poller';

const build = (id: string, timestamp: number) => ({ id, timestamp });

// The real setImmediate: jest's fake timers replace the global one.
const { setImmediate: realSetImmediate } = jest.requireActual<{
  setImmediate: (callback: () => void) => void;
}>('timers');
const flush = () => new Promise<void>((resolve) => realSetImmediate(resolve));

describe('update poller', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches its own meta about 1000 ms after idle, then polls latest.json', async () => {
    const fetchMeta = jest.fn().mockResolvedValue(build('a', 10));
    const fetchLatest = jest.fn().mockResolvedValue(build('a', 10));
    const stop = startUpdatePoller({
      current: build('a', 10),
      intervalMs: 5000,
      fetchMeta,
      fetchLatest,
      onUpdate: jest.fn(),
      whenIdle: (callback) => callback(),
    });

    jest.advanceTimersByTime(999);
    expect(fetchMeta).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fetchMeta).toHaveBeenCalledWith('a');
    await flush();
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    await flush();
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reports a newer build once and stops polling', async () => {
    const onUpdate = jest.fn();
    const fetchLatest = jest
      .fn()
      .mockResolvedValueOnce(build('a', 10))
      .mockResolvedValue(build('b', 20));
    startUpdatePoller({
      current: build('a', 10),
      intervalMs: 1000,
      fetchMeta: jest.fn().mockResolvedValue(null),
      fetchLatest,
      onUpdate,
      whenIdle: (callback) => callback(),
    });
    for (let i = 0; i < 5; i += 1) {
      jest.advanceTimersByTime(1000);
      await flush();
    }
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith(build('b', 20));
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('keeps polling through failed fetches', async () => {
    const fetchLatest = jest.fn().mockResolvedValue(null);
    startUpdatePoller({
      current: build('a', 10),
      intervalMs: 1000,
      fetchMeta: jest.fn().mockResolvedValue(null),
      fetchLatest,
      onUpdate: jest.fn(),
      whenIdle: (callback) => callback(),
    });
    for (let i = 0; i < 4; i += 1) {
      jest.advanceTimersByTime(1000);
      await flush();
    }
    expect(fetchLatest.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('does not treat an older build or the same build as newer', () => {
    expect(isNewerBuild(build('a', 10), build('a', 10))).toBe(false);
    expect(isNewerBuild(build('old', 5), build('a', 10))).toBe(false);
    expect(isNewerBuild(build('b', 11), build('a', 10))).toBe(true);
  });
});
