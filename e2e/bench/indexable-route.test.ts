/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import type { SiteMapEntry } from '@jara/contracts/site-map';
import { CRAWLABLE_AUDIT, seoAuditsExcluded, siteMapEntryOf } from './indexable-route';

describe('seoAuditsExcluded (the site map)', () => {
  it('leaves is-crawlable out on the checkout, which the site keeps out of search engines', () => {
    expect(seoAuditsExcluded('/store/checkout')).toEqual([CRAWLABLE_AUDIT]);
  });

  it('counts every audit on listed pages, a parameter or splat path included', () => {
    expect(seoAuditsExcluded('/stores')).toEqual([]);
    expect(seoAuditsExcluded('/stores/mama-put-kitchen')).toEqual([]);
    expect(seoAuditsExcluded('/blog/guides/lagos/best-suya')).toEqual([]);
  });
});

describe('siteMapEntryOf', () => {
  const entry = (path: string, indexable: boolean) =>
    ({ path, screen: 'home', indexable }) as unknown as SiteMapEntry;

  it('prefers a static path to a parameter one, as the router does', () => {
    const siteMap = [entry('/store/{id}', true), entry('/store/checkout', false)];
    expect(siteMapEntryOf('/store/checkout', siteMap).indexable).toBe(false);
    expect(siteMapEntryOf('/store/abc', siteMap).indexable).toBe(true);
  });

  it('refuses a path the site map does not have', () => {
    expect(() => siteMapEntryOf('/nowhere', [entry('/stores', true)])).toThrow(
      '/nowhere is not a path of the site map',
    );
  });
});
