/**
 * What a lead form checks before it sends anything: the same fields the waiting list takes
 * (name, email, service), with messages that say how to fix the entry.
 */
import { z } from 'zod/mini';

export const LEAD_FIELDS = ['name', 'email', 'service'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadValues = Record<LeadField, string>;
export type LeadErrors = Partial<Record<LeadField, string[]>>;

const leadSchema = z.object({
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
    z.email('Enter a valid email address, like ada@example.com'),
  ),
  service: z.string().check(z.minLength(1, 'Choose what you are interested in')),
});

export type LeadCheck = { ok: true; values: LeadValues } | { ok: false; errors: LeadErrors };

export function checkLead(values: LeadValues): LeadCheck {
  const result = leadSchema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  return { ok: false, errors: z.flattenError(result.error).fieldErrors };
}

export function isLeadField(key: string): key is LeadField {
  return (LEAD_FIELDS as readonly string[]).includes(key);
}
