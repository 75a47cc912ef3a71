import { cartIdsQuery, getCarts } from './cart';
import { MAIN_BASE, setUpApiTest, success } from './testing/api-test-harness';

const api = setUpApiTest();

describe('cart reads send cart_ids only if every id is non-empty (spec 5)', () => {
  it.each([
    [['a'], { cart_ids: 'a' }],
    [['a', 'b', 'c'], { cart_ids: 'a,b,c' }],
    [['a', ''], {}],
    [['a', null], {}],
    [[undefined], {}],
    [['a', '  '], {}],
    [[], {}],
  ])('%j -> %j', (ids, query) => {
    expect(cartIdsQuery(ids)).toEqual(query);
  });

  it('sends the comma list when complete, and no parameter otherwise', async () => {
    api.signIn();
    api.main.onGet(`${MAIN_BASE}/marketplace/cart`).reply(200, success([]));
    await getCarts(['c-1', 'c-2']);
    await getCarts(['c-1', '']);
    expect(api.main.history.get.map((request) => request.params)).toEqual([
      { cart_ids: 'c-1,c-2' },
      {},
    ]);
  });
});
