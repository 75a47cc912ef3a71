import { ApiError } from '@jara/api/api-error';
import { createQueryClient, getQueryClient, shouldRetry } from './query-client';

const httpError = (status: number) => new ApiError({ kind: 'http', message: 'No', status });

describe('getQueryClient', () => {
  it('hands every copy of this module the one client on the global key', async () => {
    const first = getQueryClient();
    let second: unknown;
    await jest.isolateModulesAsync(async () => {
      second = (await import('./query-client')).getQueryClient();
    });
    expect(second).toBe(first);
    expect((globalThis as Record<string, unknown>).__JARA_QUERY_CLIENT__).toBe(first);
  });

  it('keeps a fetched fact for the next reader instead of asking again', async () => {
    const fetcher = jest.fn().mockResolvedValue('fact');
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['fact'], queryFn: fetcher });
    await client.fetchQuery({ queryKey: ['fact'], queryFn: fetcher });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});

describe('shouldRetry', () => {
  it.each([
    ['a dropped connection', new ApiError({ kind: 'network', message: 'x' })],
    ['a server error', httpError(503)],
  ])('retries %s', (_name, error) => {
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
  });

  it('stops after two retries', () => {
    expect(shouldRetry(2, httpError(500))).toBe(false);
  });

  it.each([
    ['a 404', httpError(404)],
    ['a 422', httpError(422)],
    ['an aborted request', new ApiError({ kind: 'aborted', message: 'x' })],
    // It already waited its full 20 s: two more would keep a skeleton up for a minute.
    ['a timeout', new ApiError({ kind: 'timeout', message: 'x' })],
    ['a bug in the caller', new TypeError('undefined is not a function')],
  ])('does not retry %s', (_name, error) => {
    expect(shouldRetry(0, error)).toBe(false);
  });

  it('shows a hung call’s error after its one timeout, without asking again', async () => {
    const fetcher = jest.fn().mockRejectedValue(new ApiError({ kind: 'timeout', message: 'x' }));
    const client = createQueryClient({ queries: { retryDelay: 0 } });
    await expect(client.fetchQuery({ queryKey: ['hung'], queryFn: fetcher })).rejects.toThrow();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('retries in a real query, then shows the error when the server keeps failing', async () => {
    const fetcher = jest.fn().mockRejectedValue(httpError(502));
    const client = createQueryClient({ queries: { retryDelay: 0 } });
    await expect(client.fetchQuery({ queryKey: ['down'], queryFn: fetcher })).rejects.toThrow();
    expect(fetcher).toHaveBeenCalledTimes(3);
  });
});
