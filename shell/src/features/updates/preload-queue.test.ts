import { createPreloadQueue } from './preload-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// The real setImmediate: jest's fake timers replace the global one.
const { setImmediate: realSetImmediate } = jest.requireActual<{
  setImmediate: (callback: () => void) => void;
}>('timers');
const flush = () => new Promise<void>((resolve) => realSetImmediate(resolve));

describe('preload queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts a preload only after the prefetch delay, and not if cancelled before', () => {
    const queue = createPreloadQueue(4, 100);
    const task = jest.fn(() => Promise.resolve());
    const cancel = queue.request('/a', task);
    jest.advanceTimersByTime(99);
    cancel();
    jest.advanceTimersByTime(50);
    expect(task).not.toHaveBeenCalled();

    queue.request('/a', task);
    jest.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at most 4 preloads at once and starts the next as one finishes', async () => {
    const queue = createPreloadQueue(4, 100);
    const gates = Array.from({ length: 6 }, deferred);
    const tasks = gates.map((gate) => jest.fn(() => gate.promise));
    tasks.forEach((task, index) => queue.request(`/r${index}`, task));
    jest.advanceTimersByTime(100);

    expect(tasks.filter((task) => task.mock.calls.length > 0)).toHaveLength(4);
    gates[0]!.resolve();
    await flush();
    expect(tasks.filter((task) => task.mock.calls.length > 0)).toHaveLength(5);
  });

  it('preloads a route once, but again after a failure', async () => {
    const queue = createPreloadQueue(4, 100);
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    queue.request('/x', failing);
    jest.advanceTimersByTime(100);
    await flush();
    queue.request('/x', failing);
    jest.advanceTimersByTime(100);
    await flush();
    expect(failing).toHaveBeenCalledTimes(2);

    const ok = jest.fn(() => Promise.resolve());
    queue.request('/y', ok);
    jest.advanceTimersByTime(100);
    await flush();
    queue.request('/y', ok);
    jest.advanceTimersByTime(100);
    expect(ok).toHaveBeenCalledTimes(1);
  });
});
