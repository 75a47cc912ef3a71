/**
 * The blog's data: each page's `_payload.json`, keyed by the page's path. On a prerendered page
 * the file is already on its way (the document preloads it), and the prerender seeds the same
 * key, so a post is read once and never from the API.
 */
import { queryOptions } from '@tanstack/react-query';

export const contentKeys = {
  all: ['content'] as const,
  page: (path: string) => [...contentKeys.all, 'page', path] as const,
};

const payloadApi = () => import('@jara/api/page-payload');
const schemas = () => import('@jara/api/content-payloads');

/** A payload never changes under a release's path: keep it for the visit. */
const FOR_THE_VISIT = Infinity;

export function blogIndexQuery(path: string) {
  return queryOptions({
    queryKey: contentKeys.page(path),
    queryFn: async ({ signal }) =>
      (await payloadApi()).fetchPagePayload(path, (await schemas()).blogIndexPayloadSchema, signal),
    staleTime: FOR_THE_VISIT,
  });
}

export function postQuery(path: string) {
  return queryOptions({
    queryKey: contentKeys.page(path),
    queryFn: async ({ signal }) =>
      (await payloadApi()).fetchPagePayload(path, (await schemas()).postPayloadSchema, signal),
    staleTime: FOR_THE_VISIT,
  });
}

export function quizQuery(path: string) {
  return queryOptions({
    queryKey: contentKeys.page(path),
    queryFn: async ({ signal }) =>
      (await payloadApi()).fetchPagePayload(path, (await schemas()).quizPayloadSchema, signal),
    staleTime: FOR_THE_VISIT,
  });
}
