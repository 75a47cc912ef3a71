/** Realtime payloads for tests, as the sandbox broadcasts them: complete, each field overridable. */
import type { AppNotification, Order } from '@jara/contracts/entities';

export function makeRealtimeOrder(overrides: Partial<Order> = {}): Order {
  return {
    uuid: 'order-1',
    reference: 'JR-MPK001',
    status: 'preparing',
    delivery_type: 'delivery',
    vendor: {
      uuid: 'vendor-1',
      slug: 'mama-put-kitchen',
      business_name: 'Mama Put Kitchen',
      logo_url: '',
      address: '12 Allen Avenue, Ikeja',
    },
    items: [
      {
        uuid: 'item-1',
        product_uuid: 'product-1',
        name: 'Jollof rice',
        image_url: '',
        price: 2500,
        quantity: 2,
        is_available: true,
        addons: [
          { uuid: 'a1', addon_uuid: 'addon-1', name: 'Fried plantain', price: 500, quantity: 1 },
        ],
      },
    ],
    currency: 'NGN',
    subtotal: 5500,
    delivery_fee: 1000,
    service_fee: 200,
    discount_amount: 0,
    discount_code: null,
    total: 6700,
    payment_method: 'wallet',
    delivery_address: '5 Admiralty Way, Lekki',
    delivery_time_min: 35,
    delivery_time_max: 50,
    status_history: [
      { status: 'pending', at: '2025-03-01T12:00:00Z' },
      { status: 'preparing', at: '2025-03-01T12:05:00Z' },
    ],
    rating: null,
    rating_comment: null,
    created_at: '2025-03-01T12:00:00Z',
    updated_at: '2025-03-01T12:05:00Z',
    ...overrides,
  };
}

export function makeRealtimeNotification(
  overrides: Partial<AppNotification> = {},
): AppNotification {
  return {
    uuid: 'n1',
    title: 'Your order is being prepared',
    body: 'Mama Put Kitchen has started on order JR-MPK001.',
    order_uuid: 'order-1',
    read_at: null,
    created_at: '2025-03-01T12:05:00Z',
    ...overrides,
  };
}
