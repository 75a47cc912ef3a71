import {
  cacheControlFor,
  IMMUTABLE,
  isServedSubresource,
  NO_CACHE,
  REMOTE_RULES,
  SHELL_RULES,
  SHORT_CACHE,
} from './serving-rules';

describe('cacheControlFor', () => {
  it.each([
    ['/', NO_CACHE],
    ['/index.html', NO_CACHE],
    ['/registry.json', NO_CACHE],
    ['/app-config.json', NO_CACHE],
    ['/blog/guides/best-suya/index.html', NO_CACHE],
    ['/blog//index.html', NO_CACHE],
    ['/blog/guides/best-suya/_payload.json', NO_CACHE],
    ['/sitemap.xml', SHORT_CACHE],
    ['/robots.txt', SHORT_CACHE],
    ['/builds/latest.json', NO_CACHE],
    ['/builds/meta/abc.json', NO_CACHE],
    ['/main.0123456789.js', IMMUTABLE],
    ['/css/app.abcdef0123.css', IMMUTABLE],
    ['/main.0123456789.js.map', SHORT_CACHE],
    ['/main.ABCDEF0123.js', SHORT_CACHE],
    ['/favicon.ico', SHORT_CACHE],
  ])('shell %s -> %s', (path, expected) => {
    expect(cacheControlFor(SHELL_RULES, path)).toBe(expected);
  });

  it.each([
    ['/mf-manifest.json', NO_CACHE],
    ['/remoteEntry.js', NO_CACHE],
    ['/v/1.2.3-abc/mf-manifest.json', NO_CACHE],
    ['/v/1.2.3-abc/remoteEntry.js', NO_CACHE],
    ['/__federation_expose_app.0123456789.js', IMMUTABLE],
    ['/v/1.2.3-abc/531.5023b1700d.js', IMMUTABLE],
  ])('remote %s -> %s', (path, expected) => {
    expect(cacheControlFor(REMOTE_RULES, path)).toBe(expected);
  });

  it('keeps patterns nginx can take verbatim: no lookarounds, no flags', () => {
    const patterns = [SHELL_RULES, REMOTE_RULES].flatMap((rules) => [
      ...rules.cache.rules.map((rule) => rule.pattern),
      ...rules.mounts.flatMap((mount) => ('pattern' in mount ? [mount.pattern] : [])),
      ...(rules.fallback ? [rules.fallback.assets] : []),
    ]);
    for (const pattern of patterns) expect(pattern).not.toMatch(/\(\?[=!<]/);
  });

  it('ends the pages pattern with the one lookahead both engines read alike, no flags', () => {
    const pages = SHELL_RULES.fallback?.pages ?? '';
    // `(?![\s\S])` is "end of path" in JavaScript and PCRE; `$` differs before a newline.
    expect(pages.endsWith('(?![\\s\\S])')).toBe(true);
    expect(pages.slice(0, -'(?![\\s\\S])'.length)).not.toMatch(/\(\?[=!<a-z]/);
  });
});

describe('isServedSubresource', () => {
  it.each([
    [200, '/main.0123456789.js', true],
    [206, '/css/app.abcdef0123.css', true],
    [304, '/main.0123456789.js', true],
    [404, '/main.0123456789.js', false],
    [200, '/index.html', false],
    [200, '/blog/guides/best-suya/index.html', false],
    [200, '/main.0123456789.js.map', false],
    [200, '/favicon.ico', false],
  ])('%i %s -> %s', (status, path, expected) => {
    expect(isServedSubresource(status, path)).toBe(expected);
  });
});
