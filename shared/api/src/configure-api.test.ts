import type * as ConfigureApiModule from './configure-api';
import type * as MarketplaceModule from './marketplace';

/** A fresh copy of the package, as a page that has not run `configureApi` yet sees it. */
async function freshApi() {
  delete (globalThis as { __JARA_API_CONFIG__?: unknown }).__JARA_API_CONFIG__;
  let modules!: {
    configure: typeof ConfigureApiModule;
    marketplace: typeof MarketplaceModule;
  };
  await jest.isolateModulesAsync(async () => {
    modules = {
      configure: await import('./configure-api'),
      marketplace: await import('./marketplace'),
    };
  });
  return modules;
}

describe('configureApi', () => {
  it('makes calls before configuration fail with a clear error, without a request', async () => {
    const { marketplace } = await freshApi();
    await expect(marketplace.getBusinessTypes()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'not-configured',
      message: expect.stringContaining('configureApi'),
    });
  });

  it.each([
    [{ baseUrl: '', plansBaseUrl: 'https://plans.test' }, 'baseUrl'],
    [{ baseUrl: 'https://api.test', plansBaseUrl: 'ftp://plans.test' }, 'plansBaseUrl'],
    [{ baseUrl: 'javascript:alert(1)', plansBaseUrl: 'https://plans.test' }, 'baseUrl'],
    [{ baseUrl: '//evil.test/api', plansBaseUrl: 'https://plans.test' }, 'baseUrl'],
    [{ baseUrl: 'https://api.test' }, 'plansBaseUrl'],
  ])('refuses %j, naming the bad field', async (config, field) => {
    const { configure } = await freshApi();
    expect(() => configure.configureApi(config as ConfigureApiModule.ApiConfig)).toThrow(
      `"${field}"`,
    );
    expect(() => configure.getBaseUrl('main')).toThrow('not configured');
  });

  it('accepts absolute http(s) bases and same-origin paths, latest call wins', async () => {
    const { configure } = await freshApi();
    configure.configureApi({ baseUrl: 'https://api.test/api', plansBaseUrl: '/plans-api' });
    expect(configure.getBaseUrl('main')).toBe('https://api.test/api');
    expect(configure.getBaseUrl('plans')).toBe('/plans-api');
    configure.configureApi({ baseUrl: 'http://localhost:8090/api', plansBaseUrl: '/p' });
    expect(configure.getBaseUrl('main')).toBe('http://localhost:8090/api');
  });

  it('is seen by every copy of the package, as two federated bundles would load it', async () => {
    const shellCopy = await freshApi();
    shellCopy.configure.configureApi({
      baseUrl: 'https://api.test',
      plansBaseUrl: 'https://plans.test',
    });
    let remoteCopy!: typeof ConfigureApiModule;
    await jest.isolateModulesAsync(async () => {
      remoteCopy = await import('./configure-api');
    });
    expect(remoteCopy).not.toBe(shellCopy.configure);
    expect(remoteCopy.getBaseUrl('plans')).toBe('https://plans.test');
  });
});
