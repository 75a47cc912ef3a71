/**
 * The cart drawer and order-tracking drawer, mounted once per shopping layout; they open on bus
 * events. They load when the page is idle after showing its content, or on the first request to
 * open one (see drawers-due); the bus keeps that request for the drawer.
 */
import { bus } from '@jara/bus';
import { RemoteParcel } from '../../parcels/remote-parcel';
import { drawersDueGate } from './drawers-due';

const useDrawersDue = drawersDueGate(bus);

export function ShopDrawers() {
  if (!useDrawersDue()) return null;
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
