import { z } from 'zod';
import { POST_CATEGORIES } from '@jara/contracts/content';
import { countryCode, coverReference, description, isoDate, text } from './front-matter-fields';

export const postFrontMatter = z
  .strictObject({
    title: text,
    description,
    date: isoDate,
    updated: isoDate.optional(),
    author: z.strictObject({ name: text, role: text }),
    category: z.enum(POST_CATEGORIES.map((category) => category.slug)),
    tags: z.array(text).min(1, 'needs at least one tag'),
    cover: coverReference,
    country: countryCode,
    featured: z.boolean().optional(),
    twin: z.string().min(1).optional(),
  })
  .refine((post) => !post.updated || post.updated >= post.date, {
    path: ['updated'],
    message: 'must not be before date',
  });

export type PostFrontMatter = z.infer<typeof postFrontMatter>;
