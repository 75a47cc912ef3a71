/**
 * The one order builder every test shares: a delivered order from `aVendor`'s kitchen, two lines
 * (one with an add-on), a discount code, and its whole status history, in naira. It passes
 * `orderSchema`, as the API client and the realtime relay check it. A test overrides only the
 * fields it is about (`anOrder({ status: 'ready', delivery_type: 'pickup' })`).
 */
import type { CartItem, Order } from '@jara/contracts/entities';
import { aVendor } from './vendor';

/** Fresh lines each time, so a test that changes one changes no other test's order. */
const items = (): CartItem[] => [
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
];

export function anOrder(overrides: Partial<Order> = {}): Order {
  const { uuid, slug, business_name, logo_url, address } = aVendor();
  return {
    uuid: 'order-1',
    reference: 'JR-MPK001',
    status: 'completed',
    delivery_type: 'delivery',
    vendor: { uuid, slug, business_name, logo_url, address },
    vendor_phone: '+23412009876',
    items: items(),
    currency: 'NGN',
    // (2,500 + 500) × 2 + 800; the code takes 10% of the subtotal.
    subtotal: 6800,
    delivery_fee: 1000,
    service_fee: 200,
    discount_amount: 680,
    discount_code: 'WELCOME10',
    total: 7320,
    payment_method: 'wallet',
    paid_with: null,
    refund: null,
    cancel_reason: null,
    delivery_address: '5 Admiralty Way, Lekki',
    drop_off: {
      street: '5 Admiralty Way',
      building: 'Block C, Flat 4',
      landmark: 'Opposite the filling station',
      phone: '+2348031112233',
      instructions: 'Call on arrival',
    },
    delivery_time_min: 35,
    delivery_time_max: 50,
    scheduled_for: null,
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
    rider: null,
    support_case: null,
    created_at: '2025-03-01T12:00:00Z',
    updated_at: '2025-03-01T12:55:00Z',
    ...overrides,
  };
}
