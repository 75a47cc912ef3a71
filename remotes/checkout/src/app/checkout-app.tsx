/** The checkout's routed pages. */
import { RemoteRoutes } from '@jara/parcel/remote-routes';
import { ScreenLoading } from '@jara/ui/screen-loading';
import { CHECKOUT_PREFETCHES } from './prefetches';
import { CHECKOUT_SCREENS } from './screens';
// The checkout's first reads (the carts, the vendor, the saved addresses: its prefetch) go
// through these API modules, which their queries import only when they fetch: loaded with the
// app, they download beside its other shared modules instead of a round trip after the screen
// has asked (the checkout's largest paint waits on the carts' answer).
import '@jara/api/addresses';
import '@jara/api/cart';
import '@jara/api/marketplace';

export function CheckoutApp() {
  return (
    <RemoteRoutes
      remote="checkout"
      screens={CHECKOUT_SCREENS}
      prefetches={CHECKOUT_PREFETCHES}
      fallback={<ScreenLoading />}
    />
  );
}
