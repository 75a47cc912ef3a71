/** Links between the blog's pages, in the reader's country, from the site map. */
import type { CountryCode } from '@jara/contracts/constants';
import { pathTo } from '@jara/contracts/site-paths';

export const blogPath = (country: CountryCode) => pathTo('blog', { country });

export const postPath = (slug: string, country: CountryCode) =>
  pathTo('post', { params: { slug }, country });

export const quizPath = (quiz: string, country: CountryCode) =>
  pathTo('quiz', { params: { quiz }, country });
