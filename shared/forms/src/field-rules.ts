/**
 * The rules form fields share, written once in `zod/mini` (a fraction of classic zod's bytes).
 * A bundle that has no zod of its own (checkout) builds its schemas from these too.
 */
import { z } from 'zod/mini';

/** The schema of a whole form: one rule per field. */
export const formSchema = z.object;

/** Text the customer must enter; sent without the spaces around it. */
export function requiredText(missing: string) {
  return z.string().check(z.trim(), z.minLength(1, missing));
}

/** Text the customer may leave empty; sent without the spaces around it. */
export function optionalText() {
  return z.string().check(z.trim());
}

/** A password or code, sent exactly as typed. */
export function requiredSecret(missing: string) {
  return z.string().check(z.minLength(1, missing));
}

export const INVALID_EMAIL = 'Enter a valid email address, like ada@example.com';

export function emailAddress(missing: string) {
  return z.pipe(requiredText(missing), z.email(INVALID_EMAIL));
}
