import { waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { Cart } from '@jara/contracts/entities';
import { cartStore } from '@jara/state/cart-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCart, aCartItem } from '@jara/testing/builders/cart';
import { collectToasts } from '@jara/testing/load-faults';
import {
  cartAdded,
  cartCheckedOut,
  cartEdited,
  cartItemCount,
  cartKeys,
  cartsQuery,
  totalItemCount,
} from './cart-queries';
import { createQueryClient } from './query-client';
import { queryOf } from '@jara/testing/sent-requests';

const api = setUpApiDouble();
const toasts = collectToasts();
const READ = 'GET /marketplace/cart';

const cart = (vendor: string, uuid: string, quantities: number[]): Cart =>
  aCart({
    uuid,
    vendor,
    items: quantities.map((quantity, index) =>
      aCartItem({ uuid: `${uuid}-${index}`, product_uuid: `p${index}`, quantity }),
    ),
  });

const vendorsIn = (client: ReturnType<typeof createQueryClient>) =>
  client.getQueryData<Cart[]>(cartKeys.all)?.map((each) => `${each.vendor}:${each.uuid}`);

beforeEach(() => cartStore.getState().clear());

describe('cartsQuery', () => {
  it("asks for the stored ids; the store takes the server's ids, the list its non-empty carts", async () => {
    cartStore.setState({ cartIds: { v1: 'c1', v2: 'gone', v3: 'c3' }, activeVendorId: 'v2' });
    api.answer(READ, [cart('v1', 'c1', [1]), cart('v3', 'c3', [])]);

    const carts = await createQueryClient().fetchQuery(cartsQuery());

    expect(api.sent(READ).map(queryOf)).toEqual([{ cart_ids: 'c1,gone,c3' }]);
    expect(carts.map((each) => each.uuid)).toEqual(['c1']);
    expect(cartStore.getState()).toMatchObject({
      cartIds: { v1: 'c1', v3: 'c3' },
      activeVendorId: null,
    });
  });

  it('is personal: the end of the session drops it', () => {
    expect(cartsQuery().meta?.personal).toBe(true);
  });
});

describe('writing what the server answered into the carts', () => {
  async function clientWith(carts: Cart[]) {
    const client = createQueryClient();
    api.answer(READ, carts);
    await client.fetchQuery(cartsQuery());
    return client;
  }

  it('an added item: the cart takes its place in the list (or joins it) and becomes active', async () => {
    const client = await clientWith([cart('v1', 'c1', [1]), cart('v2', 'c2', [1])]);
    await cartAdded(client, cart('v1', 'c1', [1, 1]));
    await cartAdded(client, cart('v3', 'c3', [1]));
    expect(vendorsIn(client)).toEqual(['v1:c1', 'v2:c2', 'v3:c3']);
    expect(totalItemCount(client.getQueryData<Cart[]>(cartKeys.all) ?? [])).toBe(4);
    expect(cartStore.getState().activeVendorId).toBe('v3');
  });

  it('an edit that empties a cart forgets it and tracks it once; an order placed is not tracked', async () => {
    const emptied: unknown[] = [];
    const off = bus.on('cart:emptied', (event) => emptied.push(event));
    const client = await clientWith([cart('v1', 'c1', [1]), cart('v2', 'c2', [1])]);

    await cartEdited(client, cart('v1', 'c1', []));
    await cartCheckedOut(client, 'v2');
    off();

    expect(emptied).toEqual([{ vendorId: 'v1', cartId: 'c1' }]);
    expect(vendorsIn(client)).toEqual([]);
    expect(cartStore.getState().cartIds).toEqual({});
  });

  it('a change made while a read is on its way wins: the read is cancelled at the network', async () => {
    const client = await clientWith([cart('v1', 'c1', [1])]);
    api.break(READ, 'hang');
    const reading = client.refetchQueries({ queryKey: cartKeys.all });
    await waitFor(() => expect(api.sent(READ)).toHaveLength(2));

    await cartEdited(client, cart('v1', 'c1', [5]));
    await reading;

    expect(api.sent(READ)[1]!.signal.aborted).toBe(true);
    expect(cartItemCount(client.getQueryData<Cart[]>(cartKeys.all)?.[0])).toBe(5);
    expect(cartStore.getState().cartIds).toEqual({ v1: 'c1' });
  });

  it('a read overtaken by an added cart never reaches the store: its older answer is dropped', async () => {
    const client = await clientWith([cart('v1', 'c1', [1])]);
    let answerLate: (carts: Cart[]) => void = () => undefined;
    api.answerWith(READ, () => new Promise<Cart[]>((resolve) => (answerLate = resolve)));
    const reading = client.refetchQueries({ queryKey: cartKeys.all });
    await waitFor(() => expect(api.sent(READ)).toHaveLength(2));

    await cartAdded(client, cart('v2', 'c2', [1]));
    answerLate([cart('v1', 'c1', [1])]);
    await reading;

    expect(cartStore.getState()).toMatchObject({
      cartIds: { v1: 'c1', v2: 'c2' },
      activeVendorId: 'v2',
    });
    expect(vendorsIn(client)).toEqual(['v1:c1', 'v2:c2']);
  });

  it('carts never read are not started from one cart: they are read whole', async () => {
    const client = createQueryClient();
    await cartAdded(client, cart('v1', 'c1', [1]));
    expect(client.getQueryData(cartKeys.all)).toBeUndefined();
    expect(cartStore.getState().cartIds).toEqual({ v1: 'c1' });
  });

  it('a failed read keeps the carts already known, without a toast', async () => {
    const client = await clientWith([cart('v1', 'c1', [1])]);
    // A 4xx: the client would retry a 5xx or a lost connection seconds later.
    api.refuse(READ, 403, 'Not now.');
    await client.refetchQueries({ queryKey: cartKeys.all });
    expect(vendorsIn(client)).toEqual(['v1:c1']);
    expect(client.getQueryState(cartKeys.all)?.status).toBe('error');
    expect(toasts).toEqual([]);
  });
});
