import { normalizeRequestPath, resolveRequest } from './resolve-request';
import { REMOTE_RULES, SHELL_RULES } from './serving-rules';

const files = new Set([
  '/dist/index.html',
  '/dist/app.0123456789.js',
  '/runtime/registry.json',
  '/releases/1.0.0/remoteEntry.js',
]);
const exists = async (file: string) => files.has(file);
const roots = { dist: '/dist', runtime: '/runtime', releases: '/releases' };

describe('normalizeRequestPath', () => {
  it.each([
    ['/', '/'],
    ['/a//b', '/a/b'],
    ['/a/./b', '/a/b'],
    ['/a/b/..', '/a/'],
    ['/a/..', '/'],
    ['/stores/', '/stores/'],
    ['/caf%C3%A9', '/café'],
    ['/a%2Fb', '/a/b'],
  ])('%s -> %s', (raw, expected) => {
    expect(normalizeRequestPath(raw)).toBe(expected);
  });

  it.each([
    ['/..', 'path climbs above the site root'],
    ['/a/../../etc/passwd', 'path climbs above the site root'],
    ['/%2e%2e/x', 'path climbs above the site root'],
    ['/bad%E0%A4%A', 'malformed percent-encoding'],
    ['/nul%00.js', 'NUL byte in path'],
    ['relative', 'path must start with /'],
  ])('refuses %s (%s)', (raw, reason) => {
    expect(normalizeRequestPath(raw)).toEqual({ reason });
  });
});

describe('resolveRequest', () => {
  it('serves a runtime document from the runtime folder', async () => {
    expect(await resolveRequest(SHELL_RULES, roots, '/registry.json', exists)).toEqual({
      kind: 'file',
      root: '/runtime',
      file: 'registry.json',
      servedPath: '/registry.json',
    });
  });

  it('falls back to index.html for a route, reporting index.html as what was served', async () => {
    expect(await resolveRequest(SHELL_RULES, roots, '/stores/x', exists)).toMatchObject({
      file: 'index.html',
      servedPath: '/index.html',
    });
  });

  it('answers a route the site map does not name with the SPA as its not-found page', async () => {
    for (const path of ['/nope', '/ke/stores', '/stores/a/b']) {
      expect(await resolveRequest(SHELL_RULES, roots, path, exists)).toEqual({
        kind: 'not-found-page',
        root: '/dist',
        file: 'index.html',
      });
    }
  });

  it('serves a page of the site whatever its case or trailing slash', async () => {
    for (const path of ['/CHOW', '/chow/', '/about_us', '/ke/blog/any/post']) {
      expect(await resolveRequest(SHELL_RULES, roots, path, exists)).toMatchObject({
        kind: 'file',
        file: 'index.html',
      });
    }
  });

  it('serves a file of the build at a path with no page, as it always has', async () => {
    const withFile = async (file: string) => file === '/dist/nope' || files.has(file);
    expect(await resolveRequest(SHELL_RULES, roots, '/nope', withFile)).toMatchObject({
      kind: 'file',
      file: 'nope',
    });
  });

  it('gives a plain 404 for a path with no page when the SPA itself is missing', async () => {
    const noIndex = async (file: string) => file !== '/dist/index.html' && files.has(file);
    expect(await resolveRequest(SHELL_RULES, roots, '/nope', noIndex)).toEqual({
      kind: 'not-found',
    });
  });

  it('gives a 404 when the fallback itself is missing', async () => {
    const noIndex = async (file: string) => file !== '/dist/index.html' && files.has(file);
    expect(await resolveRequest(SHELL_RULES, roots, '/stores/x', noIndex)).toEqual({
      kind: 'not-found',
    });
  });

  it('strips the mount prefix for released builds', async () => {
    expect(
      await resolveRequest(REMOTE_RULES, roots, '/v/1.0.0/remoteEntry.js', exists),
    ).toMatchObject({
      root: '/releases',
      file: '1.0.0/remoteEntry.js',
      servedPath: '/v/1.0.0/remoteEntry.js',
    });
  });

  it('gives a 404 for a mount whose folder the site does not have', async () => {
    expect(
      await resolveRequest(REMOTE_RULES, { dist: '/dist' }, '/v/1.0.0/remoteEntry.js', exists),
    ).toEqual({
      kind: 'not-found',
    });
  });

  it('never serves hidden files', async () => {
    const all = async () => true;
    expect(await resolveRequest(SHELL_RULES, roots, '/.git/config', all)).toEqual({
      kind: 'not-found',
    });
  });

  it('reports why a path is refused', async () => {
    expect(await resolveRequest(SHELL_RULES, roots, '/../x', exists)).toEqual({
      kind: 'bad-request',
      reason: 'path climbs above the site root',
    });
  });
});
