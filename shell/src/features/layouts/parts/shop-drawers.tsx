/** The cart drawer and order-tracking drawer, mounted once per shopping layout; they open on bus events. */
import { RemoteParcel } from '../../parcels/remote-parcel';

export function ShopDrawers() {
  return (
    <>
      <RemoteParcel
        remote="checkout"
        expose="./cart-drawer"
        variant="widget"
        label="The cart drawer"
      />
      <RemoteParcel
        remote="orders"
        expose="./order-tracking-drawer"
        variant="widget"
        label="Order tracking"
      />
    </>
  );
}
