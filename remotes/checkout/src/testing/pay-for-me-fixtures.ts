/** A pay-for-me request in the contract's shape. */
import type { PayForMeRequest } from '@jara/contracts/entities';
import { anItem } from './fixtures';

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
      vendor: {
        uuid: 'vendor-1',
        slug: 'mama-put',
        business_name: 'Mama Put Kitchen',
        logo_url: '',
        address: '1 Allen Avenue',
      },
      items: [
        anItem({
          name: 'Jollof rice',
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
