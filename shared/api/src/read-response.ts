/**
 * Decides what one HTTP answer means: the envelope's data, or an `ApiError` carrying the
 * server's own message and field errors.
 */
import type { AxiosResponse } from 'axios';
import type { z } from 'zod/mini';
import { ApiError } from './api-error';
import { API_MESSAGES } from './api-messages';
import { readEnvelope } from './envelope';

export interface ReadSuccess {
  data: unknown;
  message: string;
}

function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

function unreadable(status: number): ApiError {
  return new ApiError({
    kind: 'unreadable',
    status,
    message: status >= 500 ? API_MESSAGES.serverTrouble : API_MESSAGES.unreadable,
  });
}

/**
 * @param dataSchema checks the fields of `data` the caller reads (spec 7 "It reads ..."), so a
 * wrong shape fails here with a plain message instead of breaking a screen later.
 */
export function readResponse(response: AxiosResponse, dataSchema?: z.ZodMiniType): ReadSuccess {
  const { status } = response;
  const envelope = readEnvelope(response.data);
  if (!envelope) throw unreadable(status);

  if (envelope.status === 'error') {
    throw new ApiError({
      kind: 'http',
      status,
      message: envelope.message || API_MESSAGES.failed,
      fieldErrors: envelope.fieldErrors,
    });
  }
  if (!isSuccessStatus(status)) {
    throw new ApiError({ kind: 'http', status, message: envelope.message || API_MESSAGES.failed });
  }
  if (dataSchema && !dataSchema.safeParse(envelope.data).success) throw unreadable(status);
  return { data: envelope.data, message: envelope.message };
}
