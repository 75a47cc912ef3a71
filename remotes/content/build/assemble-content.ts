import type { ContentBuild, PostPayload, QuizPayload } from '@jara/contracts/content';
import { COUNTRIES, COUNTRY_FOLDERS } from './countries';
import { createCoverCopier } from './covers';
import { withOneFeatured } from './featured';
import type { ParsedPost } from './read-posts';
import { readPosts } from './read-posts';
import { readQuizzes } from './read-quizzes';
import { relatedPosts } from './related-posts';
import { pairTwins, twinKey } from './twins';

/**
 * Everything the blog serves, from the authored files in `sourceDir`; covers are copied into
 * `distDir`. Throws a `SourceError` naming the first bad file.
 */
export function assembleContent(sourceDir: string, distDir: string): ContentBuild {
  const copyCover = createCoverCopier(sourceDir, distDir);
  const countries = COUNTRIES.map((folder) => ({
    country: COUNTRY_FOLDERS[folder],
    posts: withOneFeatured(readPosts(sourceDir, folder, copyCover)),
  }));
  const twins = pairTwins(countries.flatMap(({ posts }) => posts));
  const quizzes = readQuizzes(sourceDir, copyCover);
  const postPayload = (post: ParsedPost, countryPosts: ParsedPost[]): PostPayload => ({
    kind: 'post',
    post: { ...post.summary, html: post.html, twinSlug: twins.get(twinKey(post.summary)) ?? null },
    related: relatedPosts(
      post.summary,
      countryPosts.map((other) => other.summary),
    ),
  });
  return {
    indexes: countries.map(({ country, posts }) => ({
      kind: 'blog-index',
      country,
      posts: posts.map((post) => post.summary),
      quizzes: quizzes.filter(({ quiz }) => quiz.country === country).map(quizSummary),
    })),
    posts: countries.flatMap(({ posts }) => posts.map((post) => postPayload(post, posts))),
    quizzes,
  };
}

function quizSummary({ quiz }: QuizPayload) {
  const { slug, title, description, cover, questionCount } = quiz;
  return { slug, title, description, cover, questionCount };
}
