/**
 * Reads a prerendered page's `_payload.json` from the site's own origin (spec 7, "Other
 * traffic"). Not an API call: no envelope, no session, and a 404 means the page does not exist.
 */
import type { z } from 'zod/mini';
import { payloadPath } from '@jara/contracts/prerender';
import { ApiError } from './api-error';
import { API_MESSAGES } from './api-messages';

/** `null` when the site has no such page; throws an `ApiError` when it cannot be read. */
export async function fetchPagePayload<T>(
  pagePath: string,
  schema: z.ZodMiniType<T>,
  signal?: AbortSignal,
): Promise<T | null> {
  let response: Response;
  try {
    response = await fetch(payloadPath(pagePath), { signal, credentials: 'same-origin' });
  } catch {
    if (signal?.aborted) throw new ApiError({ kind: 'aborted', message: API_MESSAGES.failed });
    throw new ApiError({ kind: 'network', message: API_MESSAGES.network });
  }
  if (response.status === 404) return null;
  if (!response.ok) {
    throw new ApiError({
      kind: 'http',
      status: response.status,
      message: API_MESSAGES.serverTrouble,
    });
  }
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new ApiError({
      kind: 'unreadable',
      status: response.status,
      message: API_MESSAGES.unreadable,
    });
  }
  return parsed.data;
}
