/** The bell as a customer uses it, and an order placed from elsewhere so news arrives live. */
import { expect, type Page } from '@playwright/test';
import type { Cart, NotificationList, PlacedOrder } from '@jara/contracts/entities';
import { customerCall } from './customer-api';
import { findSimpleProduct } from './site-flows';

export const bell = (page: Page) => page.getByTestId('notification-indicator');
export const bellPanel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

export async function expectUnreadCount(page: Page, count: number): Promise<void> {
  await expect(bell(page)).toHaveAccessibleName(
    count > 0 ? `Notifications, ${count} unread` : 'Notifications',
  );
  if (count > 0) await expect(page.getByTestId('notification-count')).toHaveText(String(count));
  else await expect(page.getByTestId('notification-count')).toHaveCount(0);
}

export async function unreadCountOnServer(token: string): Promise<number> {
  return (await customerCall<NotificationList>(token, 'GET', '/account/notifications')).total;
}

/** A pickup order of one simple dish, paid from the wallet, with its own idempotency key. */
export async function placeWalletOrder(token: string): Promise<PlacedOrder> {
  const { vendor, product } = await findSimpleProduct();
  const cart = await customerCall<Cart>(token, 'POST', '/marketplace/cart/items', {
    vendor_id: vendor.uuid,
    cart_id: null,
    product_uuid: product.uuid,
    quantity: 1,
  });
  // The store's cart may hold a sold-out item from the seed, which would stop the order.
  await customerCall<Cart[]>(token, 'POST', '/marketplace/cart/clear/unavailable_items', {
    cart_ids: [cart.uuid],
  });
  return customerCall<PlacedOrder>(token, 'POST', '/marketplace/orders', {
    cart_id: cart.uuid,
    delivery_type: 'pickup',
    customer_address: vendor.address,
    // A pickup goes nowhere: any point will do when the store has none.
    latitude: vendor.latitude ?? 6.45,
    longitude: vendor.longitude ?? 3.4,
    payment_method: 'wallet',
    idempotency_key: `e2e-notifications-${Date.now()}`,
  });
}
