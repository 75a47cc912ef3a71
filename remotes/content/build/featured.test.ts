/** @jest-environment node */
import { createCoverCopier } from './covers';
import { withOneFeatured } from './featured';
import { readPosts } from './read-posts';
import { copyFixture, editSource } from './test-fixtures/fixture-source';

function ngPosts(edit?: (sourceDir: string) => void) {
  const { sourceDir, distDir } = copyFixture('good');
  edit?.(sourceDir);
  return withOneFeatured(readPosts(sourceDir, 'ng', createCoverCopier(sourceDir, distDir)));
}

const featuredSlugs = (posts: ReturnType<typeof ngPosts>) =>
  posts.filter((post) => post.summary.featured).map((post) => post.summary.slug);

describe('withOneFeatured', () => {
  it('keeps the post marked featured and orders the country newest first', () => {
    const posts = ngPosts();
    expect(featuredSlugs(posts)).toEqual(['pepper-soup']);
    expect(posts.map((post) => post.summary.date)).toEqual([
      '2026-03-20',
      '2026-03-10',
      '2026-03-02',
      '2026-02-01',
      '2026-01-05',
    ]);
  });

  it('features the newest post when none is marked', () => {
    const posts = ngPosts((dir) =>
      editSource(dir, 'posts/ng/pepper-soup.md', 'featured: true', ''),
    );
    expect(featuredSlugs(posts)).toEqual(['spotless-kitchen']);
  });

  it('refuses two featured posts in one country, naming both files', () => {
    expect(() =>
      ngPosts((dir) =>
        editSource(dir, 'posts/ng/deep-clean.md', 'country: ng', 'country: ng\nfeatured: true'),
      ),
    ).toThrow(
      /deep-clean\.md:[\s\S]*featured: only one post per country is featured, and source\/posts\/ng\/pepper-soup\.md is/,
    );
  });
});
