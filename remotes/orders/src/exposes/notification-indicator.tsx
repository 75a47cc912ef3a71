import { createParcel } from '@jara/parcel/parcel';
import { NotificationIndicator } from '../widgets/notifications/notification-indicator';

export const { bootstrap, mount, unmount, update } = createParcel(NotificationIndicator);
