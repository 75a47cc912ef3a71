/** Turns what axios throws when no answer arrived into an `ApiError` a customer can read. */
import axios from 'axios';
import { ApiError } from './api-error';
import { API_MESSAGES } from './api-messages';

export function toTransportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) {
    return new ApiError({ kind: 'aborted', message: API_MESSAGES.aborted });
  }
  if (axios.isAxiosError(error) && error.code === 'ETIMEDOUT') {
    return new ApiError({ kind: 'timeout', message: API_MESSAGES.timeout });
  }
  return new ApiError({ kind: 'network', message: API_MESSAGES.network });
}
