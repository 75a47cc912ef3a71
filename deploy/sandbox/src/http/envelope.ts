import type { ApiFailure, ApiSuccess } from '@jara/contracts/api-envelope';

/** Reads answer with an empty message; writes pass the sentence the site shows as a toast. */
export function ok<T>(data: T, message = ''): ApiSuccess<T> {
  return { status: 'success', message, data };
}

export function failure(message: string, errors?: Record<string, string[]>): ApiFailure {
  return errors ? { status: 'error', message, errors } : { status: 'error', message };
}
