/**
 * Reads the `{ status, message, data }` envelope of spec 6/8. Anything else (HTML from a proxy,
 * truncated JSON, a bare array) is reported as unreadable rather than trusted.
 */
import { z } from 'zod/mini';
import type { FieldErrors } from './api-error';

/** A missing or null message is read as "no message", not as a broken answer. */
const message = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => value?.trim() ?? ''),
);

/** Servers differ on `errors.field`: one message or a list. Unusable errors are dropped. */
const fieldErrors = z.catch(
  z.optional(
    z.record(
      z.string(),
      z.pipe(
        z.union([z.array(z.string()), z.string()]),
        z.transform((value: string[] | string) => [value].flat()),
      ),
    ),
  ),
  undefined,
);

const envelopeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), message, data: z.unknown() }),
  z.object({ status: z.literal('error'), message, errors: fieldErrors }),
]);

export type ReadEnvelope =
  | { status: 'success'; message: string; data: unknown }
  | { status: 'error'; message: string; fieldErrors: FieldErrors };

export function readEnvelope(body: unknown): ReadEnvelope | null {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) return null;
  const envelope = parsed.data;
  if (envelope.status === 'success') {
    return { status: 'success', message: envelope.message, data: envelope.data ?? null };
  }
  return { status: 'error', message: envelope.message, fieldErrors: envelope.errors ?? {} };
}
