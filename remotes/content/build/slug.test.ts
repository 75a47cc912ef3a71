/** @jest-environment node */
import { assertUniqueSlugs, slugFromPath } from './slug';

describe('slugFromPath', () => {
  it('takes the path under the country folder, any depth', () => {
    expect(slugFromPath('best-suya.md', 'f')).toBe('best-suya');
    expect(slugFromPath('guides/lagos/best-suya.md', 'f')).toBe('guides/lagos/best-suya');
  });

  it.each([
    'Best-Suya.md',
    'best_suya.md',
    'guides/Lagos/x.md',
    'best--suya.md',
    '-x.md',
    'a b.md',
  ])('refuses %s, which is not lowercase kebab segments', (file) => {
    expect(() => slugFromPath(file, 'source/posts/ng/x.md')).toThrow(
      /source\/posts\/ng\/x\.md:[\s\S]*slug:/,
    );
  });

  it('refuses a slug under quiz/, the quizzes address', () => {
    expect(() => slugFromPath('quiz/best-soup.md', 'f')).toThrow(/starts with "quiz\/"/);
    expect(slugFromPath('quizzes-we-love.md', 'f')).toBe('quizzes-we-love');
  });
});

describe('assertUniqueSlugs', () => {
  it('refuses a slug two files claim, naming both', () => {
    expect(() =>
      assertUniqueSlugs([
        { slug: 'a', name: 'one.md' },
        { slug: 'a', name: 'two.md' },
      ]),
    ).toThrow(/two\.md:[\s\S]*"a" is already used by one\.md/);
    expect(() =>
      assertUniqueSlugs([
        { slug: 'a', name: 'x' },
        { slug: 'b', name: 'y' },
      ]),
    ).not.toThrow();
  });
});
