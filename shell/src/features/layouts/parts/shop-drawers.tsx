/**
 * The cart drawer and order-tracking drawer, mounted once per shopping layout; they open on bus
 * events, which the bus holds for a drawer still on its way. The cart drawer loads with the
 * header's widgets, once the page has shown its content: it keeps the customer's carts in step
 * with the server, which the cart button counts. The order-tracking drawer has nothing to do
 * until it opens, so it loads at the first idle moment after the page is ready, or on the first
 * request to open it.
 */
import { RemoteParcel } from '../../parcels/remote-parcel';
import { phaseGate, useAfterPageShown } from './phase-gate';

const useTrackingDue = phaseGate('page-ready', ['orders:open-tracking', 'order:placed']);

export function ShopDrawers() {
  const holdCart = !useAfterPageShown();
  const trackingDue = useTrackingDue();
  return (
    <>
      <RemoteParcel
        remote="checkout"
        expose="./cart-drawer"
        variant="overlay"
        label="The cart drawer"
        hold={holdCart}
      />
      {trackingDue ? (
        <RemoteParcel
          remote="orders"
          expose="./order-tracking-drawer"
          variant="overlay"
          label="Order tracking"
        />
      ) : null}
    </>
  );
}
