/**
 * Fetch with a per-attempt timeout and a few retries with backoff. A remote's manifest is small
 * and its server may be restarting during a release: a second try is usually all it needs.
 */
export interface RetryPolicy {
  attempts: number;
  /** Delay before retry n (1-based) is `backoffMs * 3^(n-1)`. */
  backoffMs: number;
  attemptTimeoutMs: number;
}

export const MANIFEST_RETRY: RetryPolicy = { attempts: 3, backoffMs: 250, attemptTimeoutMs: 4000 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    // A 5xx is the server struggling, worth another try; a 4xx will not change.
    if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
    return response;
  } finally {
    clearTimeout(timer);
  }
}

export async function retryingFetch(
  url: string,
  init: RequestInit,
  policy: RetryPolicy = MANIFEST_RETRY,
): Promise<Response> {
  let lastError: unknown;
  for (let n = 0; n < policy.attempts; n += 1) {
    if (n > 0) await wait(policy.backoffMs * 3 ** (n - 1));
    try {
      return await attempt(url, init, policy.attemptTimeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
