import type { PlaceOrderBody } from '@jara/contracts/api-calls';
import { sql } from '../db/statements';
import { newReference, newUuid } from '../domain/ids';
import { formatMoney } from '../domain/money';
import { ORDER_STEP_MS } from '../domain/order-flow';
import { fieldError } from '../http/api-error';
import type { CustomerRow } from '../http/auth';
import type { SandboxContext } from '../sandbox-context';
import { findActiveCart, toCart } from './cart-queries';
import { checkoutTotals } from './checkout';
import { createNotification } from './notifications';
import { findOrder, type OrderRow, type StoredOrderItem } from './order-queries';
import { requireVendor } from './vendor-queries';
import { recordWalletMovement, walletCurrency } from './wallet';
import type { ViewContext } from '../views/view-context';

/**
 * Turns one active cart into a pending order, paid from the wallet or (in the sandbox, at once)
 * by card. Everything happens in one transaction: a refusal writes nothing.
 */
export function placeOrder(
  ctx: SandboxContext,
  customer: CustomerRow,
  body: PlaceOrderBody,
  view: ViewContext,
): OrderRow {
  const { db } = ctx;
  const cartRow = findActiveCart(db, customer.id, body.cart_id);
  if (!cartRow)
    throw fieldError('cart_id', 'This cart does not exist or has already been checked out.');
  const vendor = requireVendor(db, cartRow.vendor_uuid);
  const cart = toCart(db, cartRow, view);
  const now = ctx.clock.now();
  const { info, discount, eta } = checkoutTotals(db, cart, vendor, {
    deliveryType: body.delivery_type,
    destination: { latitude: body.latitude, longitude: body.longitude },
    discountCode: body.discount_code,
    customerId: customer.id,
    now,
  });
  const iso = new Date(now).toISOString();
  const uuid = newUuid();
  const reference = newReference('JR');
  db.transaction(() => {
    if (body.payment_method === 'wallet') {
      const balance = (
        sql(db, 'SELECT wallet_balance FROM customers WHERE id = ?').get(customer.id) as {
          wallet_balance: number;
        }
      ).wallet_balance;
      if (walletCurrency(customer.domicile_location) !== info.currency) {
        throw fieldError(
          'payment_method',
          `Your wallet is in ${walletCurrency(customer.domicile_location)}; pay for this ${info.currency} order by card.`,
        );
      }
      if (balance < info.total) {
        throw fieldError(
          'payment_method',
          `Your wallet balance (${formatMoney(balance, info.currency)}) is not enough for this order (${formatMoney(info.total, info.currency)}). Fund your wallet or pay by card.`,
        );
      }
      recordWalletMovement(
        db,
        customer.id,
        {
          type: 'debit',
          amount: info.total,
          currency: info.currency,
          description: `Payment for order ${reference}`,
        },
        iso,
      );
    }
    const items: StoredOrderItem[] = cart.items.map(
      ({ image_url: _image, is_available: _available, ...item }) => item,
    );
    sql(
      db,
      `INSERT INTO orders (uuid, reference, customer_id, vendor_uuid, status, delivery_type, items, currency,
      subtotal, delivery_fee, service_fee, discount_amount, discount_code, total, delivery_address, payment_method,
      delivery_time_min, delivery_time_max, next_step_at, created_at, updated_at)
      VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      uuid,
      reference,
      customer.id,
      vendor.uuid,
      body.delivery_type,
      JSON.stringify(items),
      info.currency,
      info.subtotal,
      info.delivery_fee,
      info.service_fee,
      info.discount_amount,
      info.discount_code,
      info.total,
      body.customer_address,
      body.payment_method,
      eta?.min ?? null,
      eta?.max ?? null,
      now + ORDER_STEP_MS,
      iso,
      iso,
    );
    sql(
      db,
      "INSERT INTO order_status_history (order_uuid, status, at) VALUES (?, 'pending', ?)",
    ).run(uuid, iso);
    sql(db, "UPDATE carts SET status = 'ordered' WHERE uuid = ?").run(cartRow.uuid);
    if (discount?.singleUse)
      sql(db, 'UPDATE discount_codes SET used_at = ? WHERE code = ?').run(iso, discount.code);
    createNotification(
      ctx,
      customer.id,
      'Order placed',
      `${vendor.business_name} has received your order ${reference}.`,
      uuid,
    );
  })();
  const order = findOrder(db, uuid);
  if (!order) throw new Error(`Order ${uuid} vanished right after it was written`);
  return order;
}
