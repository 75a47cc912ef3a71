import { IDLE_FALLBACK_DELAY_MS } from '../boot/when-idle';
import { idleOrHidden } from './idle-or-hidden';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('idleOrHidden', () => {
  afterEach(() => {
    setVisibility('visible');
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    jest.useRealTimers();
  });

  it('waits for the idle callback, with the deadline given', async () => {
    let idle: () => void = () => {};
    const requestIdleCallback = jest.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    window.requestIdleCallback = requestIdleCallback as unknown as Window['requestIdleCallback'];
    window.cancelIdleCallback = jest.fn();
    let resolved = false;
    const waiting = idleOrHidden(2500).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2500 });
    idle();
    await waiting;
    expect(resolved).toBe(true);
  });

  it('falls back to a timer where there is no requestIdleCallback', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const waiting = idleOrHidden(2500).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    await waiting;
    expect(resolved).toBe(true);
  });

  it('does not wait once the page is hidden', async () => {
    window.requestIdleCallback = jest.fn(() => 1) as unknown as Window['requestIdleCallback'];
    const cancelIdleCallback = jest.fn();
    window.cancelIdleCallback = cancelIdleCallback;
    const waiting = idleOrHidden(60_000);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(waiting).resolves.toBeUndefined();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
    await expect(idleOrHidden(60_000)).resolves.toBeUndefined();
  });
});
