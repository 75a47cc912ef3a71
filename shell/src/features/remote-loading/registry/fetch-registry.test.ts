import { fetchRegistry, REGISTRY_URL } from './fetch-registry';

const registry = {
  revision: 7,
  remotes: {
    storefront: { entry: 'https://s.test/v/1.4.0/mf-manifest.json', version: '1.4.0' },
  },
};

const answer = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('fetchRegistry', () => {
  let fetchMock: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    fetchMock.mockRestore();
    warn.mockRestore();
  });

  it('reads the registry afresh, past the HTTP cache', async () => {
    fetchMock.mockReturnValue(answer(registry));
    await expect(fetchRegistry()).resolves.toMatchObject({ remotes: registry.remotes });
    expect(fetchMock).toHaveBeenCalledWith(
      REGISTRY_URL,
      expect.objectContaining({ cache: 'no-cache' }),
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', () => answer('oops', 503), /503/],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), /network error/],
    ['not JSON', () => answer('<html>'), /not valid JSON/],
    [
      'an unknown remote',
      () => answer({ remotes: { '../../x': registry.remotes.storefront } }),
      /not a remote this shell knows/,
    ],
    [
      'a hostile entry',
      () => answer({ remotes: { storefront: { entry: '"><img onerror>', version: '1' } } }),
      /storefront\.entry/,
    ],
  ])('ignores and logs %s', async (_, respond, logged) => {
    fetchMock.mockImplementation(respond);
    await expect(fetchRegistry()).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      '[updates] registry answer ignored:',
      expect.stringMatching(logged),
    );
  });
});
