import { createParcel } from '@jara/parcel/parcel';
import { PlansApp } from '../app/plans-app';

export const { bootstrap, mount, unmount, update } = createParcel(PlansApp);
