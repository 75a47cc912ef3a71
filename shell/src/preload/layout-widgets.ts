/**
 * The remote widgets a layout mounts on its first paint, for a signed-out visitor (the bell
 * shows only to a signed-in customer, and is left to load as it does today; the order-tracking
 * drawer loads when the page is idle). The early preload fetches these beside the route's own
 * remote; a test renders every layout and checks this list against the parcels it really
 * mounts, so a layout change cannot leave it behind.
 */
import type { RemoteModule } from '@jara/contracts/remote-contract';
import type { LayoutName } from '@jara/contracts/site-routes';

const SHOP_WIDGETS: readonly RemoteModule[] = [
  { remote: 'checkout', expose: './cart-button' },
  { remote: 'checkout', expose: './cart-drawer' },
];

export const LAYOUT_WIDGETS: Partial<Record<LayoutName, readonly RemoteModule[]>> = {
  store: SHOP_WIDGETS,
  web: SHOP_WIDGETS,
};
