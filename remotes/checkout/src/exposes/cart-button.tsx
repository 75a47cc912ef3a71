import { createParcel } from '@jara/parcel/parcel';
import { CartButton } from '../widgets/cart-button';

export const { bootstrap, mount, unmount, update } = createParcel(CartButton);
