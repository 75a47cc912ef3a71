import { act, renderHook, waitFor } from '@testing-library/react';
import { useRemoteData } from './use-remote-data';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRemoteData', () => {
  it('loads, then shows the data', async () => {
    const { result } = renderHook(() => useRemoteData('k', () => Promise.resolve(42)));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', data: 42 }));
  });

  it('reports a failure and loads again on retry', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useRemoteData('k', load));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', data: 'ok' }));
  });

  it('never lets a slow answer for an old key replace the answer for the new one', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ key }) =>
        useRemoteData(key, (signal) => {
          signals.push(signal);
          return key === 'a' ? first.promise : second.promise;
        }),
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'b' });
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => second.resolve('b-data'));
    await act(async () => first.resolve('a-data'));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'b-data' });
  });
});
