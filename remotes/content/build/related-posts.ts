import type { PostSummary } from '@jara/contracts/content';
import { newestFirst } from './newest-first';

const RELATED_COUNT = 3;

/** Same category first, then a shared tag; newest first within each; never the post itself. */
export function relatedPosts(post: PostSummary, countryPosts: PostSummary[]): PostSummary[] {
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  const rank = (other: PostSummary) =>
    other.category === post.category
      ? 0
      : other.tags.some((tag) => tags.has(tag.toLowerCase()))
        ? 1
        : null;
  return countryPosts
    .filter((other) => other.slug !== post.slug && rank(other) !== null)
    .sort((a, b) => (rank(a) ?? 2) - (rank(b) ?? 2) || newestFirst(a, b))
    .slice(0, RELATED_COUNT);
}
