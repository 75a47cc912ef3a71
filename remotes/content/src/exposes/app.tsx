import { createParcel } from '@jara/parcel/create-parcel';
import { ContentApp } from '../app/content-app';

export const { bootstrap, mount, unmount, update } = createParcel(ContentApp);
