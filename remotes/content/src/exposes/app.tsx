import { createParcel } from '@jara/parcel/parcel';
import { ContentApp } from '../app/content-app';

export const { bootstrap, mount, unmount, update } = createParcel(ContentApp);
