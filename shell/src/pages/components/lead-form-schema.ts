/**
 * What a lead form checks before it sends anything: the same fields the waiting list takes
 * (name, email, service), with messages that say how to fix the entry.
 */
import { INVALID_EMAIL } from '@jara/forms/field-rules';
import { z } from 'zod/mini';

export const leadSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter your name'),
      z.maxLength(120, 'Use 120 characters or fewer for your name'),
    ),
  email: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter your email address'),
        z.maxLength(254, 'That email address is too long'),
      ),
    z.email(INVALID_EMAIL),
  ),
  service: z.string().check(z.minLength(1, 'Choose what you are interested in')),
});
