import { createParcel } from '@jara/parcel/create-parcel';
import { CartDrawer } from '../widgets/cart-drawer';

export const { bootstrap, mount, unmount, update } = createParcel(CartDrawer);
