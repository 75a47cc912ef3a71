/** @jest-environment node */
import { assembleContent } from './assemble-content';
import { copyFixture, editSource } from './test-fixtures/fixture-source';

const SUYA = 'posts/ng/guides/lagos/best-suya.md';

function build(edit?: (sourceDir: string) => void) {
  const { sourceDir, distDir } = copyFixture('good');
  edit?.(sourceDir);
  return assembleContent(sourceDir, distDir);
}

const twinOf = (content: ReturnType<typeof build>, country: string, slug: string) =>
  content.posts.find(({ post }) => post.country === country && post.slug === slug)?.post.twinSlug;

describe('twins', () => {
  it('pairs both posts when one names the other', () => {
    const content = build();
    expect(twinOf(content, 'NG', 'guides/lagos/best-suya')).toBe('nyama-choma');
    expect(twinOf(content, 'KE', 'nyama-choma')).toBe('guides/lagos/best-suya');
    expect(twinOf(content, 'NG', 'jollof-at-home')).toBeNull();
  });

  it('refuses a twin no post of the other country has', () => {
    expect(() =>
      build((dir) => editSource(dir, SUYA, 'twin: nyama-choma', 'twin: nyama-chomaa')),
    ).toThrow(
      /best-suya\.md:[\s\S]*twin: no post of the other country has the slug "nyama-chomaa"/,
    );
  });

  it('refuses a twin in the same country', () => {
    expect(() =>
      build((dir) => editSource(dir, SUYA, 'twin: nyama-choma', 'twin: jollof-at-home')),
    ).toThrow(/twin: no post of the other country/);
  });

  it('refuses a post paired twice', () => {
    expect(() =>
      build((dir) =>
        editSource(
          dir,
          'posts/ke/nyama-choma.md',
          'country: ke',
          'country: ke\ntwin: jollof-at-home',
        ),
      ),
    ).toThrow(/nyama-choma\.md:[\s\S]*twin: "jollof-at-home" is paired with another post/);
  });
});
