/**
 * The one socket's options: the runtime-configured host, the spec's timeouts (section 9), and
 * private channels authorised at the broadcasting auth endpoint with the customer's token.
 */
import type { Options } from 'pusher-js';
import { REALTIME_DEFAULTS } from '@jara/contracts/constants';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { channelAuthorizer } from './channel-authorizer';

export function pusherOptions(config: RuntimeConfig['realtime'], token: string): Options {
  return {
    cluster: 'mt1',
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    wssPort: config.wsPort,
    forceTLS: config.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    activityTimeout: REALTIME_DEFAULTS.activityTimeout,
    pongTimeout: REALTIME_DEFAULTS.pongTimeout,
    unavailableTimeout: REALTIME_DEFAULTS.unavailableTimeout,
    channelAuthorization: { customHandler: channelAuthorizer(config.authEndpoint, token) },
  };
}
