/**
 * The device each measured page opens on: it has seen the guided tour (its overlay is a first
 * visit's one-off, not the page customers load every day), and for the checkout it is the demo
 * customer, signed in, with a cart of one available dish (the checkout of a guest only asks to
 * sign in).
 * The same device is given to Playwright's contexts and, through the page's storage, to
 * Lighthouse, on whichever origin (the federated site or the one-bundle build) is measured.
 */
import type { Cart } from '@jara/contracts/entities';
import { customerCall } from '../support/customer-api';
import { DEMO_LOGIN } from '../support/e2e-stack';
import { findSimpleProduct } from '../support/site-flows';
import { storedSession } from '../support/stored-session';
import { TOUR_SEEN_KEY } from '../support/tour-seen';

export interface StorageItem {
  name: string;
  value: string;
}

/** A route as the bench opens it: the page's path (with its query) and the device's storage. */
export interface BenchRoute {
  /** The route as budgets.json and the printed tables name it. */
  route: string;
  /** Path and query to open. */
  path: string;
  localStorage: StorageItem[];
}

export const TOUR_SEEN: StorageItem = { name: TOUR_SEEN_KEY, value: '1' };

/** Signs the demo customer in through the API and puts a simple dish in a cart of theirs. */
export async function signedInCart(): Promise<{ cartId: string; session: StorageItem }> {
  const login = await customerCall<{ id: number; access_token: string }>(
    null,
    'POST',
    '/login',
    DEMO_LOGIN,
  );
  const { vendor, product } = await findSimpleProduct();
  const carts = await customerCall<Cart[]>(login.access_token, 'GET', '/marketplace/cart');
  const added = await customerCall<Cart>(login.access_token, 'POST', '/marketplace/cart/items', {
    vendor_id: vendor.uuid,
    cart_id: carts.find((each) => each.vendor === vendor.uuid)?.uuid ?? null,
    product_uuid: product.uuid,
    // Enough for the store's minimum order: a cart under it makes the checkout an error page.
    quantity: Math.max(1, Math.ceil(vendor.minimum_order / product.price)),
  });
  // The store has one cart per customer, and the demo customer's seeded one holds a dish that is
  // no longer available: the checkout would refuse it (a 422 in the console) instead of showing.
  const others = added.items.filter((item) => item.product_uuid !== product.uuid);
  const cart =
    others.length === 0
      ? added
      : await customerCall<Cart>(
          login.access_token,
          'POST',
          `/marketplace/cart/${added.uuid}/items/delete`,
          { item_ids: others.map((item) => item.uuid) },
        );
  return {
    cartId: cart.uuid,
    session: storedSession({ token: login.access_token, customerId: login.id }),
  };
}

export const CHECKOUT_ROUTE = '/store/checkout';

/** The routes to open, the checkout with a fresh signed-in cart. */
export async function benchRoutes(routes: readonly string[]): Promise<BenchRoute[]> {
  const checkout = routes.includes(CHECKOUT_ROUTE) ? await signedInCart() : null;
  return routes.map((route) =>
    route === CHECKOUT_ROUTE && checkout
      ? {
          route,
          path: `${route}?cart=${checkout.cartId}`,
          localStorage: [TOUR_SEEN, checkout.session],
        }
      : { route, path: route, localStorage: [TOUR_SEEN] },
  );
}

/**
 * A Playwright context for `route` on `origin`: its device's storage, and the stack's
 * self-signed certificate accepted (it is made fresh at every start of the stack).
 */
export function contextFor(route: Pick<BenchRoute, 'localStorage'>, origin: string) {
  return {
    storageState: { cookies: [], origins: [{ origin, localStorage: route.localStorage }] },
    ignoreHTTPSErrors: true,
  };
}
