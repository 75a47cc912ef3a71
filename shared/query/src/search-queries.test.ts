import { http, HttpResponse } from 'msw';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Product, Tag } from '@jara/contracts/entities';
import { MAIN_BASE, setUpApiDouble } from '@jara/testing/api-double';
import { createQueryClient } from './query-client';
import {
  SEARCH_PAGE_SIZE,
  searchKeys,
  searchProductPagesQuery,
  tagsByBusinessTypeQuery,
} from './search-queries';
import { queryOf } from '@jara/testing/sent-requests';
import { cancelledRequest } from './testing/sent-requests';

const api = setUpApiDouble();

const page = (pageNumber: number, lastPage: number): Paginated<Product> => ({
  items: [],
  page: pageNumber,
  per_page: SEARCH_PAGE_SIZE,
  total: 0,
  last_page: lastPage,
});

/**
 * Each business type's tags, as the server answers `business_typee_id`: the double answers a
 * call the same whatever its query, and these calls differ only by it.
 */
function answerTagsPerType() {
  api.server.use(
    http.get(`${MAIN_BASE}/marketplace/tags`, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('business_typee_id'));
      const tags: Tag[] = [
        { id: id * 10, name: `Tag ${id}`, slug: `tag-${id}`, business_type_id: id },
      ];
      return HttpResponse.json({ status: 'success', message: '', data: tags });
    }),
  );
}

describe('search queries', () => {
  it('fetches the tags of each business type, one call per type, and keeps them together', async () => {
    api.answer('GET /marketplace/business_types', [
      { id: 1, name: 'Restaurants', slug: 'restaurants' },
      { id: 4, name: 'Bakery', slug: 'bakery' },
    ]);
    answerTagsPerType();

    const groups = await createQueryClient().fetchQuery(tagsByBusinessTypeQuery());

    expect(api.sent('GET /marketplace/tags').map(queryOf)).toEqual([
      { business_typee_id: '1' },
      { business_typee_id: '4' },
    ]);
    expect(groups.map((group) => [group.businessType.slug, group.tags[0]?.slug])).toEqual([
      ['restaurants', 'tag-1'],
      ['bakery', 'tag-4'],
    ]);
  });

  it('cancelling the tags aborts the call under way', async () => {
    api.answer('GET /marketplace/business_types', [{ id: 4, name: 'Bakery', slug: 'bakery' }]);
    const request = await cancelledRequest(
      api,
      'GET /marketplace/tags',
      createQueryClient(),
      (client) => client.fetchQuery(tagsByBusinessTypeQuery()),
    );
    expect(request.signal.aborted).toBe(true);
  });

  it('pages product results with the text, stopping at the last page', async () => {
    api.answer('GET /marketplace/search/products', page(1, 2));
    const options = searchProductPagesQuery('KE', 'pilau', {});
    expect(options.queryKey).toEqual(searchKeys.productPages('KE', 'pilau', {}));
    expect(options.meta).toBeUndefined();

    await createQueryClient().fetchInfiniteQuery(options);
    expect(api.sent('GET /marketplace/search/products').map(queryOf)).toEqual([
      { query: 'pilau', page: '1', per_page: String(SEARCH_PAGE_SIZE) },
    ]);
    expect(options.getNextPageParam(page(1, 2), [], 1, [])).toBe(2);
    expect(options.getNextPageParam(page(2, 2), [], 2, [])).toBeUndefined();
  });

  it("sends the customer's point with the dishes, in a key marked theirs", async () => {
    api.answer('GET /marketplace/search/products', page(1, 1));
    const point = { latitude: -1.29, longitude: 36.82 };
    const options = searchProductPagesQuery('KE', '', point);
    expect(options.queryKey).toEqual(searchKeys.productPages('KE', '', point));
    expect(options.meta?.personal).toBe(true);

    await createQueryClient().fetchInfiniteQuery(options);
    expect(api.sent('GET /marketplace/search/products').map(queryOf)).toEqual([
      { query: '', latitude: '-1.29', longitude: '36.82', page: '1', per_page: '12' },
    ]);
  });

  it('cancelling the product results aborts their call', async () => {
    const request = await cancelledRequest(
      api,
      'GET /marketplace/search/products',
      createQueryClient(),
      (client) => client.fetchInfiniteQuery(searchProductPagesQuery('KE', 'pilau', {})),
    );
    expect(request.signal.aborted).toBe(true);
  });
});
