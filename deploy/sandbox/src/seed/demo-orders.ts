import { lineTotal } from '@jara/contracts/cart-lines';
import type { CartItem, Currency, DeliveryType, OrderStatus } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { namedUuid } from '../domain/ids';
import { serviceFee } from '../domain/pricing';
import type { SeededProduct } from './catalogue';
import { DEMO_CUSTOMER, KENYA_DEMO_CUSTOMER } from './demo-accounts';
import { insertRows } from './insert-rows';
import { DAY_MS } from './random';

interface DemoOrder {
  reference: string;
  customer: number;
  vendor: string;
  type: DeliveryType;
  path: OrderStatus[];
  daysAgo: number;
  rating?: { stars: number; comment: string };
  address: string;
}

const LEKKI_HOME = '12 Admiralty Road, Lekki Phase 1, Lagos';

/** The demo customers' order history; JR-JOL006 is a pickup order waiting to be collected. */
const ORDERS: DemoOrder[] = [
  {
    reference: 'JR-MPK001',
    customer: DEMO_CUSTOMER.id,
    vendor: 'Mama Put Kitchen',
    type: 'delivery',
    path: ['pending', 'accepted', 'preparing', 'ready', 'in_transit', 'completed'],
    daysAgo: 20,
    rating: { stars: 5, comment: 'Tasted like home. Still hot on arrival.' },
    address: LEKKI_HOME,
  },
  {
    reference: 'JR-LGH002',
    customer: DEMO_CUSTOMER.id,
    vendor: 'Lekki Grill House',
    type: 'delivery',
    path: ['pending', 'accepted', 'preparing', 'ready', 'in_transit', 'completed'],
    daysAgo: 45,
    address: LEKKI_HOME,
  },
  {
    reference: 'JR-SWC003',
    customer: DEMO_CUSTOMER.id,
    vendor: 'Sweet Crumbs Bakery',
    type: 'pickup',
    path: ['pending', 'accepted', 'preparing', 'ready', 'completed'],
    daysAgo: 35,
    rating: { stars: 4, comment: 'Lovely cake, the box was a bit squashed.' },
    address: 'Pickup at Sweet Crumbs Bakery',
  },
  {
    reference: 'JR-SAH004',
    customer: DEMO_CUSTOMER.id,
    vendor: 'Sahad Smoothies',
    type: 'delivery',
    path: ['pending', 'accepted', 'cancelled'],
    daysAgo: 12,
    address: LEKKI_HOME,
  },
  {
    reference: 'JR-SHW005',
    customer: DEMO_CUSTOMER.id,
    vendor: 'Shawarma Express',
    type: 'delivery',
    path: ['pending', 'rejected'],
    daysAgo: 15,
    address: LEKKI_HOME,
  },
  {
    reference: 'JR-JOL006',
    customer: DEMO_CUSTOMER.id,
    vendor: 'Jollof Republic',
    type: 'pickup',
    path: ['pending', 'accepted', 'preparing', 'ready'],
    daysAgo: 0.05,
    address: 'Pickup at Jollof Republic',
  },
  {
    reference: 'JR-NYM007',
    customer: KENYA_DEMO_CUSTOMER.id,
    vendor: 'Nyama Mama Westlands',
    type: 'delivery',
    path: ['pending', 'accepted', 'preparing', 'ready', 'in_transit', 'completed'],
    daysAgo: 9,
    address: 'Riverside Drive, Westlands, Nairobi',
  },
];

const STEP_MS = 6 * 60_000;

export function seedDemoOrders(db: Db, products: SeededProduct[], now: number): void {
  const vendorFee = db.prepare(
    'SELECT delivery_fee, currency FROM vendors WHERE business_name = ?',
  );
  for (const order of ORDERS) {
    const vendorProducts = products.filter((p) => p.vendor.name === order.vendor && p.isAvailable);
    const vendorUuid = vendorProducts[0]?.vendor.uuid ?? '';
    const { delivery_fee, currency } = vendorFee.get(order.vendor) as {
      delivery_fee: number;
      currency: Currency;
    };
    const items: Omit<CartItem, 'image_url' | 'is_available'>[] = vendorProducts
      .slice(0, 2)
      .map((product, index) => ({
        uuid: namedUuid(`order-item:${order.reference}:${index}`),
        product_uuid: product.uuid,
        name: product.name,
        price: product.price,
        quantity: index === 0 ? 2 : 1,
        // A drink is ordered with its size: the order can be repeated as it was placed.
        addons: product.requiredAddons.map((addon) => ({
          uuid: namedUuid(`order-addon:${order.reference}:${index}:${addon.uuid}`),
          addon_uuid: addon.uuid,
          name: addon.name,
          price: addon.price,
          quantity: 1,
        })),
      }));
    const subtotal = items.reduce((sum, item) => sum + lineTotal(item), 0);
    const fee = order.type === 'delivery' ? delivery_fee : 0;
    const service = serviceFee(subtotal, currency);
    const createdAt = now - order.daysAgo * DAY_MS;
    const uuid = namedUuid(`order:${order.reference}`);
    const at = (index: number) => new Date(createdAt + index * STEP_MS).toISOString();
    insertRows(db, 'orders', [
      {
        uuid,
        reference: order.reference,
        customer_id: order.customer,
        vendor_uuid: vendorUuid,
        status: order.path[order.path.length - 1] ?? 'pending',
        delivery_type: order.type,
        items: JSON.stringify(items),
        currency,
        subtotal,
        delivery_fee: fee,
        service_fee: service,
        discount_amount: 0,
        discount_code: null,
        total: subtotal + fee + service,
        delivery_address: order.address,
        payment_method: 'card',
        delivery_time_min: order.type === 'delivery' ? 35 : null,
        delivery_time_max: order.type === 'delivery' ? 50 : null,
        rating: order.rating?.stars ?? null,
        rating_comment: order.rating?.comment ?? null,
        next_step_at: null,
        created_at: at(0),
        updated_at: at(order.path.length - 1),
      },
    ]);
    insertRows(
      db,
      'order_status_history',
      order.path.map((status, index) => ({ order_uuid: uuid, status, at: at(index) })),
    );
    if (order.rating) {
      const name = order.customer === DEMO_CUSTOMER.id ? 'Ada O.' : 'Wanjiku K.';
      insertRows(db, 'vendor_feedback', [
        {
          vendor_uuid: vendorUuid,
          order_uuid: uuid,
          customer_name: name,
          rating: order.rating.stars,
          comment: order.rating.comment,
          created_at: at(order.path.length),
        },
      ]);
    }
  }
}
