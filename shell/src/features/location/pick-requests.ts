/**
 * Location pick requests from any bundle, held from the page's start until the picker's host has
 * loaded (it loads when the page is idle, or at once for the first request).
 */
import { bus } from '@jara/bus';
import { createHeldChannel } from '../boot/held-channel';

export const pickRequests = createHeldChannel(bus, ['location:pick-requested'] as const);
