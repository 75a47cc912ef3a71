/**
 * The one path every call takes: build the URL and headers, send, read the envelope, then apply
 * the rules of spec 6 and 8 (logged out on a 401 or an account's 404, messages as toasts, silent calls).
 */
import { notify } from '@jara/bus/toast';
import type { ToastKind } from '@jara/contracts/bus-events';
import type { z } from 'zod/mini';
import type { ApiError } from './api-error';
import { getBaseUrl, type ApiBase } from './configure-api';
import { httpClients } from './http-clients';
import { readResponse } from './read-response';
import type { RequestOptions } from './request-options';
import { buildHeaders, currentToken } from './request-headers';
import { fillPath, splitRouteKey, type PathParamValues } from './route-path';
import { expireSessionIfStillSignedIn, notFoundMeaning, statusEndsSession } from './session-expiry';
import { toTransportError } from './transport-error';

/** How one call behaves, fixed by its typed function. */
export interface CallBehaviour extends RequestOptions {
  /** Spec 8: a failed login is a warning, every other failure an error. */
  failureToast?: Extract<ToastKind, 'error' | 'warning'>;
  /** Shown instead of the server's message when the call fails. */
  failureMessage?: string;
  /** Shown instead of the server's message when the call succeeds. */
  successToast?: { kind: ToastKind; message: string };
  dataSchema?: z.ZodMiniType;
}

export interface RequestInput {
  path?: PathParamValues;
  query?: object;
  body?: unknown;
}

/** Errors a customer can do nothing about are not toasted: an abort, or a missing config. */
function isWorthShowing(error: ApiError): boolean {
  return error.kind !== 'aborted' && error.kind !== 'not-configured';
}

function showFailure(error: ApiError, behaviour: CallBehaviour): void {
  if (behaviour.silent || !isWorthShowing(error)) return;
  const message = behaviour.failureMessage ?? error.message;
  if (behaviour.failureToast === 'warning') notify.warning(message);
  else notify.error(message);
}

function showSuccess(serverMessage: string, behaviour: CallBehaviour): void {
  if (behaviour.silent) return;
  if (behaviour.successToast) {
    notify[behaviour.successToast.kind](behaviour.successToast.message);
  } else if (serverMessage) {
    notify.success(serverMessage);
  }
}

async function exchange(
  base: ApiBase,
  key: string,
  input: RequestInput,
  behaviour: CallBehaviour,
): Promise<unknown> {
  const { method, path } = splitRouteKey(key);
  const url = fillPath(path, input.path);
  const baseURL = getBaseUrl(base);
  const token = currentToken(base);

  const response = await httpClients[base]
    .request({
      method,
      url,
      baseURL,
      params: input.query,
      data: input.body,
      headers: buildHeaders(token),
      signal: behaviour.signal,
    })
    .catch((error: unknown) => {
      throw toTransportError(error);
    });

  if (statusEndsSession(response.status, notFoundMeaning(base, key))) {
    expireSessionIfStillSignedIn(base, token);
  }
  const { data, message } = readResponse(response, behaviour.dataSchema);
  showSuccess(message, behaviour);
  return data;
}

export async function request<Data>(
  base: ApiBase,
  key: string,
  input: RequestInput,
  behaviour: CallBehaviour = {},
): Promise<Data> {
  try {
    return (await exchange(base, key, input, behaviour)) as Data;
  } catch (caught) {
    const error = toTransportError(caught);
    showFailure(error, behaviour);
    throw error;
  }
}
