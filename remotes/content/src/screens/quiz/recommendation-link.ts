/**
 * Where a quiz result sends the reader: the dishes matching its words across the stores that
 * sell them, or a business type's stores; both in the reader's country.
 */
import type { CountryCode } from '@jara/contracts/constants';
import type { QuizRecommendation } from '@jara/contracts/content';
import { pathTo } from '@jara/contracts/site-paths';

export function recommendationPath(recommendation: QuizRecommendation, country: CountryCode) {
  return recommendation.kind === 'dish'
    ? pathTo('category', { params: { keywords: recommendation.keywords }, country })
    : pathTo('category', { params: { name: recommendation.slug }, country });
}
