/** Connects the realtime socket for whoever is signed in, now and after every login/logout. */
import { bus } from '@jara/bus';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { getQueryClient } from '@jara/query/query-client';
import { sessionStore } from '@jara/state/session-store';
import { catchUpMissedEvents } from './catch-up-missed-events';
import { RealtimeConnection } from './realtime-connection';

export function startRealtime(config: RuntimeConfig['realtime']): RealtimeConnection {
  const connection = new RealtimeConnection(
    config,
    async () => (await import('pusher-js')).default,
    () => catchUpMissedEvents(getQueryClient()),
  );
  const connectCurrent = () => {
    const { token, customerId } = sessionStore.getState();
    if (token && customerId !== null) {
      connection.connect(customerId, token).catch((error: unknown) => {
        console.error('[realtime] could not connect', error);
      });
    }
  };
  connectCurrent();
  bus.on('auth:logged-in', connectCurrent);
  bus.on('auth:logged-out', () => connection.disconnect());
  return connection;
}
