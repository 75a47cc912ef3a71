/**
 * The page's one QueryClient. It anchors itself on a global key, like the bus: federation shares
 * `@jara/query` per subpath, so a remote may run its own copy of this module, and every copy must
 * hand out the same cache, or a fact fetched or invalidated in one bundle would be stale in
 * another.
 */
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';

const GLOBAL_KEY = '__JARA_QUERY_CLIENT__';
type QueryGlobal = typeof globalThis & { [GLOBAL_KEY]?: QueryClient };

const MAX_RETRIES = 2;

/**
 * A dropped connection or a 5xx may pass; an answer the server gave on purpose (4xx), a
 * cancelled request or a call that could not be sent will fail the same way again. A timeout is
 * not asked again: it already waited its full 20 s, and two more would keep the customer in front
 * of a skeleton for a minute; the screen's Try again is one press away.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && (error.status === null || error.status >= 500);
}

export const DEFAULT_QUERY_OPTIONS = {
  queries: {
    // Server facts change slowly; invalidation after a mutation is what makes them current.
    staleTime: 30_000,
    retry: shouldRetry,
    // Six bundles mount queries: refetching them all on every tab switch would be a storm.
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

/** A fresh client with the site's defaults; `overrides` let a test turn retries off. */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...DEFAULT_QUERY_OPTIONS.queries, ...overrides.queries },
      mutations: { ...DEFAULT_QUERY_OPTIONS.mutations, ...overrides.mutations },
    },
  });
}

export function getQueryClient(): QueryClient {
  const scope = globalThis as QueryGlobal;
  scope[GLOBAL_KEY] ??= createQueryClient();
  return scope[GLOBAL_KEY];
}
