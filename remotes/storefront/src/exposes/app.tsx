import { createParcel } from '@jara/parcel/parcel';
import { StorefrontApp } from '../app/storefront-app';

export const { bootstrap, mount, unmount, update } = createParcel(StorefrontApp);
