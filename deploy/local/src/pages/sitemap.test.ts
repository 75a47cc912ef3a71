import { robotsTxt } from './robots-txt';
import { indexableRoutes, unindexedRoutes } from './site-routes';
import { sitemapUrls, sitemapXml } from './sitemap';

describe('the routes a crawler sees', () => {
  it('lists every indexable, parameter-free route of every owner, the /ke pages too', () => {
    const routes = indexableRoutes();
    expect(routes).toEqual(
      expect.arrayContaining(['/', '/blog', '/ke/blog', '/stores', '/ke', '/jara-for-web']),
    );
    expect(routes).toEqual(expect.arrayContaining(['/laundry', '/ke/cleaning', '/subscription']));
    expect(routes.filter((route) => route.includes('{'))).toEqual([]);
    expect(routes).not.toContain('/wallet');
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('shuts out the account and mid-flow screens, and nothing public', () => {
    const disallowed = unindexedRoutes();
    expect(disallowed).toEqual(
      expect.arrayContaining(['/wallet', '/jara-for-web/wallet', '/store/checkout']),
    );
    expect(disallowed.filter((path) => indexableRoutes().includes(path))).toEqual([]);
  });
});

describe('sitemapUrls', () => {
  const urls = sitemapUrls({
    origin: 'https://jara.ng',
    routes: ['/blog', '/stores'],
    pages: [
      { path: '/blog', lastmod: '2026-04-01', noindex: false },
      { path: '/blog/guides/lagos/best-suya', lastmod: '2026-04-10', noindex: false },
      { path: '/stores', lastmod: '2026-01-01', noindex: true },
    ],
    buildDate: '2026-02-01',
  });

  it("gives each URL once, a page's own date over the build's, and drops noindex pages", () => {
    expect(urls).toEqual([
      { loc: 'https://jara.ng/blog', lastmod: '2026-04-01' },
      { loc: 'https://jara.ng/blog/guides/lagos/best-suya', lastmod: '2026-04-10' },
    ]);
  });

  it('escapes what it writes into the XML', () => {
    const xml = sitemapXml([{ loc: 'https://jara.ng/blog?a=1&b=<2>', lastmod: '2026-04-01' }]);
    expect(xml).toContain('<loc>https://jara.ng/blog?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it('encodes a path that is not plain ASCII', () => {
    const [url] = sitemapUrls({
      origin: 'https://jara.ng',
      routes: ['/blog/café'],
      pages: [],
      buildDate: '2026-02-01',
    });
    expect(url?.loc).toBe('https://jara.ng/blog/caf%C3%A9');
  });
});

describe('the sitemap of the marketplace and its stores', () => {
  const origin = 'https://jara.ng';
  const page = (path: string, canonical = `${origin}${path}`) => ({
    path,
    lastmod: '2026-05-02',
    noindex: false,
    canonical,
  });
  const urls = sitemapUrls({
    origin,
    routes: indexableRoutes(),
    pages: [
      page('/stores'),
      // An alias of the marketplace, published with the marketplace's canonical URL.
      page('/jara-for-web', `${origin}/stores`),
      page('/stores/mama-put-kitchen'),
      page('/stores/java-house-westlands'),
    ],
    buildDate: '2026-02-01',
  });
  const listed = new Map(urls.map(({ loc, lastmod }) => [loc, lastmod]));

  it('lists every prerendered store page at its own path, with its lastmod', () => {
    expect(listed.get(`${origin}/stores`)).toBe('2026-05-02');
    expect(listed.get(`${origin}/stores/mama-put-kitchen`)).toBe('2026-05-02');
    expect(listed.get(`${origin}/stores/java-house-westlands`)).toBe('2026-05-02');
  });

  it('lists no route with a parameter, and no page whose canonical URL is another page', () => {
    expect([...listed.keys()].filter((loc) => /[{}]|%7B/i.test(loc))).toEqual([]);
    expect(listed.has(`${origin}/jara-for-web`)).toBe(false);
  });

  it('leaves robots.txt open to the stores', () => {
    const robots = robotsTxt(origin, unindexedRoutes());
    expect(robots).not.toMatch(/^Disallow: \/stores/m);
    expect(robots).not.toMatch(/^Disallow: \/marketplace\/stores\/\{/m);
  });
});

describe('robotsTxt', () => {
  it('allows the site, disallows exactly each unindexed path, and names the sitemap', () => {
    expect(robotsTxt('https://jara.ng', ['/wallet'])).toBe(
      'User-agent: *\nAllow: /\nDisallow: /wallet$\n\nSitemap: https://jara.ng/sitemap.xml\n',
    );
  });
});
