import { renderHook } from '@testing-library/react';
import { bus } from '@jara/bus';
import { useScreenReady } from './use-screen-ready';

describe('useScreenReady', () => {
  it('says the page at the address bar is ready once, when it is', () => {
    window.history.replaceState(null, '', '/stores/mama-put');
    const ready = jest.fn();
    const off = bus.on('page:ready', ready);
    const { rerender } = renderHook((drawn?: string) => useScreenReady(drawn, { isError: false }), {
      initialProps: undefined as string | undefined,
    });
    expect(ready).not.toHaveBeenCalled();
    rerender('the store');
    rerender('the store');
    expect(ready).toHaveBeenCalledTimes(1);
    expect(ready).toHaveBeenCalledWith({ path: '/stores/mama-put' });
    off();
  });

  it('says it is ready when the query failed with nothing drawn: its error is what it shows', () => {
    const ready = jest.fn();
    const off = bus.on('page:ready', ready);
    renderHook(() => useScreenReady(undefined, { isError: true }));
    expect(ready).toHaveBeenCalledTimes(1);
    off();
  });
});
