import { SITE_MAP, siteMapOf } from './site-map';
import { SCREENS } from './screens';

const entryAt = (path: string) => SITE_MAP.find((entry) => entry.path === path);

describe('site map', () => {
  it('pairs each /ke page with its Nigerian twin, both ways', () => {
    expect(entryAt('/')?.twin).toBe('/ke');
    expect(entryAt('/ke')?.twin).toBe('/');
    expect(entryAt('/ke/food')?.twin).toBe('/food');
    expect(entryAt('/gifting/gift')?.twin).toBe('/ke/gifting/gift');
    expect(entryAt('/blog/{slug*}')?.twin).toBe('/ke/blog/{slug*}');
  });

  it('gives no twin to a page that exists in one country only, nor to an alias', () => {
    expect(entryAt('/ke/beauty')?.twin).toBeUndefined();
    expect(entryAt('/chow')?.twin).toBeUndefined();
    expect(entryAt('/stores')?.twin).toBeUndefined();
  });

  it('carries the screen’s owner, title and description on every path', () => {
    expect(entryAt('/stores/{name}')).toMatchObject({
      screen: 'store',
      owner: 'storefront',
      title: 'Store',
      layout: 'web',
      linked: true,
    });
    expect(entryAt('/ke/laundry')).toMatchObject({
      screen: 'laundry',
      owner: 'plans',
      title: 'Laundry',
      twin: '/laundry',
    });
  });

  it('gives the remotes the marketplace and account screens, checkout, the blog and the plans', () => {
    const remoteScreens = Object.entries(SCREENS)
      .filter(([, spec]) => spec.owner !== 'shell')
      .map(([id]) => id);
    expect(remoteScreens).toEqual([
      'stores',
      'store',
      'store-list',
      'wallet',
      'referral',
      'components',
      'personal-info',
      'meals',
      'search',
      'curations',
      'curation',
      'vouchers',
      'category-search',
      'category',
      'location',
      'contact-us',
      'store-curations',
      'favourites',
      'address-book',
      'top-rated',
      'checkout',
      'pay-for-me',
      'blog',
      'post',
      'quiz',
      'laundry',
      'cleaning',
      'subscription',
      'sign-up-successful',
    ]);
  });

  it('describes every screen in its own words, at search-result length', () => {
    const descriptions = Object.values(SCREENS).map((spec) => spec.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThanOrEqual(110);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it('lists a remote’s paths for its own router', () => {
    expect(siteMapOf('content').map((entry) => entry.path)).toEqual([
      '/blog',
      '/blog/{slug*}',
      '/blog/quiz/{quiz}',
      '/ke/blog',
      '/ke/blog/{slug*}',
      '/ke/blog/quiz/{quiz}',
    ]);
  });
});
