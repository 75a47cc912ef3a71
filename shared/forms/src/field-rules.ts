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

export const PASSWORDS_DIFFER = 'The two passwords are not the same. Type the new one again.';

/**
 * A new password and the same one typed again (`password`, `password_confirmation`): the second
 * is checked here, never sent, and a difference is told under it.
 */
export function confirmedNewPassword<
  S extends z.ZodMiniType<{ password: string; password_confirmation: string }, unknown>,
>(schema: S): S {
  return schema.check(
    z.refine(
      (values: { password: string; password_confirmation: string }) =>
        values.password === values.password_confirmation,
      { message: PASSWORDS_DIFFER, path: ['password_confirmation'] },
    ),
  );
}

export const INVALID_EMAIL = 'Enter a valid email address, like ada@example.com';

export function emailAddress(missing: string) {
  return z.pipe(requiredText(missing), z.email(INVALID_EMAIL));
}

/**
 * A whole amount of money typed in a text box ("5000" or "5,000"), sent as a number. `outside`
 * says what the form takes, and is the message for anything else.
 */
export function wholeAmountBetween(min: number, max: number, outside: string) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.regex(/^\d[\d,]*$/, outside),
      z.overwrite((text) => text.replaceAll(',', '')),
    ),
    z.pipe(
      z.transform((digits: string) => Number(digits)),
      z.number().check(z.gte(min, outside), z.lte(max, outside)),
    ),
  );
}

/** A phone number as people write it (digits, an optional leading +, spaces, dashes,
 * brackets), or nothing. The same shape the API accepts, so it refuses nothing we let through. */
const PHONE = /^\+?[0-9][0-9 ()-]{6,19}$/;

export function optionalPhone(invalid: string) {
  return z.string().check(
    z.trim(),
    z.refine((text) => text === '' || PHONE.test(text), invalid),
  );
}

/** A checkbox: ticked or not. */
export function ticked() {
  return z.boolean();
}

/** Text of a bounded length (a message), sent without the spaces around it. */
export function textOfLength(min: number, max: number, messages: { short: string; long: string }) {
  return z
    .string()
    .check(z.trim(), z.minLength(min, messages.short), z.maxLength(max, messages.long));
}

/** One of a fixed set of values chosen in a select whose placeholder is the empty string. */
export function oneOf<T extends string>(values: readonly [T, ...T[]], missing: string) {
  return z.pipe(z.string(), z.enum(values, missing));
}

/** Rows of the same few fields, one per thing listed (the lines of an order). */
export const rowsOf = z.array;

/** One of a fixed set of values, or the empty string when the customer chose none. */
export function optionalChoice<T extends string>(values: readonly [T, ...T[]]) {
  return z.union([z.literal(''), z.enum(values)]);
}

/**
 * A rule about several fields at once (at least one of them filled): `message` is told at
 * `field`, where the customer can act on it.
 */
export function formRule<V, S extends z.ZodMiniType<V, unknown>>(
  schema: S,
  holds: (values: V) => boolean,
  { message, field }: { message: string; field: string },
): S {
  return schema.check(z.refine(holds, { message, path: [field] }));
}
