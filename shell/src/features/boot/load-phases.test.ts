import { QueryClient } from '@tanstack/react-query';
import { createEventBus } from '@jara/bus';
import {
  AFTER_ANSWERS_IDLE_MS,
  createLoadPhases,
  IDLE_FALLBACK_DELAY_MS,
  IDLE_TIMEOUT_MS,
  loadOnce,
  PAGE_READY_WAIT_MS,
  PAGE_SHOWN_WAIT_MS,
  SETTLE_MS,
} from './load-phases';
import { pageQuietIn } from './phase-waits';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** Idle callbacks the test runs itself; without it, the page is a browser without them. */
function idleCallbacks() {
  const pending = new Map<number, () => void>();
  let handles = 0;
  const request = jest.fn((callback: () => void, _options?: { timeout: number }) => {
    handles += 1;
    pending.set(handles, callback);
    return handles;
  });
  const cancel = jest.fn((handle: number) => void pending.delete(handle));
  window.requestIdleCallback = request as unknown as Window['requestIdleCallback'];
  window.cancelIdleCallback = cancel;
  const run = () => {
    const due = [...pending.values()];
    pending.clear();
    due.forEach((callback) => callback());
  };
  return { request, cancel, run };
}

/** A page whose parcel, queries and skeletons the test drives. */
function page() {
  const events = createEventBus();
  const settled = new Set<() => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const markup = new Set<() => void>();
  let skeletonShowing = false;
  const skeletons = {
    showing: () => skeletonShowing,
    observe(changed: () => void) {
      markup.add(changed);
      return () => void markup.delete(changed);
    },
  };
  const phases = createLoadPhases({
    events,
    onPageParcelSettled(listener) {
      settled.add(listener);
      return () => void settled.delete(listener);
    },
    pageQuiet: () => pageQuietIn(client.getQueryCache(), skeletons),
  });
  return {
    phases,
    events,
    client,
    parcelSettled: () => settled.forEach((listener) => listener()),
    showSkeleton(showing: boolean) {
      skeletonShowing = showing;
      markup.forEach((changed) => changed());
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  setVisibility('visible');
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
  jest.useRealTimers();
});

describe("after('idle')", () => {
  it('without idle callbacks, runs the work after a short delay, not before', () => {
    const work = jest.fn();
    page().phases.after('idle', work);
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before it runs', () => {
    const work = jest.fn();
    page().phases.after('idle', work)();
    jest.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });

  it('uses requestIdleCallback with the deadline where the browser has it', () => {
    const idle = idleCallbacks();
    const work = jest.fn();
    const cancel = page().phases.after('idle', work);
    expect(idle.request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    cancel();
    expect(idle.cancel).toHaveBeenCalledWith(1);
    idle.run();
    expect(work).not.toHaveBeenCalled();
  });
});

describe("after('page-ready')", () => {
  it('waits for the page to be ready, then for an idle moment', () => {
    const idle = idleCallbacks();
    const { phases, events } = page();
    const work = jest.fn();
    phases.after('page-ready', work);
    jest.advanceTimersByTime(1_000);
    expect(idle.request).not.toHaveBeenCalled();
    events.emit('page:ready', { path: '/' });
    events.emit('page:ready', { path: '/stores' });
    expect(idle.request).toHaveBeenCalledTimes(1);
    expect(idle.request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(work).not.toHaveBeenCalled();
    idle.run();
    expect(work).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    idle.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work anyway on a page that never says it is ready', () => {
    const idle = idleCallbacks();
    const work = jest.fn();
    page().phases.after('page-ready', work);
    jest.advanceTimersByTime(PAGE_READY_WAIT_MS - 1);
    expect(idle.request).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    idle.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled, before the page is ready or while it waits for idle', () => {
    const idle = idleCallbacks();
    const { phases, events } = page();
    const early = jest.fn();
    const late = jest.fn();
    phases.after('page-ready', early)();
    const cancelLate = phases.after('page-ready', late);
    events.emit('page:ready', { path: '/' });
    cancelLate();
    expect(idle.cancel).toHaveBeenCalledWith(1);
    jest.runAllTimers();
    idle.run();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe("after('first-use')", () => {
  it('waits for the visitor, and no longer than the settle time, then for idle with its deadline', () => {
    const idle = idleCallbacks();
    const work = jest.fn();
    page().phases.after('first-use', work);
    jest.advanceTimersByTime(SETTLE_MS - 1);
    expect(idle.request).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(idle.request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(work).not.toHaveBeenCalled();
    idle.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'])(
    'starts at the first %s',
    (type) => {
      const idle = idleCallbacks();
      const work = jest.fn();
      page().phases.after('first-use', work);
      window.dispatchEvent(new Event(type));
      idle.run();
      expect(work).toHaveBeenCalledTimes(1);
    },
  );

  it('without idle callbacks, runs after the short delay that follows the first use', () => {
    const work = jest.fn();
    page().phases.after('first-use', work);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('comes at once as the page is hidden, or when it already is: nothing waits for idle', () => {
    const idle = idleCallbacks();
    const work = jest.fn();
    page().phases.after('first-use', work);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(work).toHaveBeenCalledTimes(1);
    const onHiddenPage = jest.fn();
    page().phases.after('first-use', onHiddenPage);
    expect(onHiddenPage).toHaveBeenCalledTimes(1);
    expect(idle.request).not.toHaveBeenCalled();
  });

  it('stops waiting for idle once the page is hidden', () => {
    const idle = idleCallbacks();
    const work = jest.fn();
    page().phases.after('first-use', work);
    window.dispatchEvent(new Event('scroll'));
    expect(idle.request).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(work).toHaveBeenCalledTimes(1);
    expect(idle.cancel).toHaveBeenCalledWith(1);
  });

  it('lets go of its listeners once the visitor has used the page', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    page().phases.after('first-use', () => {});
    window.dispatchEvent(new Event('keydown'));
    expect(remove.mock.calls.map(([type]) => type)).toEqual([
      'pointerdown',
      'pointermove',
      'keydown',
      'scroll',
      'touchstart',
    ]);
    remove.mockRestore();
  });

  it('waits for the first use once per page: a later wait waits only for idle', () => {
    const idle = idleCallbacks();
    const { phases } = page();
    phases.after('first-use', () => {});
    window.dispatchEvent(new Event('pointerdown'));
    idle.run();
    const recorder = jest.fn();
    phases.after('first-use', recorder);
    idle.run();
    expect(recorder).toHaveBeenCalledTimes(1);
  });
});

describe("after('page-shown')", () => {
  it('waits for a page that never says it is ready only so long', () => {
    const work = jest.fn();
    page().phases.after('page-shown', work);
    jest.advanceTimersByTime(PAGE_SHOWN_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('comes as the page says it is ready, without waiting for idle', () => {
    const { phases, events } = page();
    const work = jest.fn();
    phases.after('page-shown', work);
    jest.advanceTimersByTime(PAGE_SHOWN_WAIT_MS - 1);
    events.emit('page:ready', { path: '/stores' });
    expect(work).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('comes at the first short idle moment after the page parcel has drawn, for a screen that sends no page:ready', () => {
    const idle = idleCallbacks();
    const { phases, parcelSettled } = page();
    const work = jest.fn();
    phases.after('page-shown', work);
    parcelSettled();
    expect(work).not.toHaveBeenCalled();
    expect(idle.request).toHaveBeenCalledWith(expect.any(Function), {
      timeout: AFTER_ANSWERS_IDLE_MS,
    });
    idle.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks, waits no longer than that short deadline after the parcel has drawn', () => {
    const { phases, parcelSettled } = page();
    const work = jest.fn();
    phases.after('page-shown', work);
    parcelSettled();
    jest.advanceTimersByTime(AFTER_ANSWERS_IDLE_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('after the page parcel has drawn, waits for the first answers of the queries it started', async () => {
    const idle = idleCallbacks();
    const { phases, parcelSettled, client } = page();
    let answer: (stores: string[]) => void = () => {};
    const stores = client.fetchQuery({
      queryKey: ['stores'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    const work = jest.fn();
    phases.after('page-shown', work);
    parcelSettled();
    idle.run();
    expect(work).not.toHaveBeenCalled();
    answer(['Mama Put']);
    await stores;
    // The screen draws its answers first; the widgets load at the next idle moment.
    expect(work).not.toHaveBeenCalled();
    idle.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('counts a failed first answer as an answer: the page shows its error', async () => {
    const idle = idleCallbacks();
    const { phases, parcelSettled, client } = page();
    let fail: (error: Error) => void = () => {};
    const stores = client
      .fetchQuery({
        queryKey: ['stores'],
        queryFn: () => new Promise<string[]>((_, reject) => (fail = reject)),
      })
      .catch(() => undefined);
    const work = jest.fn();
    phases.after('page-shown', work);
    parcelSettled();
    idle.run();
    expect(work).not.toHaveBeenCalled();
    fail(new Error('the API is down'));
    await stores;
    idle.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("starts over when a query begins before the idle moment (a store's menu after the store)", async () => {
    const idle = idleCallbacks();
    const { phases, parcelSettled, client } = page();
    const work = jest.fn();
    phases.after('page-shown', work);
    parcelSettled();
    let answer: (menu: string[]) => void = () => {};
    const menu = client.fetchQuery({
      queryKey: ['menu'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    idle.run();
    expect(work).not.toHaveBeenCalled();
    answer(['Jollof rice']);
    await menu;
    idle.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("waits while the page shows a skeleton (its screen's chunk is still downloading)", () => {
    const idle = idleCallbacks();
    const { phases, parcelSettled, showSkeleton } = page();
    const work = jest.fn();
    showSkeleton(true);
    phases.after('page-shown', work);
    parcelSettled();
    idle.run();
    expect(work).not.toHaveBeenCalled();
    showSkeleton(false);
    expect(work).not.toHaveBeenCalled();
    idle.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled while it waits for the quiet idle moment', () => {
    const idle = idleCallbacks();
    const { phases, parcelSettled } = page();
    const work = jest.fn();
    const cancel = phases.after('page-shown', work);
    parcelSettled();
    cancel();
    idle.run();
    jest.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});

describe('loadOnce', () => {
  const manual = () => {
    let idle = () => {};
    const cancel = jest.fn();
    const schedule = (work: () => void) => {
      idle = work;
      return cancel;
    };
    return { schedule, cancel, idle: () => idle() };
  };

  it('loads once when its moment comes', async () => {
    const load = jest.fn(async () => 'host');
    const clock = manual();
    const loader = loadOnce(load, clock.schedule);
    expect(load).not.toHaveBeenCalled();
    clock.idle();
    expect(await loader.now()).toBe('host');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once on first use, and its moment then loads nothing more', async () => {
    const load = jest.fn(async () => 'host');
    const clock = manual();
    const loader = loadOnce(load, clock.schedule);
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
    const loader = loadOnce(load, manual().schedule);
    await expect(loader.now()).rejects.toThrow('offline');
    expect(await loader.now()).toBe('host');
  });
});
