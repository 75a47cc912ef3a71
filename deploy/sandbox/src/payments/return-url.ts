import { z } from 'zod';

/** Where the provider sends the customer back: only a web address, never `javascript:` and the like. */
export const returnUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: 'The return_url must be an http or https address.' },
  );

export const idempotencyKey = z
  .string({ error: 'The idempotency_key field is required.' })
  .trim()
  .min(8, { message: 'The idempotency_key must be at least 8 characters.' })
  .max(100);
