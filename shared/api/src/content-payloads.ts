/**
 * The shapes of the blog's `_payload.json` files, checked when they arrive: a payload from an
 * older or broken release fails here with a plain message instead of breaking a screen.
 */
import { z } from 'zod/mini';
import type { BlogIndexPayload, PostPayload, QuizPayload } from '@jara/contracts/content';
import { POST_CATEGORIES } from '@jara/contracts/content';

const country = z.enum(['NG', 'KE']);
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

const image = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
});

const postSummary = z.object({
  slug: z.string().check(z.minLength(1)),
  country,
  title: z.string(),
  description: z.string(),
  date: isoDate,
  updated: isoDate,
  category: z.enum(POST_CATEGORIES.map((category) => category.slug)),
  tags: z.array(z.string()),
  author: z.object({ name: z.string(), role: z.string() }),
  cover: image,
  readingMinutes: z.number(),
  featured: z.boolean(),
});

const quizSummary = z.object({
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  description: z.string(),
  cover: image,
  questionCount: z.number(),
});

export const blogIndexPayloadSchema = z.object({
  kind: z.literal('blog-index'),
  country,
  posts: z.array(postSummary),
  quizzes: z.array(quizSummary),
}) satisfies z.ZodMiniType<BlogIndexPayload>;

export const postPayloadSchema = z.object({
  kind: z.literal('post'),
  post: z.extend(postSummary, { html: z.string(), twinSlug: z.nullable(z.string()) }),
  related: z.array(postSummary),
}) satisfies z.ZodMiniType<PostPayload>;

const recommendation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dish'), keywords: z.string(), label: z.string() }),
  z.object({ kind: z.literal('category'), slug: z.string(), label: z.string() }),
]);

export const quizPayloadSchema = z.object({
  kind: z.literal('quiz'),
  quiz: z.extend(quizSummary, {
    country,
    scoring: z.enum(['score', 'type']),
    introHtml: z.string(),
    questions: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        options: z.array(
          z.object({
            id: z.string(),
            text: z.string(),
            points: z.number(),
            resultId: z.nullable(z.string()),
          }),
        ),
      }),
    ),
    results: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        html: z.string(),
        minPoints: z.number(),
        recommendation,
      }),
    ),
  }),
}) satisfies z.ZodMiniType<QuizPayload>;
