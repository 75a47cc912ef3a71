/**
 * What follows a paid order, whether the wallet paid at once or the card payment was verified:
 * the cart leaves the carts (an order, not an emptied cart), the checkout choices and the
 * attempt are forgotten, the active orders, notifications and wallet go stale in every bundle,
 * and `order:placed` opens the order-tracking drawer.
 */
import type { QueryClient } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import type { Order } from '@jara/contracts/entities';
import { cartCheckedOut } from '@jara/query/cart-queries';
import { invalidateAfterOrderPlaced } from '@jara/query/orders-queries';
import { checkoutStore } from '@jara/state/checkout-store';
import { endCheckoutAttempt } from './checkout-attempt';
import { walletKeys } from '@jara/query/wallet-queries';

export function finishPaidOrder(queryClient: QueryClient, order: Order, cartId: string): void {
  void cartCheckedOut(queryClient, order.vendor.uuid);
  checkoutStore.getState().clear();
  endCheckoutAttempt(cartId);
  void invalidateAfterOrderPlaced(queryClient);
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  bus.emit('order:placed', { orderId: order.uuid });
}
