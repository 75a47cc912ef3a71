import type { Cart, Product } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
let token: string;
let products: Product[];
let plain: Product;
let withOptionalAddons: Product;
let withRequiredAddon: Product;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
  products = t.data(await t.call<Product[]>('GET', '/marketplace/vendors/island-bukka/products'));
  const available = products.filter((product) => product.is_available);
  plain = available.find((product) => product.addon_groups.length === 0) as Product;
  withOptionalAddons = available.find(
    (product) =>
      product.addon_groups.length > 0 && product.addon_groups.every((group) => group.min === 0),
  ) as Product;
  withRequiredAddon = available.find((product) =>
    product.addon_groups.some((group) => group.min > 0),
  ) as Product;
});
afterAll(() => t.sandbox.stop());

const vendorId = () => plain.vendor_uuid;
const add = (body: Record<string, unknown>) =>
  t.call<Cart>('POST', '/marketplace/cart/items', {
    token,
    body: { vendor_id: vendorId(), cart_id: null, quantity: 1, ...body },
  });

describe('cart per vendor', () => {
  let cart: Cart;

  it('starts a cart for the vendor and merges the same choice into one line', async () => {
    const first = await add({ product_uuid: plain.uuid, quantity: 2 });
    expect(first.body.message).toBe('Item added to cart.');
    cart = t.data(first);
    expect(cart).toMatchObject({
      vendor: vendorId(),
      vendor_name: 'Island Bukka',
      currency: 'NGN',
      main_items_count: 2,
    });
    const again = t.data(await add({ product_uuid: plain.uuid, cart_id: cart.uuid, quantity: 3 }));
    expect(again.uuid).toBe(cart.uuid);
    expect(again.items).toHaveLength(1);
    expect(again.main_items_count).toBe(5);
    expect(again.subtotal).toBe(plain.price * 5);
  });

  it('keeps a different add-on choice on its own line and prices the add-ons', async () => {
    const addon = withOptionalAddons.addon_groups[0]?.addons[0];
    const result = t.data(
      await add({
        product_uuid: withOptionalAddons.uuid,
        cart_id: cart.uuid,
        addons: [{ addon_uuid: addon?.uuid, quantity: 1 }],
      }),
    );
    const line = result.items.find((item) => item.product_uuid === withOptionalAddons.uuid);
    expect(line?.addons).toEqual([
      expect.objectContaining({
        addon_uuid: addon?.uuid,
        name: addon?.name,
        price: addon?.price,
        quantity: 1,
      }),
    ]);
    expect(result.subtotal).toBe(plain.price * 5 + withOptionalAddons.price + (addon?.price ?? 0));
    expect(result.main_items_count).toBe(6);
    cart = result;
  });

  it('enforces add-on groups and writes nothing when it refuses', async () => {
    const missingRequired = await add({ product_uuid: withRequiredAddon.uuid, cart_id: cart.uuid });
    expect(missingRequired.status).toBe(422);
    expect(missingRequired.body.message).toMatch(/^Choose at least 1 from "/);
    const foreign = await add({
      product_uuid: plain.uuid,
      cart_id: cart.uuid,
      addons: [{ addon_uuid: withOptionalAddons.addon_groups[0]?.addons[0]?.uuid, quantity: 1 }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({
      errors: { 'addons.0.addon_uuid': [`This add-on is not offered with ${plain.name}.`] },
    });
    const after = t.data(
      await t.call<Cart[]>('GET', `/marketplace/cart?cart_ids=${cart.uuid}`, { token }),
    );
    expect(after[0]).toEqual(cart);
  });

  it('refuses unavailable products, products of another store and impossible quantities', async () => {
    const soldOut = products.find((product) => !product.is_available);
    if (soldOut)
      expect((await add({ product_uuid: soldOut.uuid })).body.message).toBe(
        `${soldOut.name} is currently unavailable.`,
      );
    const elsewhere = t.data(
      await t.call<Product[]>('GET', '/marketplace/vendors/suya-spot-ikoyi/products'),
    )[0];
    expect((await add({ product_uuid: elsewhere?.uuid })).status).toBe(422);
    expect((await add({ product_uuid: plain.uuid, quantity: 0 })).status).toBe(422);
    expect((await add({ product_uuid: plain.uuid, quantity: 98 })).body.message).toMatch(
      /at most 99/,
    );
    expect((await add({ product_uuid: plain.uuid, vendor_id: 'ghost-store' })).body).toMatchObject({
      errors: { vendor_id: ['The selected store does not exist.'] },
    });
  });

  it('reads carts by cart_ids and refuses an empty id in the list', async () => {
    const listed = t.data(
      await t.call<Cart[]>('GET', `/marketplace/cart?cart_ids=${cart.uuid},unknown-cart`, {
        token,
      }),
    );
    expect(listed.map((entry) => entry.uuid)).toEqual([cart.uuid]);
    const all = t.data(await t.call<Cart[]>('GET', '/marketplace/cart', { token }));
    expect(all.length).toBeGreaterThanOrEqual(2);
    const bad = await t.call('GET', `/marketplace/cart?cart_ids=${cart.uuid},`, { token });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Every cart id in cart_ids must be non-empty.');
  });

  it('updates quantities, removes lines and refuses items of another cart', async () => {
    const line = cart.items[0];
    const updated = await t.call<Cart>('PUT', `/marketplace/cart/${cart.uuid}/items`, {
      token,
      body: { items: [{ uuid: line?.uuid, quantity: 1 }] },
    });
    expect(updated.body.message).toBe('Cart updated.');
    expect(t.data(updated).items[0]?.quantity).toBe(1);
    const stranger = await t.call('PUT', `/marketplace/cart/${cart.uuid}/items`, {
      token,
      body: { items: [{ uuid: 'nope', quantity: 1 }] },
    });
    expect(stranger.body).toMatchObject({
      status: 'error',
      errors: { 'items.0': ['This item is not in the cart.'] },
    });
    const removed = await t.call<Cart>('POST', `/marketplace/cart/${cart.uuid}/items/delete`, {
      token,
      body: { item_ids: [line?.uuid] },
    });
    expect(removed.body.message).toBe('Item removed from cart.');
    expect(t.data(removed).items.map((item) => item.uuid)).not.toContain(line?.uuid);
    expect(
      (
        await t.call('PUT', '/marketplace/cart/not-a-cart/items', {
          token,
          body: { items: [{ uuid: 'x', quantity: 1 }] },
        })
      ).status,
    ).toBe(404);
  });

  it('edits the add-ons of a line: replace, add, set quantities and delete', async () => {
    const line = t
      .data(await add({ product_uuid: withOptionalAddons.uuid, cart_id: cart.uuid }))
      .items.find(
        (item) => item.product_uuid === withOptionalAddons.uuid && item.addons.length === 0,
      );
    const [first, second] = withOptionalAddons.addon_groups[0]?.addons ?? [];
    const replaced = t.data(
      await t.call<Cart>('PUT', `/marketplace/cart/items/${line?.uuid}/addons/replace`, {
        token,
        body: { addons: [{ addon_uuid: first?.uuid, quantity: 1 }] },
      }),
    );
    const lineOf = (result: Cart) => result.items.find((item) => item.uuid === line?.uuid);
    expect(lineOf(replaced)?.addons.map((addon) => addon.addon_uuid)).toEqual([first?.uuid]);
    const added = t.data(
      await t.call<Cart>('POST', `/marketplace/storefront/cart/items/${line?.uuid}/addons`, {
        token,
        body: { addons: [{ addon_uuid: second?.uuid, quantity: 1 }] },
      }),
    );
    expect(lineOf(added)?.addons).toHaveLength(2);
    const set = t.data(
      await t.call<Cart>('PUT', `/marketplace/storefront/cart/items/${line?.uuid}/addons`, {
        token,
        body: { addons: [{ addon_uuid: second?.uuid, quantity: 0 }] },
      }),
    );
    expect(lineOf(set)?.addons.map((addon) => addon.addon_uuid)).toEqual([first?.uuid]);
    const chosen = lineOf(set)?.addons[0]?.uuid;
    const deleted = await t.call<Cart>(
      'POST',
      `/marketplace/storefront/cart/items/${line?.uuid}/addons/delete`,
      { token, body: { cart_item_addon_ids: [chosen] } },
    );
    expect(deleted.body.message).toBe('Add-ons removed.');
    expect(lineOf(t.data(deleted))?.addons).toEqual([]);
    const unknown = await t.call(
      'POST',
      `/marketplace/storefront/cart/items/${line?.uuid}/addons/delete`,
      { token, body: { cart_item_addon_ids: ['nope'] } },
    );
    expect(unknown.status).toBe(422);
    expect(
      (
        await t.call('PUT', '/marketplace/cart/items/not-an-item/addons/replace', {
          token,
          body: { addons: [] },
        })
      ).status,
    ).toBe(404);
  });

  it('clears unavailable items from the seeded cart', async () => {
    const carts = t.data(await t.call<Cart[]>('GET', '/marketplace/cart', { token }));
    const seeded = carts.find((entry) => entry.items.some((item) => !item.is_available));
    expect(seeded).toBeDefined();
    const cleared = await t.call<Cart[]>('POST', '/marketplace/cart/clear/unavailable_items', {
      token,
      body: { cart_ids: [seeded?.uuid] },
    });
    expect(cleared.body.message).toBe('Removed 1 unavailable item from your cart.');
    expect(t.data(cleared)[0]?.items.every((item) => item.is_available)).toBe(true);
  });

  it('keeps carts private to their customer', async () => {
    const other = t.data(
      await t.call<{ access_token: string }>('POST', '/register', {
        body: {
          name: 'Other Person',
          email: 'other@example.com',
          phone: '+2348000000009',
          password: 'other-pass',
        },
      }),
    ).access_token;
    expect(
      t.data(
        await t.call<Cart[]>('GET', `/marketplace/cart?cart_ids=${cart.uuid}`, { token: other }),
      ),
    ).toEqual([]);
    expect(
      (
        await t.call('PUT', `/marketplace/cart/${cart.uuid}/items`, {
          token: other,
          body: { items: [{ uuid: 'x', quantity: 1 }] },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('GET', '/marketplace/cart')).status).toBe(401);
  });
});
