import { createParcel } from '@jara/parcel/create-parcel';
import { CheckoutApp } from '../app/checkout-app';

export const { bootstrap, mount, unmount, update } = createParcel(CheckoutApp);
