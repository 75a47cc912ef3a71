/**
 * Turns a failed waiting-list call into what the form shows: the server's per-field messages
 * beside their fields, anything else as one message above the button. The API client has
 * already toasted the server's message; the inline copy stays after the toast has gone.
 */
import { isApiError } from '@jara/api/api-error';
import { isLeadField, type LeadErrors } from './lead-form-schema';

export interface LeadFailure {
  fieldErrors: LeadErrors;
  formError: string | null;
}

const CONNECTION_MESSAGE =
  'We could not reach our servers. Check your connection and try again: your details are still here.';
const GENERIC_MESSAGE = 'Your details were not sent. Please try again in a moment.';

export function describeLeadFailure(error: unknown): LeadFailure {
  if (!isApiError(error)) return { fieldErrors: {}, formError: GENERIC_MESSAGE };
  if (error.kind === 'network' || error.kind === 'timeout') {
    return { fieldErrors: {}, formError: CONNECTION_MESSAGE };
  }
  const fieldErrors: LeadErrors = {};
  const otherMessages: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (isLeadField(field)) fieldErrors[field] = messages;
    else otherMessages.push(...messages);
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const formError =
    otherMessages.join(' ') || (hasFieldErrors ? null : error.message || GENERIC_MESSAGE);
  return { fieldErrors, formError };
}
