import { z } from 'zod';
import { fieldError } from '../http/api-error';
import type { SandboxContext } from '../sandbox-context';

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

/**
 * A return address must be a page of the site itself: the hosted page would otherwise send a
 * payer, with the payment's reference, wherever whoever started the payment named.
 */
export function assertSiteReturnUrl(ctx: SandboxContext, url: string): void {
  if (!ctx.siteOrigins.includes(new URL(url).origin)) {
    throw fieldError('return_url', 'The return_url must be a page of this site.');
  }
}

export const idempotencyKey = z
  .string({ error: 'The idempotency_key field is required.' })
  .trim()
  .min(8, { message: 'The idempotency_key must be at least 8 characters.' })
  .max(100);
