/**
 * Behaviours shared by several typed functions.
 *
 * Silent calls (spec 8, "Several calls: errors are swallowed silently") show no toast at all,
 * success or failure; they still throw, and a 401/404 still ends the session. They are the
 * background calls a customer did not ask for and could not act on:
 * - `recordStoreView` (POST /marketplace/store_views) — analytics of a store visit;
 * - `getNotifications` (GET account/notifications) — the header's notification indicator;
 * - `getActiveOrders` (GET /marketplace/orders/active) — polled by the order-tracking drawer;
 * - `getLatestOrder` (GET marketplace/orders/{id}/latest) — refreshes a tracked order;
 * - `estimateDelivery` (GET marketplace/delivery_location) — the delivery time on store pages;
 * - `getCarts` (GET /marketplace/cart) — restores stored carts when the site opens;
 * - `clearUnavailableCartItems` (POST /marketplace/cart/clear/unavailable_items) — tidies carts.
 * A caller may still pass `{ silent: false }` where the customer did ask (e.g. a refresh button).
 */
import type { CallBehaviour } from './request';

export const BACKGROUND: CallBehaviour = { silent: true };

/** Spec 8: "Login fails: the server's message is shown as a warning toast." */
export const LOGIN: CallBehaviour = { failureToast: 'warning' };
