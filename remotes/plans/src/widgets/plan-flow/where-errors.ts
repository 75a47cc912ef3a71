/**
 * The server's refusals of what the where step asked (a drop-off field it finds too long, a first
 * day now past), handed from Pay on the review step to the where step, which shows each under
 * its field. Kept in memory only: a reload asks again anyway.
 */
import { createStore } from 'zustand/vanilla';
import { isApiError } from '@jara/api/api-error';
import { DROP_OFF_FIELDS, type DropOffName } from '@jara/forms/drop-off-fields';

export type WhereField = DropOffName | 'startDate';
export type WhereErrors = Partial<Record<WhereField, string>>;

/** The request's field name of each field the where step shows, in the form's order. */
const REQUEST_FIELDS: [string, WhereField][] = [
  ...DROP_OFF_FIELDS.map(({ name }): [string, WhereField] => [`drop_off.${name}`, name]),
  ['start_date', 'startDate'],
];

/** The messages a failed Pay has for the where step's fields, or null when it has none. */
export function whereErrorsOf(error: unknown): WhereErrors | null {
  if (!isApiError(error)) return null;
  const errors: WhereErrors = {};
  for (const [sent, field] of REQUEST_FIELDS) {
    const messages = error.fieldErrors[sent];
    if (messages?.length) errors[field] = messages.join(' ');
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

export const whereErrorsStore = createStore<{ errors: WhereErrors | null }>(() => ({
  errors: null,
}));

/** The messages waiting for the where step, once: taking them clears them. */
export function takeWhereErrors(): WhereErrors | null {
  const { errors } = whereErrorsStore.getState();
  if (errors) whereErrorsStore.setState({ errors: null });
  return errors;
}
