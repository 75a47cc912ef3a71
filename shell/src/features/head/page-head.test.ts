import { findRouteEntry } from '../routing/find-route-entry';
import { pageHead } from './page-head';

const ORIGIN = 'https://jara.test';
const headOf = (pathname: string, refinement?: Parameters<typeof pageHead>[3]) =>
  pageHead(pathname, ORIGIN, findRouteEntry(pathname), refinement);

describe('pageHead', () => {
  it('names a page from the site map, with the brand', () => {
    const head = headOf('/about-us');
    expect(head.title).toBe('About us · Jara');
    expect(head.description).toMatch(/^Jara started with one kitchen in Lagos/);
  });

  it('gives a Kenyan page and its Nigerian twin the same alternates, each its own canonical', () => {
    const alternates = [
      { hreflang: 'en-NG', href: `${ORIGIN}/gifting/gift` },
      { hreflang: 'en-KE', href: `${ORIGIN}/ke/gifting/gift` },
      { hreflang: 'x-default', href: `${ORIGIN}/gifting/gift` },
    ];
    expect(headOf('/ke/gifting/gift')).toMatchObject({
      canonical: `${ORIGIN}/ke/gifting/gift`,
      alternates,
    });
    expect(headOf('/gifting/gift')).toMatchObject({
      canonical: `${ORIGIN}/gifting/gift`,
      alternates,
    });
  });

  it('pairs the home pages / and /ke', () => {
    expect(headOf('/ke').alternates.map((link) => link.href)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/ke`,
      `${ORIGIN}/`,
    ]);
  });

  it('gives a page without a twin its own canonical and no alternates, as its document does', () => {
    expect(headOf('/stores')).toMatchObject({
      title: 'Marketplace · Jara',
      alternates: [],
      canonical: `${ORIGIN}/stores`,
    });
    expect(headOf('/stores/mama-put').canonical).toBe(`${ORIGIN}/stores/mama-put`);
  });

  it('gives an alias the canonical of the linked path with the same parameters', () => {
    expect(headOf('/jara-for-web').canonical).toBe(`${ORIGIN}/stores`);
    expect(headOf('/marketplace/stores/mama-put').canonical).toBe(`${ORIGIN}/stores/mama-put`);
  });

  it('gives a page search engines leave out no canonical', () => {
    expect(headOf('/wallet').canonical).toBeUndefined();
  });

  it('takes a remote’s refinement made on this path, and ignores one left from another', () => {
    const refinement = { pathname: '/stores/mama-put', title: 'Mama Put Kitchen' };
    expect(headOf('/stores/mama-put', refinement).title).toBe('Mama Put Kitchen · Jara');
    expect(headOf('/stores/mama-put', refinement).description).toMatch(/menu, prices/);
    expect(headOf('/stores/other', refinement).title).toBe('Store · Jara');
  });

  it('asks search engines to leave out account screens, and to list site pages', () => {
    expect(headOf('/wallet')).toMatchObject({ noindex: true, type: 'website' });
    expect(headOf('/about-us').noindex).toBeUndefined();
  });

  it('titles a plans screen from the site map, with its Kenyan twin', () => {
    expect(headOf('/laundry')).toMatchObject({
      title: 'Laundry · Jara',
      canonical: `${ORIGIN}/laundry`,
    });
    expect(headOf('/laundry').alternates).toHaveLength(3);
  });

  it('names an unknown path as not found', () => {
    expect(headOf('/nowhere')).toMatchObject({
      title: 'Page not found · Jara',
      alternates: [],
      noindex: true,
    });
  });
});
