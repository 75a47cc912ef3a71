import { invalidParams, isSafeParam, toRouterPath } from './route-paths';

describe('route paths', () => {
  it('turns spec paths into router patterns with the brand filled in', () => {
    expect(toRouterPath('/{product}-for-web/marketplace/stores/{name}')).toBe(
      '/jara-for-web/marketplace/stores/:name',
    );
    expect(toRouterPath('/blog/{slug*}')).toBe('/blog/*');
    expect(toRouterPath('/{product}_for_business/')).toBe('/jara_for_business');
    expect(toRouterPath('/')).toBe('/');
  });

  it('accepts real slugs, tags and names in any script', () => {
    for (const value of [
      'mama-put-ikeja',
      'rice and beans',
      'Nyama Choma',
      'Jollof',
      'café',
      'a/b-c',
    ]) {
      expect(isSafeParam(value)).toBe(true);
    }
  });

  it('refuses markup, traversal, quotes and empty segments', () => {
    for (const value of [
      '<script>',
      '..',
      'a/../b',
      '"x"',
      "o'neil",
      '',
      'a//b',
      'x'.repeat(121),
    ]) {
      expect(isSafeParam(value)).toBe(false);
    }
  });

  it('names the parameters that fail', () => {
    expect(invalidParams({ name: 'ok', id: '<img>', tag: undefined })).toEqual(['id']);
  });
});
