import type { CallRecorder } from './rush-figures';

/** How long one attempt may take, and how long a customer keeps retrying a call, like an app would. */
const ATTEMPT_TIMEOUT_MS = 10_000;
const RETRY_FOR_MS = 20_000;
const RETRY_PAUSE_MS = 500;

export interface RushResponse {
  status: number;
  /** The envelope's `data` for JSON answers; null for pages. */
  data: unknown;
  message: string;
}

export interface RushRequest {
  method: 'GET' | 'POST';
  /** Full URL. */
  url: string;
  /** The name the figures use, e.g. "GET /marketplace/vendors/:slug". */
  call: string;
  token?: string;
  /** The `location` header (NG or KE): the country the request shops in. */
  location?: string;
  json?: unknown;
  form?: Record<string, string>;
  /**
   * Refusals (4xx) that are this call's right answer, not a failure: a code the customer typed
   * that does not apply, a payer who comes to a link someone else has just paid.
   */
  expected?: readonly number[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 2xx answer, or a 303 (the provider's page sends the customer back). */
const succeeded = (status: number) => (status >= 200 && status < 300) || status === 303;

/**
 * Sends a request the way a customer's app does: when the server cannot be reached or fails
 * (5xx), it waits and tries again (order placement carries its idempotency key, so a retry
 * cannot place twice). Every attempt is recorded; a refusal (4xx) is answered, not retried.
 * Fetch keeps connections alive, so 200 customers do not open a socket per call.
 */
export async function send(recorder: CallRecorder, request: RushRequest): Promise<RushResponse> {
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.location) headers.location = request.location;
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  const giveUpAt = Date.now() + RETRY_FOR_MS;
  for (;;) {
    const started = performance.now();
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      const text = await response.text();
      const ok = succeeded(response.status) || (request.expected ?? []).includes(response.status);
      recorder.record(request.call, performance.now() - started, ok);
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      const envelope = isJson ? (JSON.parse(text) as { data?: unknown; message?: string }) : {};
      if (ok || response.status < 500 || Date.now() > giveUpAt) {
        return {
          status: response.status,
          data: envelope.data ?? null,
          message: envelope.message ?? '',
        };
      }
    } catch (error) {
      recorder.record(request.call, performance.now() - started, false);
      if (Date.now() > giveUpAt) throw error;
    }
    await pause(RETRY_PAUSE_MS);
  }
}
