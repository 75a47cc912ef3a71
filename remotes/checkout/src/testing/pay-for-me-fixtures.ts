/**
 * A pay-for-me request in the contract's shape: two plates of the shared builders' jollof rice
 * with a plantain add-on, from `anOrder`'s vendor.
 */
import type { PayForMeRequest } from '@jara/contracts/entities';
import { aCartItem } from '@jara/testing/builders/cart';
import { anOrder } from '@jara/testing/builders/order';

export function aPayForMeRequest(overrides: Partial<PayForMeRequest> = {}): PayForMeRequest {
  return {
    token: 'pfm_token_1',
    status: 'open',
    expires_at: '2025-01-02T12:00:00Z',
    customer_first_name: 'Ada',
    order_uuid: null,
    last_payment: null,
    order: {
      reference: 'JRA-1001',
      vendor: anOrder().vendor,
      items: [
        aCartItem({
          quantity: 2,
          addons: [
            { uuid: 'a1', addon_uuid: 'x1', name: 'Fried plantain', price: 300, quantity: 1 },
          ],
        }),
      ],
      currency: 'NGN',
      subtotal: 5600,
      delivery_fee: 800,
      service_fee: 100,
      discount_amount: 500,
      total: 6000,
      delivery_type: 'delivery',
    },
    ...overrides,
  };
}
