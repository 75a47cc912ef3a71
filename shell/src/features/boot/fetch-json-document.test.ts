import { BOOT_DOCUMENT_TIMEOUT_MS } from '@jara/contracts/constants';
import { BootError } from './boot-error';
import { fetchJsonDocument } from './fetch-json-document';
import { runtimeConfigSchema } from './runtime-config-schema';
import { registrySchema } from '../remote-loading/registry/registry-schema';
import { publishEarlyDocument } from '../remote-loading/preload/early-documents';

function respond(
  body: unknown,
  init: { ok?: boolean; status?: number; statusText?: string; json?: boolean } = {},
) {
  global.fetch = jest.fn().mockResolvedValue({
    ok: init.ok ?? true,
    status: init.status ?? 200,
    statusText: init.statusText ?? 'OK',
    json:
      init.json === false
        ? () => Promise.reject(new SyntaxError('Unexpected token <'))
        : () => Promise.resolve(body),
  });
}

const validConfig = {
  api: { baseUrl: 'http://localhost:8090/api', plansBaseUrl: 'http://localhost:8091/api' },
  realtime: {
    key: 'k',
    wsHost: 'localhost',
    wsPort: 8092,
    forceTLS: false,
    authEndpoint: 'http://localhost:8090/broadcasting/auth',
  },
  analytics: { token: '', host: 'http://localhost:8093' },
  defaultCountry: 'NG',
  updates: { pollIntervalMs: 60000 },
  remoteTimeoutMs: 8000,
  environment: 'staging',
  allowVersionPins: false,
};

async function problemsOf(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BootError);
    return (error as BootError).problems;
  }
  throw new Error('expected a BootError');
}

describe('fetchJsonDocument', () => {
  it('reads a config without environment or pins as production with no pins', async () => {
    const { environment: _environment, allowVersionPins: _pins, ...older } = validConfig;
    respond(older);
    await expect(fetchJsonDocument('/app-config.json', runtimeConfigSchema)).resolves.toMatchObject(
      { environment: 'production', allowVersionPins: false },
    );
  });

  it('returns a valid runtime config', async () => {
    respond(validConfig);
    await expect(fetchJsonDocument('/app-config.json', runtimeConfigSchema)).resolves.toEqual(
      validConfig,
    );
  });

  it('names a missing document by its HTTP status', async () => {
    respond(null, { ok: false, status: 404, statusText: 'Not Found' });
    await expect(problemsOf(fetchJsonDocument('/registry.json', registrySchema))).resolves.toEqual([
      'the server answered 404 Not Found',
    ]);
  });

  it('names a document that is not JSON (an HTML fallback page, say)', async () => {
    respond(null, { json: false });
    await expect(problemsOf(fetchJsonDocument('/registry.json', registrySchema))).resolves.toEqual([
      'it is not valid JSON',
    ]);
  });

  it('names a network failure', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(problemsOf(fetchJsonDocument('/registry.json', registrySchema))).resolves.toEqual([
      'it could not be fetched (network error)',
    ]);
  });

  it('gives up on a document that never answers, naming the wait', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    ) as typeof fetch;
    const problems = problemsOf(fetchJsonDocument('/registry.json', registrySchema));
    jest.advanceTimersByTime(BOOT_DOCUMENT_TIMEOUT_MS);
    await expect(problems).resolves.toEqual([
      `it did not answer within ${BOOT_DOCUMENT_TIMEOUT_MS / 1000} s`,
    ]);
    jest.useRealTimers();
  });

  it('gives up on a body that stalls after the headers', async () => {
    jest.useFakeTimers();
    let abortBody = () => {};
    global.fetch = jest.fn((_url: string, init: RequestInit) => {
      const body = new Promise<never>((_, reject) => {
        abortBody = () => reject(new DOMException('', 'AbortError'));
      });
      init.signal!.addEventListener('abort', () => abortBody());
      return Promise.resolve({ ok: true, status: 200, json: () => body } as unknown as Response);
    }) as typeof fetch;
    const problems = problemsOf(fetchJsonDocument('/app-config.json', runtimeConfigSchema, 2000));
    await jest.advanceTimersByTimeAsync(2000);
    await expect(problems).resolves.toEqual(['it did not answer within 2 s']);
    jest.useRealTimers();
  });

  it('names every bad field of the runtime config', async () => {
    respond({
      ...validConfig,
      api: { baseUrl: 'javascript:alert(1)', plansBaseUrl: 'http://x' },
      defaultCountry: 'US',
    });
    const problems = await problemsOf(fetchJsonDocument('/app-config.json', runtimeConfigSchema));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^api\.baseUrl: must be an http\(s\) URL/),
        expect.stringMatching(/^defaultCountry:/),
      ]),
    );
  });
});

describe('fetchJsonDocument with the early preload answer', () => {
  const registry = {
    remotes: { storefront: { entry: 'https://cdn.example/mf-manifest.json', version: '1.0.0' } },
  };

  it('takes the early answer instead of asking the server again', async () => {
    global.fetch = jest.fn();
    publishEarlyDocument('/registry.json', Promise.resolve(JSON.stringify(registry)));
    await expect(fetchJsonDocument('/registry.json', registrySchema)).resolves.toEqual(registry);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('fetches as usual when the early script got no answer', async () => {
    respond(registry);
    publishEarlyDocument('/registry.json', Promise.resolve(undefined));
    await expect(fetchJsonDocument('/registry.json', registrySchema)).resolves.toEqual(registry);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('names the bad fields of an early answer of the wrong shape', async () => {
    global.fetch = jest.fn();
    publishEarlyDocument('/registry.json', Promise.resolve('{"remotes":{"storefront":{}}}'));
    const problems = await problemsOf(fetchJsonDocument('/registry.json', registrySchema));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^remotes\.storefront/);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('gives up on an early answer that never comes, naming the wait', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(() =>
      Promise.reject(new DOMException('', 'AbortError')),
    ) as typeof fetch;
    publishEarlyDocument('/registry.json', new Promise<undefined>(() => {}));
    const problems = problemsOf(fetchJsonDocument('/registry.json', registrySchema, 2000));
    await jest.advanceTimersByTimeAsync(2000);
    await expect(problems).resolves.toEqual(['it did not answer within 2 s']);
    jest.useRealTimers();
  });
});

describe('registry schema', () => {
  const entry = { entry: 'http://localhost:8081/mf-manifest.json', version: '1.0.0' };

  it('accepts known remotes with manifest URLs', () => {
    expect(registrySchema.safeParse({ remotes: { storefront: entry } }).success).toBe(true);
  });

  it.each([
    [{}, 'remotes'],
    [{ remotes: {} }, 'must list at least one remote'],
    [{ remotes: { shop: entry } }, 'is not a remote this shell knows'],
    [
      { remotes: { storefront: { ...entry, entry: 'http://localhost:8081/remoteEntry.js' } } },
      'mf-manifest.json',
    ],
    [{ remotes: { storefront: { ...entry, entry: 'ftp://x/mf-manifest.json' } } }, 'http(s) URL'],
    [{ remotes: { storefront: { entry: entry.entry } } }, 'version'],
  ])('refuses %j with a message naming the problem', (registry, expected) => {
    const result = registrySchema.safeParse(registry);
    expect(result.success).toBe(false);
    const text = result
      .error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    expect(text).toContain(expected);
  });
});
