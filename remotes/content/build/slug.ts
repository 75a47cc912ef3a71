import { SourceError } from './source-error';

const SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** `/blog/quiz/{quiz}` is the quiz route, so no post may live there. */
const RESERVED_FIRST_SEGMENT = 'quiz';

/** `guides/lagos/best-suya.md` (relative to the country folder) is the slug `guides/lagos/best-suya`. */
export function slugFromPath(relativePath: string, name: string): string {
  const slug = relativePath.replace(/\.md$/, '').split(/[\\/]/).join('/');
  const segments = slug.split('/');
  const bad = segments.find((segment) => !SEGMENT.test(segment));
  if (bad !== undefined) {
    throw SourceError.field(
      name,
      'slug',
      `"${bad}" must be lowercase words joined by hyphens (rename the file or folder)`,
    );
  }
  if (segments[0] === RESERVED_FIRST_SEGMENT) {
    throw SourceError.field(name, 'slug', `"${slug}" starts with "quiz/", the quizzes' address`);
  }
  return slug;
}

/** Two files may not claim one address. */
export function assertUniqueSlugs(items: { slug: string; name: string }[]): void {
  const seen = new Map<string, string>();
  for (const item of items) {
    const first = seen.get(item.slug);
    if (first !== undefined) {
      throw SourceError.field(item.name, 'slug', `"${item.slug}" is already used by ${first}`);
    }
    seen.set(item.slug, item.name);
  }
}
