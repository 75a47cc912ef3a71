import type {
  CancelReason,
  CartItem,
  Currency,
  DeliveryType,
  DropOff,
  Order,
  OrderStatus,
  OrderStatusChange,
  PaymentMethod,
} from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { paidWith, refundOf } from '../payments/order-payment-facts';
import { notFound } from '../http/api-error';
import { assetUrls } from '../views/view-context';
import { riderOf } from './riders';
import { supportCaseOf } from './support-cases';

export interface OrderRow {
  uuid: string;
  reference: string;
  customer_id: number;
  vendor_uuid: string;
  status: OrderStatus;
  delivery_type: DeliveryType;
  items: string;
  currency: Currency;
  subtotal: number;
  delivery_fee: number;
  service_fee: number;
  discount_amount: number;
  discount_code: string | null;
  total: number;
  delivery_address: string;
  /** The drop-off sent with a delivery order, as JSON; null when none came. */
  drop_off: string | null;
  payment_method: PaymentMethod;
  delivery_time_min: number | null;
  delivery_time_max: number | null;
  rating: number | null;
  rating_comment: string | null;
  /** The slot an order placed ahead is for (ISO), and when it reaches the kitchen (ms). */
  slot_starts_at: string | null;
  slot_ends_at: string | null;
  release_at: number | null;
  next_step_at: number | null;
  /** Why the customer cancelled it; null unless the customer did. */
  cancel_reason: CancelReason | null;
  /** The cart the order was placed from; it is marked ordered once the order is paid. */
  cart_uuid: string | null;
  created_at: string;
  updated_at: string;
  /** Where a delivery order goes on the map; null for a pickup. */
  latitude: number | null;
  longitude: number | null;
}

/** Order lines as stored: a snapshot of the cart at checkout, without request-dependent URLs. */
export type StoredOrderItem = Omit<CartItem, 'image_url' | 'is_available'>;

export function findOrder(db: Db, uuidOrReference: string): OrderRow | undefined {
  return sql(db, 'SELECT * FROM orders WHERE uuid = ? OR reference = ?').get(
    uuidOrReference,
    uuidOrReference,
  ) as OrderRow | undefined;
}

/** One of the customer's orders; someone else's order is as unknown as a missing one. */
export function requireCustomerOrder(
  db: Db,
  customerId: number,
  uuidOrReference: string,
): OrderRow {
  const order = findOrder(db, uuidOrReference);
  if (!order || order.customer_id !== customerId) {
    throw notFound('We could not find that order.');
  }
  return order;
}

/** When a paid order was cancelled or rejected (a wallet order is refunded then); else null. */
function cancelledAt(row: OrderRow, history: OrderStatusChange[]): string | null {
  if (row.status !== 'cancelled' && row.status !== 'rejected') return null;
  return history.findLast((change) => change.status === row.status)?.at ?? row.updated_at;
}

/** An order as the API shows it; its images point at `assetsBase` (views/view-context). */
export function toOrder(db: Db, row: OrderRow, assetsBase: string): Order {
  const { phone: vendorPhone, ...vendor } = sql(
    db,
    'SELECT uuid, slug, business_name, address, phone FROM vendors WHERE uuid = ?',
  ).get(row.vendor_uuid) as {
    uuid: string;
    slug: string;
    business_name: string;
    address: string;
    phone: string;
  };
  const history = sql(
    db,
    'SELECT status, at FROM order_status_history WHERE order_uuid = ? ORDER BY id',
  ).all(row.uuid) as OrderStatusChange[];
  const items = (JSON.parse(row.items) as StoredOrderItem[]).map((item) => ({
    ...item,
    image_url: assetUrls.product(assetsBase, item.product_uuid),
    is_available: true,
  }));
  return {
    uuid: row.uuid,
    reference: row.reference,
    status: row.status,
    delivery_type: row.delivery_type,
    vendor: { ...vendor, logo_url: assetUrls.vendorLogo(assetsBase, vendor.slug) },
    vendor_phone: vendorPhone,
    items,
    currency: row.currency,
    subtotal: row.subtotal,
    delivery_fee: row.delivery_fee,
    service_fee: row.service_fee,
    discount_amount: row.discount_amount,
    discount_code: row.discount_code,
    total: row.total,
    payment_method: row.payment_method,
    paid_with: paidWith(db, row.uuid),
    delivery_address: row.delivery_type === 'pickup' ? vendor.address : row.delivery_address,
    drop_off: row.drop_off === null ? null : (JSON.parse(row.drop_off) as DropOff),
    delivery_time_min: row.delivery_time_min,
    delivery_time_max: row.delivery_time_max,
    scheduled_for:
      row.slot_starts_at && row.slot_ends_at
        ? { starts_at: row.slot_starts_at, ends_at: row.slot_ends_at }
        : null,
    status_history: history,
    refund: refundOf(db, row, cancelledAt(row, history)),
    cancel_reason: row.cancel_reason,
    rating: row.rating,
    rating_comment: row.rating_comment,
    rider: riderOf(db, row),
    support_case: supportCaseOf(db, row.uuid, items),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
