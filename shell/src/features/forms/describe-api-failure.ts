/**
 * Turns a failed call into what a form shows: the server's per-field messages beside the fields
 * the form has, everything else as one message above its button. The API client has already
 * shown the server's message as a toast; the inline copy stays after the toast has gone.
 */
import { isApiError } from '@jara/api/api-error';

export interface FormFailure<F extends string> {
  fieldErrors: Partial<Record<F, string>>;
  formError: string | null;
}

export const CONNECTION_PROBLEM =
  'We could not reach our servers. Check your connection and try again: what you typed is still here.';
const UNKNOWN_PROBLEM = 'That did not work. Please try again in a moment.';

export function describeApiFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
): FormFailure<F> {
  if (!isApiError(error)) return { fieldErrors: {}, formError: UNKNOWN_PROBLEM };
  if (error.kind === 'network' || error.kind === 'timeout') {
    return { fieldErrors: {}, formError: CONNECTION_PROBLEM };
  }
  const fieldErrors: Partial<Record<F, string>> = {};
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) fieldErrors[field as F] = messages.join(' ');
    else elsewhere.push(...messages);
  }
  const formError =
    elsewhere.join(' ') ||
    (Object.keys(fieldErrors).length > 0 ? null : error.message || UNKNOWN_PROBLEM);
  return { fieldErrors, formError };
}
