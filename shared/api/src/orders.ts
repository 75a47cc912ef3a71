/**
 * Order calls of spec 7. Whoever keeps a fetched order as "the current order" checks
 * `isTerminalOrder` (./order-status) first (spec 4).
 */
import type { PageQuery } from '@jara/contracts/api-calls';
import type { CancelReason } from '@jara/contracts/entities';
import { BACKGROUND } from './call-behaviours';
import { cartSchema, orderSchema } from '@jara/contracts/order-schema';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

/** GET orders/{id}: one order by id, as the order-tracking drawer reads it. */
export function getOrder(orderId: string, options?: RequestOptions) {
  return callMain('GET orders/{id}', { path: { id: orderId } }, options, {
    dataSchema: orderSchema,
  });
}

export function getLatestOrder(orderId: string, options?: RequestOptions) {
  return callMain('GET marketplace/orders/{id}/latest', { path: { id: orderId } }, options, {
    ...BACKGROUND,
    dataSchema: orderSchema,
  });
}

export function getActiveOrders(options?: RequestOptions) {
  return callMain('GET /marketplace/orders/active', {}, options, BACKGROUND);
}

export function getOrderHistory(query: PageQuery = {}, options?: RequestOptions) {
  return callMain('GET /marketplace/orders/history', { query }, options);
}

/** GET /marketplace/orders/{id}: the full details of one past or current order. */
export function getOrderDetails(orderId: string, options?: RequestOptions) {
  return callMain('GET /marketplace/orders/{id}', { path: { id: orderId } }, options, {
    dataSchema: orderSchema,
  });
}

export function repeatOrder(orderId: string, options?: RequestOptions) {
  // Its cart goes into the carts every bundle reads: one of the wrong shape would break them all.
  return callMain('POST marketplace/orders/repeat', { body: { order_id: orderId } }, options, {
    dataSchema: cartSchema,
  });
}

export function markOrderAsPickedUp(orderId: string, options?: RequestOptions) {
  return callMain(
    'POST /marketplace/orders/mark_as_picked_up',
    { body: { order_id: orderId } },
    options,
  );
}

/** The customer cancels an order the store has not accepted yet (sandbox extension). */
export function cancelOrder(orderId: string, reason: CancelReason, options?: RequestOptions) {
  return callMain(
    'POST /marketplace/orders/{id}/cancel',
    { path: { id: orderId }, body: { reason } },
    options,
    { dataSchema: orderSchema },
  );
}

export function rateOrder(
  vendorId: string,
  orderId: string,
  rating: { rating: number; comment?: string },
  options?: RequestOptions,
) {
  return callMain(
    'POST /marketplace/feedback/{vendorId}/order/{orderId}',
    { path: { vendorId, orderId }, body: rating },
    options,
  );
}
