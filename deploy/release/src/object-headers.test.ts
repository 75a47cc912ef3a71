import { cacheControlFor, contentTypeFor, uploadedFiles } from './object-headers';

describe('object headers', () => {
  it('caches hashed files and the versioned entry for a year, revalidates the documents', () => {
    const year = 'public, max-age=31536000, immutable';
    expect(cacheControlFor('screen-home.ac815bba2c.js')).toBe(year);
    expect(cacheControlFor('css/screen-home.ac815bba2c.css')).toBe(year);
    expect(cacheControlFor('remoteEntry.js')).toBe(year);
    for (const document of [
      'mf-manifest.json',
      'mf-stats.json',
      'release.json',
      'p/registry.json',
    ]) {
      expect(cacheControlFor(document)).toBe('no-cache');
    }
    expect(cacheControlFor('favicon.svg')).toBe('public, max-age=3600');
    expect(cacheControlFor('screen-home.ac815bba2c.js.map')).toBe('public, max-age=3600');
  });

  it('gives each extension its content type', () => {
    expect(contentTypeFor('a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('a.CSS')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('mf-manifest.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeFor('a.js.map')).toBe('application/json; charset=utf-8');
    expect(contentTypeFor('logo.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('font.woff2')).toBe('font/woff2');
    expect(contentTypeFor('LICENSE')).toBe('application/octet-stream');
    expect(contentTypeFor('x.constructor')).toBe('application/octet-stream');
  });

  it('leaves precompressed siblings behind, but not a lone .gz', () => {
    expect(uploadedFiles(['a.js', 'a.js.br', 'a.js.gz', 'data.gz'])).toEqual(['a.js', 'data.gz']);
  });
});
