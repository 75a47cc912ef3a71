import type { ChosenReleases } from '../remote-loading/releases/chosen-releases';
import { firstStackUrl, remoteOfScript } from './script-remote';

const releases: ChosenReleases = {
  storefront: {
    version: '1.4.0',
    entry: 'https://localhost:9081/v/1.4.0/mf-manifest.json',
    channel: 'canary',
  },
  checkout: {
    version: '1.0.0',
    entry: 'https://localhost:9082/mf-manifest.json',
    channel: 'stable',
  },
  orders: {
    version: '2.0.0',
    entry: 'https://cdn.test/orders/v/2.0.0/mf-manifest.json',
    channel: 'stable',
  },
  content: {
    version: '3.0.0',
    entry: 'https://cdn.test/content/v/3.0.0/mf-manifest.json',
    channel: 'stable',
  },
};

describe('remoteOfScript', () => {
  it('finds the remote whose release folder holds the script', () => {
    expect(remoteOfScript('https://localhost:9081/v/1.4.0/static/js/12.js', releases)).toBe(
      'storefront',
    );
    expect(remoteOfScript('https://localhost:9082/static/js/9.js?x=1', releases)).toBe('checkout');
    expect(remoteOfScript('https://cdn.test/content/v/3.0.0/a.js', releases)).toBe('content');
  });

  it('prefers the deepest folder when a root build and a release share an origin', () => {
    const nested: ChosenReleases = {
      checkout: { version: '1', entry: 'https://cdn.test/mf-manifest.json', channel: 'stable' },
      orders: {
        version: '2',
        entry: 'https://cdn.test/orders/v/2/mf-manifest.json',
        channel: 'stable',
      },
    };
    expect(remoteOfScript('https://cdn.test/orders/v/2/x.js', nested)).toBe('orders');
    expect(remoteOfScript('https://cdn.test/x.js', nested)).toBe('checkout');
  });

  it('falls back to the origin only when one remote is served from it', () => {
    // An older release of storefront, still running in this page's chunks.
    expect(remoteOfScript('https://localhost:9081/v/1.3.0/a.js', releases)).toBe('storefront');
    // Two remotes share cdn.test: a script outside both folders is not guessed.
    expect(remoteOfScript('https://cdn.test/plans/a.js', releases)).toBeUndefined();
  });

  it('is unknown for the shell, a missing or a hostile URL', () => {
    expect(remoteOfScript('https://localhost:9080/main.js', releases)).toBeUndefined();
    expect(remoteOfScript(undefined, releases)).toBeUndefined();
    expect(remoteOfScript('"><img onerror=alert(1)>', releases)).toBeUndefined();
    expect(remoteOfScript('../../x', releases)).toBeUndefined();
    expect(
      remoteOfScript('https://localhost:9081/a.js', {
        storefront: { version: 'x', entry: '../../x', channel: 'pinned' },
      }),
    ).toBeUndefined();
  });
});

describe('firstStackUrl', () => {
  it('reads the first script of Chromium and Firefox stacks without line and column', () => {
    expect(
      firstStackUrl(
        'TypeError: x is undefined\n    at render (https://localhost:9081/v/1/a.js:1:200)',
      ),
    ).toBe('https://localhost:9081/v/1/a.js');
    expect(firstStackUrl('render@https://localhost:9082/b.js:3:4\n')).toBe(
      'https://localhost:9082/b.js',
    );
  });

  it('is undefined without a stack or a URL in it', () => {
    expect(firstStackUrl(undefined)).toBeUndefined();
    expect(firstStackUrl(42)).toBeUndefined();
    expect(firstStackUrl('Error: boom\n    at <anonymous>')).toBeUndefined();
  });
});
