import type { PostSummary } from '@jara/contracts/content';

/** Newest first; the last change breaks a tie, then the slug, so every build orders alike. */
export function newestFirst(a: PostSummary, b: PostSummary): number {
  return (
    b.date.localeCompare(a.date) ||
    b.updated.localeCompare(a.updated) ||
    a.slug.localeCompare(b.slug)
  );
}
