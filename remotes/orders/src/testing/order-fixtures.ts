/** Orders for tests: a complete, delivered order by default, each field overridable. */
import type { Cart, Order } from '@jara/contracts/entities';

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    uuid: 'order-1',
    reference: 'JR-MPK001',
    status: 'completed',
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
      {
        uuid: 'item-2',
        product_uuid: 'product-2',
        name: 'Zobo',
        image_url: '',
        price: 800,
        quantity: 1,
        is_available: true,
        addons: [],
      },
    ],
    currency: 'NGN',
    subtotal: 6800,
    delivery_fee: 1000,
    service_fee: 200,
    discount_amount: 680,
    discount_code: 'WELCOME10',
    total: 7320,
    payment_method: 'wallet',
    delivery_address: '5 Admiralty Way, Lekki',
    delivery_time_min: 35,
    delivery_time_max: 50,
    status_history: [
      { status: 'pending', at: '2025-03-01T12:00:00Z' },
      { status: 'accepted', at: '2025-03-01T12:02:00Z' },
      { status: 'preparing', at: '2025-03-01T12:05:00Z' },
      { status: 'ready', at: '2025-03-01T12:25:00Z' },
      { status: 'in_transit', at: '2025-03-01T12:30:00Z' },
      { status: 'completed', at: '2025-03-01T12:55:00Z' },
    ],
    rating: null,
    rating_comment: null,
    created_at: '2025-03-01T12:00:00Z',
    updated_at: '2025-03-01T12:55:00Z',
    ...overrides,
  };
}

/** An order still moving, as far as `status` (its history stops there). */
export function makeActiveOrder(status: Order['status'], overrides: Partial<Order> = {}): Order {
  const base = makeOrder(overrides);
  const upTo = base.status_history.findIndex((change) => change.status === status);
  return {
    ...base,
    status,
    status_history: base.status_history.slice(0, upTo + 1),
    ...overrides,
  };
}

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  const order = makeOrder();
  return {
    uuid: 'cart-1',
    vendor: order.vendor.uuid,
    vendor_name: order.vendor.business_name,
    currency: 'NGN',
    items: order.items,
    main_items_count: 3,
    subtotal: 6800,
    ...overrides,
  };
}
