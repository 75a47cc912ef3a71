/** The cart drawer and order-tracking drawer, mounted once per shopping layout; they open on bus events. */
import { RemoteParcel } from '../../parcels/remote-parcel';

export function ShopDrawers() {
  return (
    <>
      <RemoteParcel
        remote="checkout"
        expose="./cart-drawer"
        variant="overlay"
        label="The cart drawer"
      />
      <RemoteParcel
        remote="orders"
        expose="./order-tracking-drawer"
        variant="overlay"
        label="Order tracking"
      />
    </>
  );
}
