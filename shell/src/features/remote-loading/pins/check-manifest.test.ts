import { takeEarlyDocument } from '../preload/early-documents';
import { manifestProblem } from './check-manifest';

const URL_ = 'https://storefront.jara.test/v/1.4.0/mf-manifest.json';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  takeEarlyDocument(URL_);
});

describe('manifestProblem', () => {
  it('finds a manifest there and hands its body to the federation runtime', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"metaData":{}}', { status: 200 }));
    await expect(manifestProblem(URL_)).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(takeEarlyDocument(URL_)).resolves.toBe('{"metaData":{}}');
  });

  it('names a missing release by the status', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 404 }));
    await expect(manifestProblem(URL_)).resolves.toBe(`${URL_} answered 404`);
    expect(takeEarlyDocument(URL_)).toBeUndefined();
  });

  it('refuses an answer that is not a manifest (an HTML fallback page)', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(manifestProblem(URL_)).resolves.toBe(`${URL_} could not be read as a manifest`);
  });

  it('refuses a network failure', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(manifestProblem(URL_)).resolves.toBe(`${URL_} could not be read as a manifest`);
  });

  it('gives up after a short wait', async () => {
    jest.useFakeTimers();
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        (_url, init) =>
          new Promise((_, reject) =>
            init!.signal!.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      );
    const problem = manifestProblem(URL_, 1500);
    await jest.advanceTimersByTimeAsync(1500);
    await expect(problem).resolves.toBe(`${URL_} did not answer within 1.5 s`);
  });
});
