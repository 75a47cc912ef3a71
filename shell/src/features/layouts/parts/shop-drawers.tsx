/**
 * The cart drawer and order-tracking drawer, mounted once per shopping layout; they open on bus
 * events. Like the header's widgets, they load once the page has shown its content; the bus
 * keeps an open request made before they arrive.
 */
import { RemoteParcel } from '../../parcels/remote-parcel';
import { useAfterPageShown } from './after-first-page';

export function ShopDrawers() {
  const hold = !useAfterPageShown();
  return (
    <>
      <RemoteParcel
        remote="checkout"
        expose="./cart-drawer"
        variant="overlay"
        label="The cart drawer"
        hold={hold}
      />
      <RemoteParcel
        remote="orders"
        expose="./order-tracking-drawer"
        variant="overlay"
        label="Order tracking"
        hold={hold}
      />
    </>
  );
}
