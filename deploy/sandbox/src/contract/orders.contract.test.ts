/**
 * Cart, checkout and orders against the real sandbox: one delivery order followed to its end on
 * the sandbox clock, one pickup order marked as picked up.
 */
import { randomUUID } from 'node:crypto';
import { orderSchema } from '@jara/contracts/order-schema';
import type { Cart, Product, Vendor } from '@jara/contracts/entities';
import { sessionStore } from '@jara/state/session-store';
import {
  addCartItem,
  addStorefrontCartItemAddons,
  clearUnavailableCartItems,
  deleteCartItems,
  deleteStorefrontCartItemAddons,
  getCarts,
  replaceCartItemAddons,
  updateCartItems,
  updateStorefrontCartItemAddons,
} from '@jara/api/cart';
import { getCheckoutDeliveryInfo, getPaymentInfo, placeOrder } from '@jara/api/checkout';
import { getVendorProducts, getVendors } from '@jara/api/marketplace';
import { isTerminalOrder } from '@jara/api/order-status';
import {
  getActiveOrders,
  getLatestOrder,
  getOrder,
  getOrderDetails,
  getOrderHistory,
  markOrderAsPickedUp,
  rateOrder,
  repeatOrder,
} from '@jara/api/orders';
import { verifyPayment } from '@jara/api/payments';
import { expectFields } from './entity-keys';
import { payOnHostedPage } from './hosted-page-client';
import { setUpSandbox } from './sandbox-harness';

const api = setUpSandbox();
const ONE_HOUR_MS = 60 * 60 * 1000;

let vendor: Vendor;
let product: Product;
/** A product whose add-ons are all optional, so a bare line is valid, and its vendor. */
let optionalAddonProduct: Product;
let addonVendor: Vendor;

function destination() {
  return {
    latitude: vendor.latitude!,
    longitude: vendor.longitude!,
    customer_address: `Near ${vendor.business_name}`,
  };
}

/** Enough of the product to pass the vendor's minimum order. */
function quantityFor(item: Product): number {
  return Math.min(20, Math.max(1, Math.ceil(vendor.minimum_order / Math.max(item.price, 1))));
}

async function freshCart(): Promise<Cart> {
  return addCartItem({
    vendor_id: vendor.uuid,
    cart_id: null,
    product_uuid: product.uuid,
    quantity: quantityFor(product),
  });
}

/** Whether a vendor is open depends on the time of day, so neither search asks for it. */
beforeAll(async () => {
  api.useCountry('NG');
  await api.signIn();
  const { items } = await getVendors({ per_page: 100 });
  for (const candidate of items.filter((item) => item.latitude !== null)) {
    const products = (await getVendorProducts(candidate.uuid)).filter((p) => p.is_available);
    const plain = products.find((p) => p.addon_groups.length === 0);
    const optional = products.find(
      (p) =>
        p.addon_groups.length > 0 &&
        p.addon_groups.every((group) => group.min === 0) &&
        p.addon_groups.some((group) => group.max > 0 && group.addons.length > 0),
    );
    if (plain && !product) [vendor, product] = [candidate, plain];
    if (optional && !optionalAddonProduct)
      [addonVendor, optionalAddonProduct] = [candidate, optional];
  }
  if (!product || !optionalAddonProduct) {
    throw new Error('The sandbox seeds no plain product or no product with optional add-ons.');
  }
});

describe('the cart', () => {
  let cart: Cart;

  it('adds an item with a success toast and reads the cart back by id', async () => {
    cart = await freshCart();
    expect(cart).toMatchObject({ vendor: vendor.uuid, main_items_count: expect.any(Number) });
    expectFields('cart', cart);
    cart.items.forEach((item) => expectFields('cartItem', item));
    expect(api.toasts).toEqual([{ kind: 'success', message: expect.any(String) }]);
    const carts = await getCarts([cart.uuid]);
    expect(carts.map((c) => c.uuid)).toEqual([cart.uuid]);
    expect(api.toasts).toHaveLength(1);
  });

  it("carries its vendor's minimum order, the one checkout enforces, added and read", async () => {
    // A store with a minimum, so a cart answer of 0 could not pass for it.
    expect(vendor.minimum_order).toBeGreaterThan(0);
    expect(cart.minimum_order).toBe(vendor.minimum_order);
    const [read] = await getCarts([cart.uuid]);
    expect(read?.minimum_order).toBe(vendor.minimum_order);
  });

  it('reads every active cart when one stored id is empty (spec 5)', async () => {
    const carts = await getCarts([cart.uuid, '']);
    expect(carts.map((c) => c.uuid)).toContain(cart.uuid);
  });

  it('changes quantities, refuses an item of another cart, and clears unavailable items', async () => {
    const line = cart.items[0]!;
    const updated = await updateCartItems(cart.uuid, [
      { uuid: line.uuid, quantity: line.quantity + 1 },
    ]);
    expect(updated.items[0]?.quantity).toBe(line.quantity + 1);
    await expect(deleteCartItems(cart.uuid, ['not-in-this-cart'])).rejects.toMatchObject({
      status: 422,
    });
    await expect(clearUnavailableCartItems([cart.uuid])).resolves.toEqual(expect.any(Array));
  });

  it('adds, sets, replaces and deletes the add-ons of a cart line', async () => {
    const addon = optionalAddonProduct.addon_groups.find((group) => group.min === 0)!.addons[0]!;
    const withLine = await addCartItem({
      vendor_id: addonVendor.uuid,
      cart_id: null,
      product_uuid: optionalAddonProduct.uuid,
      quantity: 1,
    });
    const lineOf = (c: Cart) =>
      c.items.find((item) => item.product_uuid === optionalAddonProduct.uuid)!;
    const line = lineOf(withLine);
    const choice = [{ addon_uuid: addon.uuid, quantity: 1 }];

    const added = lineOf(await addStorefrontCartItemAddons(line.uuid, choice));
    expect(added.addons).toEqual([
      expect.objectContaining({ addon_uuid: addon.uuid, quantity: 1 }),
    ]);
    const set = lineOf(await updateStorefrontCartItemAddons(line.uuid, choice));
    expect(set.addons).toHaveLength(1);
    const replaced = lineOf(await replaceCartItemAddons(line.uuid, choice));
    expect(replaced.addons).toHaveLength(1);

    await expect(
      deleteStorefrontCartItemAddons(line.uuid, ['not-an-addon-of-this-line']),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      addStorefrontCartItemAddons(line.uuid, [{ addon_uuid: 'not-offered', quantity: 1 }]),
    ).rejects.toMatchObject({ status: 422 });
    const cleared = lineOf(
      await deleteStorefrontCartItemAddons(line.uuid, [replaced.addons[0]!.uuid]),
    );
    expect(cleared.addons).toEqual([]);
    await deleteCartItems(withLine.uuid, [line.uuid]);
  });

  it('refuses an unknown product with a field error', async () => {
    const error = await addCartItem({
      vendor_id: vendor.uuid,
      cart_id: cart.uuid,
      product_uuid: 'no-such-product',
      quantity: 1,
    }).catch((caught) => caught);
    expect(error.status).toBe(422);
  });
});

describe('checkout and a delivery order', () => {
  let cart: Cart;

  beforeAll(async () => {
    cart = await freshCart();
  });

  it('reads delivery and payment info, with and without a discount code', async () => {
    const delivery = await getCheckoutDeliveryInfo(cart.uuid, destination());
    expect(delivery.can_deliver).toBe(1);
    expectFields('checkoutDeliveryInfo', delivery);
    const plain = await getPaymentInfo(cart.uuid, { ...destination(), info_type: 'delivery' });
    const discounted = await getPaymentInfo(cart.uuid, {
      ...destination(),
      info_type: 'delivery',
      discount_code: 'WELCOME10',
    });
    expect(discounted.discount_amount).toBeGreaterThan(0);
    expectFields('paymentInfo', discounted);
    expect(discounted.total).toBeLessThan(plain.total);
    await expect(
      getPaymentInfo(cart.uuid, {
        ...destination(),
        info_type: 'delivery',
        discount_code: 'EXPIRED20',
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('places the order, follows it to a terminal status, rates and repeats it', async () => {
    const { order, payment } = await placeOrder({
      ...destination(),
      cart_id: cart.uuid,
      delivery_type: 'delivery',
      payment_method: 'wallet',
      idempotency_key: randomUUID(),
    });
    expect(payment).toBeNull();
    expect(order.status).toBe('pending');
    expectFields('order', order);
    expect(orderSchema.safeParse(order).success).toBe(true);
    expect(isTerminalOrder(order)).toBe(false);
    expect((await getActiveOrders()).map((o) => o.uuid)).toContain(order.uuid);
    await expect(getOrder(order.uuid)).resolves.toMatchObject({ uuid: order.uuid });
    await expect(getOrderDetails(order.uuid)).resolves.toMatchObject({ uuid: order.uuid });

    api.sandbox.advanceClock(ONE_HOUR_MS);
    const latest = await getLatestOrder(order.uuid);
    expect(isTerminalOrder(latest)).toBe(true);
    expect((await getActiveOrders()).map((o) => o.uuid)).not.toContain(order.uuid);
    const history = await getOrderHistory({ page: 1 });
    expectFields('paginated', history);
    expect(history.items.map((o) => o.uuid)).toContain(order.uuid);

    await expect(rateOrder(vendor.uuid, order.uuid, { rating: 9 })).rejects.toMatchObject({
      status: 422,
    });
    const feedback = await rateOrder(vendor.uuid, order.uuid, {
      rating: 5,
      comment: 'Hot and on time.',
    });
    expect(feedback).toMatchObject({ rating: 5 });
    expectFields('vendorFeedback', feedback);
    await expect(repeatOrder(order.uuid)).resolves.toMatchObject({ vendor: vendor.uuid });
  });

  it('refuses to order a checked-out cart again with a field error', async () => {
    const error = await placeOrder({
      ...destination(),
      cart_id: cart.uuid,
      delivery_type: 'delivery',
      payment_method: 'wallet',
      idempotency_key: randomUUID(),
    }).catch((caught) => caught);
    expect(error).toMatchObject({ name: 'ApiError', status: 422 });
    expect(error.fieldError('cart_id')).toEqual(expect.any(String));
    expect(api.loggedOut).toEqual([]);
  });

  it('answers checkout reads of a checked-out cart with 404: a missing cart, the session stays', async () => {
    await expect(getCheckoutDeliveryInfo(cart.uuid, destination())).rejects.toMatchObject({
      status: 404,
    });
    expect(api.loggedOut).toEqual([]);
    expect(sessionStore.getState().token).not.toBeNull();
  });
});

describe('a pickup order paid by card', () => {
  it('waits for its payment, is verified paid, then waits when ready until picked up', async () => {
    const cart = await freshCart();
    const { order: waiting, payment } = await placeOrder({
      ...destination(),
      cart_id: cart.uuid,
      delivery_type: 'pickup',
      payment_method: 'card',
      return_url: 'http://localhost:8080/store/checkout/result',
      idempotency_key: randomUUID(),
    });
    expect(waiting.status).toBe('awaiting_payment');
    await expect(verifyPayment(payment!.reference)).resolves.toMatchObject({ status: 'pending' });
    await payOnHostedPage(payment!.authorization_url, '4084 0840 8408 4081');
    const verified = await verifyPayment(payment!.reference);
    expectFields('paymentVerification', verified);
    expect(verified).toMatchObject({ status: 'succeeded', order: { status: 'pending' } });
    const order = verified.order!;
    await expect(markOrderAsPickedUp(order.uuid)).rejects.toMatchObject({ status: 422 });
    api.sandbox.advanceClock(ONE_HOUR_MS);
    expect((await getOrder(order.uuid)).status).toBe('ready');
    const picked = await markOrderAsPickedUp(order.uuid);
    expect(isTerminalOrder(picked)).toBe(true);
  });
});

describe('unknown ids while signed in', () => {
  it('a 404 for an unknown order is a missing order: the customer stays signed in', async () => {
    await expect(getOrderDetails('no-such-order')).rejects.toMatchObject({ status: 404 });
    expect(api.loggedOut).toEqual([]);
    expect(sessionStore.getState().token).not.toBeNull();
  });
});
