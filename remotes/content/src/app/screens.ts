/** The blog's screens; each has a Kenya variant under /ke. Slugs may span several segments. */
import type { Screen } from '@jara/parcel/remote-routes';

const both = (path: string) => [path, `/ke${path}`];

export const CONTENT_SCREENS: Screen[] = [
  { id: 'blog', title: 'Blog', paths: both('/blog') },
  { id: 'quiz', title: 'Quiz', paths: both('/blog/quiz/:quiz') },
  { id: 'post', title: 'Blog post', paths: both('/blog/*') },
];
