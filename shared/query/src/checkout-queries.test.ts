import { skipToken } from '@tanstack/react-query';
import { getCheckoutDeliveryInfo, getPaymentInfo } from '@jara/api/checkout';
import { checkoutKeys, deliveryInfoQuery, paymentInfoQuery } from './checkout-queries';
import { createQueryClient } from './query-client';

jest.mock('@jara/api/checkout');

const point = { latitude: 6.6, longitude: 3.35 };

beforeEach(() => jest.clearAllMocks());

describe('checkout queries', () => {
  it('asks again when the cart changes, and keys only the coordinates of the place', () => {
    const before = deliveryInfoQuery('cart-1', '2:5000', { ...point, address: 'Ikeja' } as never);
    const after = deliveryInfoQuery('cart-1', '3:7500', point);
    expect(before.queryKey).toEqual(checkoutKeys.delivery('cart-1', '2:5000', point));
    expect(after.queryKey).not.toEqual(before.queryKey);
  });

  it('fetches delivery and payment silently, with the abort signal', async () => {
    jest.mocked(getCheckoutDeliveryInfo).mockResolvedValue({ can_deliver: 1 } as never);
    jest.mocked(getPaymentInfo).mockResolvedValue({ total: 1 } as never);
    const client = createQueryClient();
    const payment = { info_type: 'delivery', customer_address: 'Ikeja', ...point } as const;

    await client.fetchQuery(deliveryInfoQuery('cart-1', 'v', point));
    await client.fetchQuery(paymentInfoQuery('cart-1', 'v', payment));

    const signal = { signal: expect.any(AbortSignal), silent: true };
    expect(getCheckoutDeliveryInfo).toHaveBeenCalledWith('cart-1', point, signal);
    expect(getPaymentInfo).toHaveBeenCalledWith('cart-1', payment, signal);
  });

  it('asks nothing without a place or before delivery is possible', () => {
    expect(deliveryInfoQuery('cart-1', 'v', null).queryFn).toBe(skipToken);
    expect(paymentInfoQuery('cart-1', 'v', null).queryFn).toBe(skipToken);
  });
});
