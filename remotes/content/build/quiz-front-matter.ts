import { z } from 'zod';
import { countryCode, coverReference, description, kebabId, text } from './front-matter-fields';
import { checkQuizScoring } from './quiz-scoring-rules';

const recommendation = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('dish'), keywords: text, label: text }),
  /** `slug` is a marketplace business type (the sandbox seeds restaurants, homemade, groceries...). */
  z.strictObject({ kind: z.literal('category'), slug: kebabId, label: text }),
]);

const result = z.strictObject({
  id: kebabId,
  title: text,
  /** Markdown. */
  body: text,
  /** Scored quizzes only. */
  minPoints: z.int().min(0).optional(),
  /** One for every country, or one per country when the marketplaces differ. */
  recommendation: z.union([
    recommendation,
    z.strictObject({ ng: recommendation, ke: recommendation }),
  ]),
});

const option = z.strictObject({
  text,
  /** Scored quizzes only. */
  points: z.int().optional(),
  /** Typed quizzes only: the id of the result this answer leans to. */
  result: kebabId.optional(),
});

export const quizFrontMatter = z
  .strictObject({
    title: text,
    description,
    cover: coverReference,
    countries: z.array(countryCode).min(1, 'name at least one country'),
    scoring: z.enum(['score', 'type']),
    questions: z.array(z.strictObject({ text, options: z.array(option).min(2).max(6) })).min(1),
    results: z.array(result).min(2, 'needs at least two results'),
  })
  .superRefine(checkQuizScoring);

export type QuizFrontMatter = z.infer<typeof quizFrontMatter>;
export type QuizRecommendationSource = QuizFrontMatter['results'][number]['recommendation'];
