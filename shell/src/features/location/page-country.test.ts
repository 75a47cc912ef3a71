import { pageCountryOf } from './page-country';

describe('pageCountryOf', () => {
  it.each([
    ['/ke', 'KE'],
    ['/ke/blog/guides/nairobi/nyama-choma', 'KE'],
    ['/ke/beauty', 'KE'],
    ['/ke/no-such-page', 'KE'],
    ['/', 'NG'],
    ['/blog', 'NG'],
    ['/blog/guides/lagos/best-suya', 'NG'],
    ['/laundry', 'NG'],
  ])('%s belongs to %s', (path, country) => {
    expect(pageCountryOf(path)).toBe(country);
  });

  it.each(['/stores', '/store', '/store/checkout', '/jara-for-web/wallet', '/chow', '/kenya'])(
    '%s follows the customer’s choice',
    (path) => {
      expect(pageCountryOf(path)).toBeNull();
    },
  );
});
