import { DEVICE_ID_KEY } from '../releases/device-id';
import { deviceOnSide } from '../../../testing/device-on-side';
import { takeEarlyDocument } from './early-documents';
import { preloadRemotes, REGISTRY_URL } from './preload-remotes';

const STOREFRONT = 'https://remotes.jara.test/storefront/mf-manifest.json';
const CHECKOUT = 'https://checkout.jara.test/mf-manifest.json';

const registry = {
  remotes: {
    storefront: { entry: STOREFRONT, version: '1.0.0' },
    checkout: { entry: CHECKOUT, version: '1.0.0' },
  },
};

const manifest = (exposes: { path: string; js: string[]; css: string[] }[]) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [],
  exposes: exposes.map(({ path, js, css }) => ({
    path,
    assets: { js: { sync: js, async: ['lazy.js'] }, css: { sync: css, async: ['lazy.css'] } },
  })),
});

const storefrontManifest = manifest([{ path: './app', js: ['app.1.js'], css: ['app.1.css'] }]);
const checkoutManifest = manifest([
  { path: './app', js: ['checkout.js'], css: [] },
  { path: './cart-button', js: ['button.js'], css: ['button.css'] },
]);

type Answer = Response | Error;

function serve(answers: Record<string, Answer>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const answer = answers[String(input)];
    if (answer === undefined) throw new TypeError(`unexpected fetch ${String(input)}`);
    if (answer instanceof Error) throw answer;
    return answer.clone();
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) =>
    [link.rel, link.getAttribute('as'), link.getAttribute('href'), link.crossOrigin]
      .filter((part) => part !== null)
      .join(' '),
  );

const plan = { storefront: ['./app'], checkout: ['./cart-button'] };

afterEach(() => {
  jest.restoreAllMocks();
  document.head.innerHTML = '';
  takeEarlyDocument(REGISTRY_URL);
  takeEarlyDocument(STOREFRONT);
  takeEarlyDocument(CHECKOUT);
});

describe('preloadRemotes', () => {
  it('preconnects, then preloads each remote entry and the planned exposes’ own files', async () => {
    const fetch = serve({
      [REGISTRY_URL]: json(registry),
      [STOREFRONT]: json(storefrontManifest),
      [CHECKOUT]: json(checkoutManifest),
    });

    await preloadRemotes(plan);

    expect(fetch).toHaveBeenCalledWith(REGISTRY_URL, { cache: 'no-cache' });
    expect(links()).toEqual([
      'preconnect https://remotes.jara.test',
      'preconnect https://checkout.jara.test',
      'preload script https://remotes.jara.test/storefront/remoteEntry.js',
      'preload script https://remotes.jara.test/storefront/app.1.js',
      'preload style https://remotes.jara.test/storefront/app.1.css',
      'preload script https://checkout.jara.test/remoteEntry.js',
      'preload script https://checkout.jara.test/button.js',
      'preload style https://checkout.jara.test/button.css',
    ]);
  });

  it('hands the registry and each manifest over once, as fetched', async () => {
    serve({
      [REGISTRY_URL]: json(registry),
      [STOREFRONT]: json(storefrontManifest),
      [CHECKOUT]: json(checkoutManifest),
    });

    await preloadRemotes(plan);

    await expect(takeEarlyDocument(REGISTRY_URL)).resolves.toBe(JSON.stringify(registry));
    await expect(takeEarlyDocument(STOREFRONT)).resolves.toBe(JSON.stringify(storefrontManifest));
    expect(takeEarlyDocument(STOREFRONT)).toBeUndefined();
  });

  it('uses a manifest’s own public path and entry folder when it names them', async () => {
    const own = {
      ...storefrontManifest,
      metaData: {
        publicPath: 'https://cdn.jara.test/sf/',
        remoteEntry: { name: 'remoteEntry.js', path: './entry/' },
      },
    };
    serve({ [REGISTRY_URL]: json(registry), [STOREFRONT]: json(own) });

    await preloadRemotes({ storefront: ['./app'] });

    expect(links()).toContain('preload script https://cdn.jara.test/sf/entry/remoteEntry.js');
    expect(links()).toContain('preload script https://cdn.jara.test/sf/app.1.js');
  });

  it('does nothing, not even read the registry, for a page without remotes', async () => {
    const fetch = serve({});
    await preloadRemotes({});
    expect(fetch).not.toHaveBeenCalled();
    expect(links()).toEqual([]);
  });

  describe('gives up silently', () => {
    it.each([
      ['the registry cannot be fetched', new TypeError('network down'), undefined],
      ['the registry answers 500', new Response('busy', { status: 500 }), undefined],
      ['the registry is not JSON', new Response('<html>', { status: 200 }), undefined],
      // JSON of the wrong shape is handed over as it is: the boot validates it and says why.
      ['the registry has no remotes', json({ remote: {} }), '{"remote":{}}'],
      ['the registry is not an object', json(['storefront']), '["storefront"]'],
    ])('when %s', async (_, answer, handedOver) => {
      const fetch = serve({ [REGISTRY_URL]: answer });
      await expect(preloadRemotes(plan)).resolves.toBeUndefined();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(links()).toEqual([]);
      await expect(takeEarlyDocument(REGISTRY_URL)).resolves.toBe(handedOver);
    });

    it('on a remote whose entry is not an http(s) URL, still preloading the others', async () => {
      const odd = {
        remotes: {
          storefront: { entry: 'javascript:alert(1)' },
          checkout: registry.remotes.checkout,
        },
      };
      serve({ [REGISTRY_URL]: json(odd), [CHECKOUT]: json(checkoutManifest) });

      await preloadRemotes(plan);

      expect(links().some((link) => link.includes('alert'))).toBe(false);
      expect(links()).toContain('preload script https://checkout.jara.test/remoteEntry.js');
    });

    it('on a canary that is not an object, preloading the stable release', async () => {
      const odd = { remotes: { storefront: { ...registry.remotes.storefront, canary: 'x' } } };
      serve({ [REGISTRY_URL]: json(odd), [STOREFRONT]: json(storefrontManifest) });

      await preloadRemotes({ storefront: ['./app'] });

      expect(links()).toContain('preload script https://remotes.jara.test/storefront/app.1.js');
    });

    it('on a canary without an entry, preloading nothing for that remote', async () => {
      const canary = { version: '2.0.0', percent: 99 };
      delete (globalThis as Record<string, unknown>)['__jaraDeviceId'];
      localStorage.setItem(DEVICE_ID_KEY, deviceOnSide('canary', 'storefront', canary));
      const odd = { remotes: { ...registry.remotes, storefront: { entry: STOREFRONT, canary } } };
      serve({ [REGISTRY_URL]: json(odd), [CHECKOUT]: json(checkoutManifest) });

      await expect(preloadRemotes(plan)).resolves.toBeUndefined();

      expect(links().some((link) => /storefront|undefined/.test(link))).toBe(false);
      expect(links()).toContain('preload script https://checkout.jara.test/button.js');
    });

    it.each([
      ['answers 404', new Response('not found', { status: 404 })],
      ['is down', new TypeError('connection refused')],
      ['is not JSON', new Response('<html>', { status: 200 })],
    ])('on a manifest that %s: no links for it, nothing handed over', async (_, answer) => {
      serve({
        [REGISTRY_URL]: json(registry),
        [STOREFRONT]: answer as Answer,
        [CHECKOUT]: json(checkoutManifest),
      });

      await expect(preloadRemotes(plan)).resolves.toBeUndefined();

      expect(links().filter((link) => link.includes('remotes.jara.test'))).toEqual([
        'preconnect https://remotes.jara.test',
      ]);
      await expect(takeEarlyDocument(STOREFRONT)).resolves.toBeUndefined();
      expect(links()).toContain('preload script https://checkout.jara.test/button.js');
    });

    it('on a manifest of the wrong shape, preloading only what it can read', async () => {
      const odd = { metaData: { remoteEntry: { name: 42 } }, exposes: [{ path: './app' }, 7] };
      serve({ [REGISTRY_URL]: json(registry), [STOREFRONT]: json(odd) });

      await expect(preloadRemotes({ storefront: ['./app'] })).resolves.toBeUndefined();

      expect(links()).toEqual(['preconnect https://remotes.jara.test']);
    });

    it('on a manifest that is JSON but not an object', async () => {
      serve({ [REGISTRY_URL]: json(registry), [STOREFRONT]: json('storefront') });
      await expect(preloadRemotes({ storefront: ['./app'] })).resolves.toBeUndefined();
      expect(links()).toEqual(['preconnect https://remotes.jara.test']);
    });
  });
});
