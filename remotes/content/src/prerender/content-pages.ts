/**
 * The content remote's prerendered pages, from the content build: each blog index, post and
 * quiz with its head (title, description, canonical, hreflang twins, share image), the chunk
 * whose CSS it needs, its payload and its sitemap date. Paths come from the site map.
 */
import { BRAND } from '@jara/contracts/brand';
import type { CountryCode } from '@jara/contracts/constants';
import type { ContentBuild, ContentImage, PostSummary } from '@jara/contracts/content';
import type { PageHead } from '@jara/contracts/page-head';
import type { PrerenderContext, PrerenderPage } from '@jara/contracts/prerender';
import { SCREENS } from '@jara/contracts/site-screens';
import { blogPath, postPath, quizPath } from '../widgets/content-paths';

const HREFLANG = { NG: 'en-NG', KE: 'en-KE' } as const;
const other = (country: CountryCode): CountryCode => (country === 'NG' ? 'KE' : 'NG');

interface HeadFacts {
  title: string;
  description: string;
  path: string;
  /** The same page in the other country. */
  twinPath: string | null;
  country: CountryCode;
  cover?: ContentImage;
  type?: PageHead['type'];
}

function headOf(facts: HeadFacts, context: PrerenderContext): PageHead {
  const href = (path: string) => `${context.origin}${path}`;
  const nigerian = facts.country === 'NG' ? facts.path : facts.twinPath;
  return {
    title: `${facts.title} · ${BRAND.name}`,
    description: facts.description,
    canonical: href(facts.path),
    alternates:
      facts.twinPath === null
        ? []
        : [
            { hreflang: HREFLANG[facts.country], href: href(facts.path) },
            { hreflang: HREFLANG[other(facts.country)], href: href(facts.twinPath) },
            { hreflang: 'x-default', href: href(nigerian!) },
          ],
    ...(facts.type ? { type: facts.type } : {}),
    ...(facts.cover ? { image: `${context.assetBase}${facts.cover.src}` } : {}),
  };
}

const newest = (posts: PostSummary[]) =>
  posts
    .map((post) => post.updated)
    .sort()
    .at(-1) ?? '1970-01-01';

export function contentPages(build: ContentBuild, context: PrerenderContext): PrerenderPage[] {
  const allPosts = build.posts.map((payload) => payload.post);
  const indexes = build.indexes.map((index): PrerenderPage => {
    const path = blogPath(index.country);
    const screen = SCREENS.blog;
    return {
      path,
      head: headOf(
        {
          title: screen.title,
          description: screen.description,
          path,
          country: index.country,
          twinPath: blogPath(other(index.country)),
        },
        context,
      ),
      chunks: ['screen-blog'],
      payload: index,
      lastmod: newest(index.posts),
    };
  });
  const posts = build.posts.map((payload): PrerenderPage => {
    const { post } = payload;
    const path = postPath(post.slug, post.country);
    return {
      path,
      head: headOf(
        {
          title: post.title,
          description: post.description,
          path,
          country: post.country,
          twinPath: post.twinSlug ? postPath(post.twinSlug, other(post.country)) : null,
          cover: post.cover,
          type: 'article',
        },
        context,
      ),
      chunks: ['screen-post'],
      payload,
      lastmod: post.updated,
    };
  });
  const quizzes = build.quizzes.map((payload): PrerenderPage => {
    const { quiz } = payload;
    const path = quizPath(quiz.slug, quiz.country);
    return {
      path,
      head: headOf(
        {
          title: quiz.title,
          description: quiz.description,
          path,
          country: quiz.country,
          twinPath: build.quizzes.some(
            (twin) => twin.quiz.slug === quiz.slug && twin.quiz.country !== quiz.country,
          )
            ? quizPath(quiz.slug, other(quiz.country))
            : null,
          cover: quiz.cover,
        },
        context,
      ),
      chunks: ['screen-quiz'],
      payload,
      lastmod: newest(allPosts.filter((post) => post.country === quiz.country)),
    };
  });
  return [...indexes, ...posts, ...quizzes];
}
