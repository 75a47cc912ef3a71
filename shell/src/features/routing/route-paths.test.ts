import { invalidParams, isSafeParam } from './route-paths';

describe('route paths', () => {
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
