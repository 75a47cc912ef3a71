import { pathInCountry } from './country-twin';

describe('pathInCountry', () => {
  it.each([
    ['/', 'KE', '/ke'],
    ['/ke', 'NG', '/'],
    ['/food', 'KE', '/ke/food'],
    ['/ke/gifting/gift', 'NG', '/gifting/gift'],
    ['/ke/blog', 'NG', '/blog'],
  ])('takes %s to its twin in %s, %s', (path, country, twin) => {
    expect(pathInCountry(path, country as 'NG' | 'KE')).toBe(twin);
  });

  it.each([
    ['/ke/blog/guides/nairobi/nyama-choma', 'NG', '/blog'],
    ['/blog/quiz/which-nigerian-soup-matches-your-mood', 'KE', '/ke/blog'],
  ])(
    'takes an article, which the other country may not have, to its blog: %s',
    (path, country, blog) => {
      expect(pathInCountry(path, country as 'NG' | 'KE')).toBe(blog);
    },
  );

  it('takes a page only one country has to the other country’s home', () => {
    expect(pathInCountry('/ke/beauty', 'NG')).toBe('/');
    expect(pathInCountry('/ke/no-such-page', 'NG')).toBe('/');
  });

  it('leaves a page already in that country, and a page that follows the choice, where it is', () => {
    expect(pathInCountry('/ke/food', 'KE')).toBeNull();
    expect(pathInCountry('/stores', 'KE')).toBeNull();
    expect(pathInCountry('/chow', 'KE')).toBeNull();
  });
});
