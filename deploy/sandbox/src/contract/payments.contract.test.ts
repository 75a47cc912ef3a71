/**
 * Paying through the provider stand-in with the real clients: a pay-for-me link made by the
 * customer, opened and paid by someone signed out, and the customer's own check of a payment.
 */
import { randomUUID } from 'node:crypto';
import type { Product, Vendor } from '@jara/contracts/entities';
import { addCartItem } from '@jara/api/cart';
import { getVendor, getVendorProducts } from '@jara/api/marketplace';
import { getOrder } from '@jara/api/orders';
import {
  createPayForMe,
  getPayForMe,
  startPayForMePayment,
  verifyPayForMePayment,
  verifyPayment,
} from '@jara/api/payments';
import { expectFields } from './entity-keys';
import { payOnHostedPage } from './hosted-page-client';
import { setUpSandbox } from './sandbox-harness';

const api = setUpSandbox();
const RETURN_URL = 'http://localhost:8080/pay-for-me/result';
let vendor: Vendor;
let product: Product;

/** A store where the demo customer holds no cart yet (her seeded cart has a sold-out item). */
beforeAll(async () => {
  api.useCountry('NG');
  await api.signIn();
  vendor = await getVendor('lekki-grill-house');
  const plain = (await getVendorProducts(vendor.uuid)).find(
    (p) => p.is_available && p.addon_groups.length === 0 && p.price >= vendor.minimum_order,
  );
  if (!plain) throw new Error('Lekki Grill House sells no plain dish above its minimum order.');
  product = plain;
});

describe('pay-for-me', () => {
  it('makes a link, shows it to a signed-out payer, who pays it; the owner sees it paid', async () => {
    const cart = await addCartItem({
      vendor_id: vendor.uuid,
      cart_id: null,
      product_uuid: product.uuid,
      quantity: 1,
    });
    const request = await createPayForMe({
      cart_id: cart.uuid,
      delivery_type: 'pickup',
      customer_address: `Pickup at ${vendor.business_name}`,
      latitude: vendor.latitude!,
      longitude: vendor.longitude!,
      idempotency_key: randomUUID(),
    });
    expectFields('payForMeRequest', request);
    expect(request).toMatchObject({ status: 'open', order_uuid: expect.any(String) });

    api.signOut();
    const seen = await getPayForMe(request.token);
    expect(seen.order_uuid).toBeNull();
    const payment = await startPayForMePayment(request.token, {
      return_url: RETURN_URL,
      idempotency_key: randomUUID(),
    });
    expectFields('paymentRedirect', payment);
    const back = await payOnHostedPage(payment.authorization_url, '4084 0840 8408 4081');
    expect(back.searchParams.get('reference')).toBe(payment.reference);
    await expect(verifyPayForMePayment(request.token, payment.reference)).resolves.toMatchObject({
      status: 'paid',
    });
    await expect(getPayForMe('no-such-link')).rejects.toMatchObject({ status: 404 });

    await api.signIn();
    const verified = await verifyPayment(payment.reference);
    expect(verified).toMatchObject({ status: 'succeeded', order: { status: 'pending' } });
    expect((await getOrder(request.order_uuid!)).payment_method).toBe('pay_for_me');
  });
});
