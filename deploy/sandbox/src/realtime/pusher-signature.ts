import { createHmac, timingSafeEqual } from 'node:crypto';

/** Pusher's channel signature: hex(HMAC-SHA256(secret, "socket_id:channel[:channel_data]")). */
export function channelSignature(
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const text =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** The `auth` value a client sends when subscribing: "key:signature". */
export function channelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
): string {
  return `${key}:${channelSignature(secret, socketId, channel)}`;
}

export function isValidChannelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelAuth(key, secret, socketId, channel));
  const actual = Buffer.from(auth);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
