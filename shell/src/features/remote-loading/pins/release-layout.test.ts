import { releaseBase, releaseEntry } from './release-layout';

describe('release layout', () => {
  it.each([
    ['a root build', 'https://storefront.jara.test/mf-manifest.json'],
    ['a released build', 'https://storefront.jara.test/v/1.0.0-abc/mf-manifest.json'],
  ])('finds the base of %s', (_, entry) => {
    expect(releaseBase(entry)).toBe('https://storefront.jara.test');
  });

  it('keeps a base below the origin (remotes served from one host, by folder)', () => {
    expect(releaseBase('https://cdn.jara.test/storefront/mf-manifest.json')).toBe(
      'https://cdn.jara.test/storefront',
    );
    expect(releaseBase('https://cdn.jara.test/storefront/v/2.0.0/mf-manifest.json')).toBe(
      'https://cdn.jara.test/storefront',
    );
  });

  it.each([
    'http://localhost:8081/mf-manifest.json',
    'http://localhost:8081/v/1.0.0-abc/mf-manifest.json',
    'http://localhost:8081/v/1.0.0-abc/mf-manifest.json?cache=1',
  ])('puts a version under <base>/v/<version>/mf-manifest.json, from %s', (entry) => {
    expect(releaseEntry(entry, '1.4.0-def')).toBe(
      'http://localhost:8081/v/1.4.0-def/mf-manifest.json',
    );
  });
});
