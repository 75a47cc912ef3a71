import { manifestUrl } from './release-layout';

describe('manifestUrl', () => {
  it('names the root build, or a release folder beside it', () => {
    expect(manifestUrl('https://cdn.example/storefront')).toBe(
      'https://cdn.example/storefront/mf-manifest.json',
    );
    expect(manifestUrl('https://cdn.example/storefront', '2.1.0')).toBe(
      'https://cdn.example/storefront/v/2.1.0/mf-manifest.json',
    );
  });

  it('keeps a version inside its own path segment', () => {
    expect(manifestUrl('http://localhost:9081', '../1.0.0?x#y')).toBe(
      'http://localhost:9081/v/..%2F1.0.0%3Fx%23y/mf-manifest.json',
    );
  });
});
