import { getBusinessTypes, getTags, searchProducts } from '@jara/api/marketplace';
import type { Product } from '@jara/contracts/entities';
import { createQueryClient } from './query-client';
import {
  SEARCH_PAGE_SIZE,
  searchKeys,
  searchProductPagesQuery,
  tagsByBusinessTypeQuery,
} from './search-queries';

jest.mock('@jara/api/marketplace');

const page = (pageNumber: number, lastPage: number) => ({
  items: [] as Product[],
  page: pageNumber,
  per_page: SEARCH_PAGE_SIZE,
  total: 0,
  last_page: lastPage,
});

describe('search queries', () => {
  it('fetches the tags of each business type, one call per type, and keeps them together', async () => {
    jest.mocked(getBusinessTypes).mockResolvedValue([
      { id: 1, name: 'Restaurants', slug: 'restaurants' },
      { id: 4, name: 'Bakery', slug: 'bakery' },
    ]);
    jest
      .mocked(getTags)
      .mockImplementation(async (id) => [
        { id: id * 10, name: `Tag ${id}`, slug: `tag-${id}`, business_type_id: id },
      ]);

    const groups = await createQueryClient().fetchQuery(tagsByBusinessTypeQuery());

    expect(getTags).toHaveBeenCalledTimes(2);
    expect(getTags).toHaveBeenCalledWith(4, expect.objectContaining({ signal: expect.anything() }));
    expect(groups.map((group) => [group.businessType.slug, group.tags[0]?.slug])).toEqual([
      ['restaurants', 'tag-1'],
      ['bakery', 'tag-4'],
    ]);
  });

  it('pages product results with the text and the signal, stopping at the last page', async () => {
    jest.mocked(searchProducts).mockResolvedValueOnce(page(1, 2)).mockResolvedValueOnce(page(2, 2));
    const options = searchProductPagesQuery('KE', 'pilau');
    expect(options.queryKey).toEqual(searchKeys.productPages('KE', 'pilau'));

    const client = createQueryClient();
    await client.fetchInfiniteQuery(options);
    expect(searchProducts).toHaveBeenCalledWith(
      { query: 'pilau', page: 1, per_page: SEARCH_PAGE_SIZE },
      expect.objectContaining({ signal: expect.anything() }),
    );
    expect(options.getNextPageParam(page(1, 2), [], 1, [])).toBe(2);
    expect(options.getNextPageParam(page(2, 2), [], 2, [])).toBeUndefined();
  });
});
