/**
 * Login requests from any bundle, held from the page's start until the login modal's host has
 * loaded (it loads when the page is idle, or at once for the first request).
 */
import { bus } from '@jara/bus';
import { createHeldChannel } from '../boot/held-channel';

export const loginRequests = createHeldChannel(bus, ['auth:login-required'] as const);
