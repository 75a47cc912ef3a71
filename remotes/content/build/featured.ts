import { newestFirst } from './newest-first';
import type { ParsedPost } from './read-posts';
import { SourceError } from './source-error';

/**
 * A country's posts newest first, with exactly one featured: the one its front matter marks,
 * else the newest. Two marked is an error, since the index shows one.
 */
export function withOneFeatured(posts: ParsedPost[]): ParsedPost[] {
  const sorted = [...posts].sort((a, b) => newestFirst(a.summary, b.summary));
  const marked = sorted.filter((post) => post.summary.featured);
  const [first, second] = marked;
  if (first && second) {
    throw SourceError.field(
      second.name,
      'featured',
      `only one post per country is featured, and ${first.name} is`,
    );
  }
  const featured = first ?? sorted[0];
  return sorted.map((post) => ({
    ...post,
    summary: { ...post.summary, featured: post === featured },
  }));
}
