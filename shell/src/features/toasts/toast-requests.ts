/**
 * Toasts raised by any bundle, held from the page's start until the toast host (react-hot-toast)
 * has loaded (it loads when the page is idle, or at once for the first toast).
 */
import { bus } from '@jara/bus';
import { createHeldChannel } from '../boot/held-channel';

export const toastRequests = createHeldChannel(bus, ['toast:show'] as const);
