import { keywordTitle, keywordWords } from './keyword-words';

describe('keyword words', () => {
  it('turns a slug or spaced words into search words', () => {
    expect(keywordWords('jollof-rice')).toBe('jollof rice');
    expect(keywordWords('  pepper__soup +goat ')).toBe('pepper soup goat');
    expect(keywordWords('x'.repeat(150))).toHaveLength(100);
  });

  it('capitalises the first letter only', () => {
    expect(keywordTitle('jollof rice')).toBe('Jollof rice');
    expect(keywordTitle('')).toBe('');
  });
});
