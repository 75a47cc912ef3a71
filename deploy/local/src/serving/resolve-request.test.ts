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
