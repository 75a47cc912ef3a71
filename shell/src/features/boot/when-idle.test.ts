import { IDLE_FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS, loadWhenIdle, whenIdle } from './when-idle';

describe('whenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('without idle callbacks, runs the work after a short delay, not before', () => {
    const work = jest.fn();
    whenIdle(work, IDLE_TIMEOUT_MS, globalThis);
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks, never waits longer than the deadline', () => {
    const work = jest.fn();
    whenIdle(work, 100, globalThis);
    jest.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before it runs', () => {
    const work = jest.fn();
    whenIdle(work, IDLE_TIMEOUT_MS, globalThis)();
    jest.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });

  it('uses requestIdleCallback with the deadline where the browser has it', () => {
    const requestIdleCallback = jest.fn(() => 7);
    const cancelIdleCallback = jest.fn();
    const work = jest.fn();
    const cancel = whenIdle(work, 2_000, {
      setTimeout,
      clearTimeout,
      requestIdleCallback,
      cancelIdleCallback,
    });
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 2_000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});

describe('loadWhenIdle', () => {
  const manual = () => {
    let idle = () => {};
    const cancel = jest.fn();
    const schedule = (work: () => void) => {
      idle = work;
      return cancel;
    };
    return { schedule, cancel, idle: () => idle() };
  };

  it('loads once when idle comes', async () => {
    const load = jest.fn(async () => 'host');
    const clock = manual();
    const loader = loadWhenIdle(load, clock.schedule);
    expect(load).not.toHaveBeenCalled();
    clock.idle();
    expect(await loader.now()).toBe('host');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once on first use, and idle then loads nothing more', async () => {
    const load = jest.fn(async () => 'host');
    const clock = manual();
    const loader = loadWhenIdle(load, clock.schedule);
    expect(await loader.now()).toBe('host');
    expect(clock.cancel).toHaveBeenCalled();
    clock.idle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next use', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('host');
    const loader = loadWhenIdle(load, manual().schedule);
    await expect(loader.now()).rejects.toThrow('offline');
    expect(await loader.now()).toBe('host');
  });
});
