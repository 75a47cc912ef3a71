import type { PostSummary } from '@jara/contracts/content';
import type { ParsedPost } from './read-posts';
import { SourceError } from './source-error';

/** How `pairTwins`' map names a post. */
export const twinKey = (post: PostSummary) => `${post.country}:${post.slug}`;

/**
 * Pairs each post with its twin in the other country (the hreflang pairs). Either post may name
 * the other; a twin must exist in the other country, and no post may be paired twice.
 */
export function pairTwins(posts: ParsedPost[]): Map<string, string> {
  const pairs = new Map<string, string>();
  const clashes = (post: ParsedPost, slug: string) =>
    pairs.has(twinKey(post.summary)) && pairs.get(twinKey(post.summary)) !== slug;
  for (const post of posts) {
    if (post.twin === null) continue;
    const twin = posts.find(
      (other) => other.summary.country !== post.summary.country && other.summary.slug === post.twin,
    );
    if (!twin) {
      throw SourceError.field(
        post.name,
        'twin',
        `no post of the other country has the slug "${post.twin}"`,
      );
    }
    if (clashes(post, twin.summary.slug) || clashes(twin, post.summary.slug)) {
      throw SourceError.field(post.name, 'twin', `"${post.twin}" is paired with another post`);
    }
    pairs
      .set(twinKey(post.summary), twin.summary.slug)
      .set(twinKey(twin.summary), post.summary.slug);
  }
  return pairs;
}
