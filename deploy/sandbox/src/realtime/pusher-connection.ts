import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { RealtimeCredentials } from '../sandbox-context';
import { errorFrame, frame, parseClientMessage } from './pusher-messages';
import { isValidChannelAuth } from './pusher-signature';

const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;

/** One connected client: its socket id, its channels, and when it was last heard from. */
export class PusherConnection {
  readonly socketId = `${randomInt(1, 1e9)}.${randomInt(1, 1e9)}`;
  readonly channels = new Set<string>();
  lastSeen = Date.now();
  pingSent = false;

  constructor(
    readonly socket: WebSocket,
    private readonly credentials: RealtimeCredentials,
  ) {}

  send(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  handle(raw: string): void {
    this.lastSeen = Date.now();
    this.pingSent = false;
    const message = parseClientMessage(raw);
    if (!message) {
      this.send(
        errorFrame(null, 'The sandbox could not read that message: send Pusher protocol JSON.'),
      );
      return;
    }
    const data = (
      typeof message.data === 'object' && message.data !== null ? message.data : {}
    ) as Record<string, unknown>;
    switch (message.event) {
      case 'pusher:ping':
        this.send(frame('pusher:pong', {}));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(data);
        return;
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') this.channels.delete(data.channel);
        return;
      default:
        this.send(
          errorFrame(
            null,
            message.event.startsWith('client-')
              ? 'Client events are not enabled on the sandbox.'
              : `Unknown event ${message.event.slice(0, 60)}.`,
          ),
        );
    }
  }

  private subscribe(data: Record<string, unknown>): void {
    const channel = data.channel;
    if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel)) {
      this.send(errorFrame(null, 'Invalid channel name.'));
      return;
    }
    if (channel.startsWith('presence-')) {
      this.send(
        errorFrame(null, `Presence channels are not supported by the sandbox (${channel}).`),
      );
      return;
    }
    if (channel.startsWith('private-')) {
      const { key, secret } = this.credentials;
      if (!isValidChannelAuth(key, secret, this.socketId, channel, data.auth)) {
        this.send(
          errorFrame(
            null,
            `Invalid signature: expected HMAC SHA256 hex digest of ${this.socketId}:${channel}.`,
          ),
        );
        return;
      }
    }
    this.channels.add(channel);
    this.send(frame('pusher_internal:subscription_succeeded', {}, channel));
  }
}
