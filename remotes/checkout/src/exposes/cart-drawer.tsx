import { createParcel } from '@jara/parcel/parcel';
import { CartDrawer } from '../widgets/cart-drawer';

export const { bootstrap, mount, unmount, update } = createParcel(CartDrawer);
