/**
 * The one place a failed call becomes what a form shows: a server's per-field messages (the 422
 * `errors` object) go on the fields the form shows, through react-hook-form's `setError`;
 * everything else, from a field the form does not show to a dropped connection, becomes one
 * message for the whole form. The API client has already toasted the server's message; the
 * inline copy stays after the toast has gone.
 */
import { isApiError } from '@jara/api/api-error';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export const CONNECTION_PROBLEM =
  'We could not reach our servers. Check your connection and try again: what you typed is still here.';
export const UNKNOWN_PROBLEM = 'That did not work. Please try again in a moment.';

/** Returns the message for the form as a whole, or null when every message found its field. */
export function applyApiErrors<V extends FieldValues>(
  error: unknown,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): string | null {
  if (!isApiError(error)) return UNKNOWN_PROBLEM;
  if (error.kind === 'network' || error.kind === 'timeout') return CONNECTION_PROBLEM;
  const placed = fields.filter((field) => error.fieldErrors[field]?.length);
  placed.forEach((field, index) => {
    const message = error.fieldErrors[field]?.join(' ');
    // The first field in the form's own order takes the focus, so the customer lands on it.
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  const elsewhere = Object.entries(error.fieldErrors)
    .filter(([field]) => !(fields as readonly string[]).includes(field))
    .flatMap(([, messages]) => messages);
  return elsewhere.join(' ') || (placed.length > 0 ? null : error.message || UNKNOWN_PROBLEM);
}
