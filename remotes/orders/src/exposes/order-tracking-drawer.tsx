import { createParcel } from '@jara/parcel/parcel';
import { OrderTrackingDrawer } from '../widgets/order-tracking/order-tracking-drawer';

export const { bootstrap, mount, unmount, update } = createParcel(OrderTrackingDrawer);
