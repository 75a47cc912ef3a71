import { createEventBus } from '@jara/bus';
import { idleAfterPageReady, PAGE_READY_WAIT_MS } from './after-page-ready';

describe('idleAfterPageReady', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const idleSoon = (work: () => void) => {
    const timer = setTimeout(work, 10);
    return () => clearTimeout(timer);
  };

  it('waits for the page to be ready, then for an idle moment', () => {
    const bus = createEventBus();
    const work = jest.fn();
    idleAfterPageReady(bus, work, idleSoon);
    jest.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
    bus.emit('page:ready', { path: '/' });
    bus.emit('page:ready', { path: '/stores' });
    jest.advanceTimersByTime(10);
    expect(work).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work anyway on a page that never says it is ready', () => {
    const work = jest.fn();
    idleAfterPageReady(createEventBus(), work, idleSoon);
    jest.advanceTimersByTime(PAGE_READY_WAIT_MS + 10);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const bus = createEventBus();
    const work = jest.fn();
    idleAfterPageReady(bus, work, idleSoon)();
    bus.emit('page:ready', { path: '/' });
    jest.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
