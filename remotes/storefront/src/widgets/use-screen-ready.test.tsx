import { renderHook } from '@testing-library/react';
import { bus } from '@jara/bus';
import { useScreenReady } from './use-screen-ready';

describe('useScreenReady', () => {
  it('says the page at the address bar is ready once, when it is', () => {
    window.history.replaceState(null, '', '/stores/mama-put');
    const ready = jest.fn();
    const off = bus.on('page:ready', ready);
    const { rerender } = renderHook((shown: boolean) => useScreenReady(shown), {
      initialProps: false,
    });
    expect(ready).not.toHaveBeenCalled();
    rerender(true);
    rerender(true);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(ready).toHaveBeenCalledWith({ path: '/stores/mama-put' });
    off();
  });
});
