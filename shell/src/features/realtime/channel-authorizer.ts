/**
 * Asks the broadcasting auth endpoint for a channel's signature. Pusher's own transport would
 * swallow the answer; this one reads it, so a 401 ends the session by the rule every API call
 * follows (spec 6), and a refusal reaches pusher-js as the failed subscription it is.
 */
import type { ChannelAuthorizationHandler } from 'pusher-js';
import { expireSessionIfStillSignedIn, statusEndsSession } from '@jara/api/session-expiry';

export function channelAuthorizer(endpoint: string, token: string): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    fetch(endpoint, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
    })
      .then(async (response) => {
        // The customer's own channel: a 404 says their account is gone.
        if (statusEndsSession(response.status, 'account-gone')) {
          expireSessionIfStillSignedIn('main', token);
        }
        if (!response.ok) throw new Error(`The channel was refused (${response.status}).`);
        const body = (await response.json()) as { auth?: unknown };
        if (typeof body.auth !== 'string') throw new Error('The channel answer had no signature.');
        callback(null, { auth: body.auth });
      })
      .catch((error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), null);
      });
  };
}
