import type { Paginated } from '@jara/contracts/api-envelope';

export const DEFAULT_PER_PAGE = 20;

export interface PageRequest {
  page?: number | undefined;
  per_page?: number | undefined;
}

export function paginate<T>(items: T[], request: PageRequest): Paginated<T> {
  const page = request.page ?? 1;
  const perPage = request.per_page ?? DEFAULT_PER_PAGE;
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    page,
    per_page: perPage,
    total: items.length,
    last_page: Math.max(1, Math.ceil(items.length / perPage)),
  };
}
