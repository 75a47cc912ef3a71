import { skipToken } from '@tanstack/react-query';
import type { CheckoutDeliveryInfo, PaymentInfo } from '@jara/contracts/entities';
import { setUpApiDouble } from '@jara/testing/api-double';
import { collectToasts } from '@jara/testing/load-faults';
import { checkoutKeys, deliveryInfoQuery, paymentInfoQuery } from './checkout-queries';
import { createQueryClient } from './query-client';
import { queryOf } from '@jara/testing/sent-requests';
import { cancelledRequest } from './testing/sent-requests';

const api = setUpApiDouble();
const toasts = collectToasts();

const point = { latitude: 6.6, longitude: 3.35 };
const payment = { info_type: 'delivery', customer_address: 'Ikeja', ...point } as const;
const DELIVERY = 'GET marketplace/cart/{id}/checkout/delivery_info';
const PAYMENT = 'GET marketplace/cart/{id}/checkout/payment_info';

const deliveryInfo: CheckoutDeliveryInfo = {
  can_deliver: 1,
  delivery_time_min: 20,
  delivery_time_max: 35,
  delivery_fee: 900,
  currency: 'NGN',
};
const paymentInfo: PaymentInfo = {
  subtotal: 5000,
  delivery_fee: 900,
  service_fee: 100,
  discount_amount: 0,
  discount_code: null,
  total: 6000,
  currency: 'NGN',
};

describe('checkout queries', () => {
  it('asks again when the cart changes, and keys only the coordinates of the place', () => {
    const before = deliveryInfoQuery('cart-1', '2:5000', { ...point, address: 'Ikeja' } as never);
    const after = deliveryInfoQuery('cart-1', '3:7500', point);
    expect(before.queryKey).toEqual(checkoutKeys.delivery('cart-1', '2:5000', point));
    expect(after.queryKey).not.toEqual(before.queryKey);
  });

  it("asks for the cart's delivery and payment at the place, and reads their answers", async () => {
    api.answer(DELIVERY, deliveryInfo);
    api.answer(PAYMENT, paymentInfo);
    const client = createQueryClient();

    await expect(client.fetchQuery(deliveryInfoQuery('cart-1', 'v', point))).resolves.toEqual(
      deliveryInfo,
    );
    await expect(client.fetchQuery(paymentInfoQuery('cart-1', 'v', payment))).resolves.toEqual(
      paymentInfo,
    );

    const [delivery] = api.sent(DELIVERY);
    expect(delivery?.url).toMatch(/\/cart\/cart-1\/checkout\/delivery_info\?/);
    expect(queryOf(delivery)).toEqual({
      info_type: 'delivery',
      longitude: '3.35',
      latitude: '6.6',
    });
    const [paying] = api.sent(PAYMENT);
    expect(paying?.url).toMatch(/\/cart\/cart-1\/checkout\/payment_info\?/);
    expect(queryOf(paying)).toEqual({
      info_type: 'delivery',
      customer_address: 'Ikeja',
      longitude: '3.35',
      latitude: '6.6',
    });
  });

  it('asks both silently: a refusal raises no toast', async () => {
    api.refuse(DELIVERY, 422, 'We do not deliver there.');
    api.refuse(PAYMENT, 422, 'That code has expired.');
    const client = createQueryClient();
    await expect(client.fetchQuery(deliveryInfoQuery('cart-1', 'v', point))).rejects.toThrow(
      'We do not deliver there.',
    );
    await expect(client.fetchQuery(paymentInfoQuery('cart-1', 'v', payment))).rejects.toThrow(
      'That code has expired.',
    );
    expect(toasts).toEqual([]);
  });

  it.each([
    [DELIVERY, deliveryInfoQuery('cart-1', 'v', point)],
    [PAYMENT, paymentInfoQuery('cart-1', 'v', payment)],
  ] as const)('cancelling %s aborts the request', async (key, options) => {
    const request = await cancelledRequest(api, key, createQueryClient(), (client) =>
      client.fetchQuery(options as ReturnType<typeof deliveryInfoQuery>),
    );
    expect(request.signal.aborted).toBe(true);
  });

  it('asks nothing without a place or before delivery is possible', () => {
    expect(deliveryInfoQuery('cart-1', 'v', null).queryFn).toBe(skipToken);
    expect(paymentInfoQuery('cart-1', 'v', null).queryFn).toBe(skipToken);
  });
});
