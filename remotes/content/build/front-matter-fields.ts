/** Front-matter fields posts and quizzes share. */
import { z } from 'zod';

export const text = z.string().trim().min(1, 'must not be empty');

/** Search engines show about 155 characters; shorter says too little, longer is cut. */
export const description = z
  .string()
  .trim()
  .min(100, 'must be at least 100 characters (aim for 140-160)')
  .max(170, 'must be at most 170 characters (aim for 140-160)');

/** YAML turns `2026-03-02` into a Date; a quoted date stays a string. Both become YYYY-MM-DD. */
export const isoDate = z.union([
  z.iso.date(),
  z.date().transform((date) => date.toISOString().slice(0, 10)),
]);

export const countryCode = z.enum(['ng', 'ke']);

export const kebabId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

export const coverReference = z.strictObject({
  src: z
    .string()
    .regex(/^covers\/([a-z0-9-]+\/)*[a-z0-9-]+\.svg$/, 'must be an .svg file under covers/'),
  alt: text,
});
