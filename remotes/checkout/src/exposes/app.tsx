import { createParcel } from '@jara/parcel/parcel';
import { CheckoutApp } from '../app/checkout-app';

export const { bootstrap, mount, unmount, update } = createParcel(CheckoutApp);
