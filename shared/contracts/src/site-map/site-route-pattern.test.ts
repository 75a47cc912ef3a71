import { SITE_MAP } from './site-map';
import { fillPath } from './site-paths';
import { isSitePath, SITE_ROUTE_PATTERN } from './site-route-pattern';

/** A sample value for every parameter, so each entry of the site map becomes a real path. */
const SAMPLE_PARAMS = new Proxy({} as Record<string, string>, { get: () => 'sample-1.2' });

describe('the site route pattern', () => {
  it('matches every path of the site map, its parameters filled', () => {
    const unmatched = SITE_MAP.map((entry) => fillPath(entry.path, SAMPLE_PARAMS)).filter(
      (path) => !isSitePath(path),
    );
    expect(unmatched).toEqual([]);
  });

  it.each([
    ['/', 'the home page'],
    ['/chow', 'a page of the main site'],
    ['/stores', 'an alias of a web-app page'],
    ['/jara-for-web/marketplace/stores/mama-put', 'a web-app page with a parameter'],
    ['/ke', 'the Kenyan home page'],
    ['/ke/food', 'a Kenyan twin'],
    ['/ke/blog/guides/nyama-choma', 'a Kenyan post, several segments deep'],
    ['/blog/2024/whats-new-in-v1.2', 'a post slug with dots'],
    ['/stores/st.louis', 'a store slug with a dot'],
    ['/about_us/', 'a legacy path, as the spec writes it'],
    ['/about_us', 'a legacy path without its slash'],
    ['/chow/', 'a trailing slash'],
    ['/CHOW', 'another case (the router ignores case too)'],
    ['/stores/%3Cscript%3E', 'a hostile slug still has the shape of a store'],
    ['/stores/"><img src=x onerror=alert(1)>', 'decoded, the same'],
  ])('matches %s (%s)', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    ['/nope', 'a path the site map does not have'],
    ['/ke/nope', 'the same under /ke'],
    ['/ke/stores', 'a page without a Kenyan twin'],
    ['/ke/chow', 'a Nigerian-only page'],
    ['/chowder', 'a route name with more after it'],
    ['/x/chow', 'a route name with more before it'],
    ['/stores/a/b', 'a single-segment parameter given two'],
    ['/store/checkout/extra', 'one segment beyond a page'],
    ['/chow//', 'two trailing slashes (servers merge them first)'],
    ['/chow?x=1', 'a query string (servers match the path without it)'],
    ['/chow\n', 'a path ending in a newline'],
    ['/<script>alert(1)</script>', 'a hostile path'],
    ['/"><img src=x onerror=alert(1)>', 'an attribute break-out'],
    ['/stores/<script>alert(1)</script>', 'a closing tag adds a segment'],
    ['', 'the empty string'],
  ])('refuses %j (%s)', (path) => {
    expect(isSitePath(path)).toBe(false);
  });

  it('answers a very long path at once (no catastrophic backtracking)', () => {
    const long = `/blog/${'a/'.repeat(20_000)}!`;
    const started = performance.now();
    expect(isSitePath(long)).toBe(true);
    expect(isSitePath(`/stores/${'a'.repeat(100_000)}/`)).toBe(true);
    expect(isSitePath(`/nope/${'a/'.repeat(20_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('is one line with both ends anchored, so nginx can take it as is', () => {
    expect(SITE_ROUTE_PATTERN.startsWith('^(?:')).toBe(true);
    expect(SITE_ROUTE_PATTERN.endsWith(')(?![\\s\\S])')).toBe(true);
    expect(SITE_ROUTE_PATTERN).not.toMatch(/[\r\n]/);
  });
});
