import { retryingFetch } from './retrying-fetch';

const policy = { attempts: 3, backoffMs: 1, attemptTimeoutMs: 50 };
const ok = { ok: true, status: 200 } as Response;

describe('retryingFetch', () => {
  it('returns the first good answer', async () => {
    global.fetch = jest.fn().mockResolvedValue(ok);
    await expect(retryingFetch('/m.json', {}, policy)).resolves.toBe(ok);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries network errors and 5xx answers, then succeeds', async () => {
    global.fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ ok: false, status: 503 })
      .mockResolvedValueOnce(ok);
    await expect(retryingFetch('/m.json', {}, policy)).resolves.toBe(ok);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last attempt with the last error', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(retryingFetch('/m.json', {}, policy)).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 4xx answer: it will not change', async () => {
    const missing = { ok: false, status: 404 } as Response;
    global.fetch = jest.fn().mockResolvedValue(missing);
    await expect(retryingFetch('/m.json', {}, policy)).resolves.toBe(missing);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('aborts an attempt that takes longer than its timeout', async () => {
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    ) as never;
    await expect(retryingFetch('/m.json', {}, { ...policy, attempts: 1 })).rejects.toThrow(
      'aborted',
    );
  });
});
