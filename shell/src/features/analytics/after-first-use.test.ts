import { afterFirstUse, SETTLE_MS } from './after-first-use';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('afterFirstUse', () => {
  let resolved: boolean;
  const track = (waiting: Promise<void>) => void waiting.then(() => (resolved = true));

  beforeEach(() => {
    jest.useFakeTimers();
    resolved = false;
  });
  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  it('waits for the visitor, and no longer than the settle time', async () => {
    track(afterFirstUse());
    jest.advanceTimersByTime(SETTLE_MS - 1);
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(resolved).toBe(true);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'])(
    'starts at the first %s',
    async (type) => {
      track(afterFirstUse());
      window.dispatchEvent(new Event(type));
      await Promise.resolve();
      expect(resolved).toBe(true);
    },
  );

  it('starts as the page is hidden, or at once when it already is', async () => {
    track(afterFirstUse());
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(resolved).toBe(true);
    await expect(afterFirstUse()).resolves.toBeUndefined();
  });

  it('lets go of its listeners once started', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    void afterFirstUse();
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
});
