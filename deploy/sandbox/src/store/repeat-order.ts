import type { Cart } from '@jara/contracts/entities';
import { ApiError } from '../http/api-error';
import type { SandboxContext } from '../sandbox-context';
import type { ViewContext } from '../views/view-context';
import { addItemToCart } from './cart-mutations';
import { toCart, type CartRow } from './cart-queries';
import type { OrderRow, StoredOrderItem } from './order-queries';

/**
 * Puts an order's items back in the customer's cart at that vendor, at today's prices. Items
 * that can no longer be added (unavailable, add-ons changed, cart limit) are skipped and
 * counted; if none can be added the request is refused and nothing changes.
 */
export function repeatOrder(
  ctx: SandboxContext,
  customerId: number,
  order: OrderRow,
  view: ViewContext,
): { cart: Cart; added: number; skipped: number } {
  const items = JSON.parse(order.items) as StoredOrderItem[];
  const at = ctx.clock.iso();
  const result = ctx.db.transaction(() => {
    let cart: CartRow | null = null;
    let added = 0;
    const refusals: string[] = [];
    for (const item of items) {
      try {
        cart = addItemToCart(
          ctx.db,
          ctx.catalogue(),
          customerId,
          {
            vendor_id: order.vendor_uuid,
            cart_id: cart?.uuid ?? null,
            product_uuid: item.product_uuid,
            quantity: item.quantity,
            addons: item.addons.map((addon) => ({
              addon_uuid: addon.addon_uuid,
              quantity: addon.quantity,
            })),
          },
          at,
        );
        added += item.quantity;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        refusals.push(`${item.name}: ${error.message}`);
      }
    }
    if (!cart) {
      // Each item's own reason, so the customer knows what changed (sold out, a new choice).
      const reasons = refusals.join(' ');
      throw new ApiError(
        422,
        `None of the items in this order can be ordered any more. ${reasons}`,
      );
    }
    return { cart, added };
  })();
  const skipped = items.reduce((sum, item) => sum + item.quantity, 0) - result.added;
  return { cart: toCart(ctx.db, result.cart, view), added: result.added, skipped };
}
