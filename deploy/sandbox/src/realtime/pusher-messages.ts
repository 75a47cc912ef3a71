/** Frames of the Pusher protocol (v7) the sandbox sends; `data` travels as a JSON string. */
export interface PusherFrame {
  event: string;
  channel?: string;
  data: string;
}

export function frame(event: string, data: unknown, channel?: string): string {
  const message: PusherFrame = {
    event,
    data: typeof data === 'string' ? data : JSON.stringify(data),
  };
  if (channel !== undefined) message.channel = channel;
  return JSON.stringify(message);
}

/** A pusher:error. Codes 4000-4099 tell the client not to reconnect; null is not fatal. */
export function errorFrame(code: number | null, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}

export interface ClientMessage {
  event: string;
  channel?: unknown;
  data?: unknown;
}

/** Parses what a client sent; null when it is not a Pusher message at all. */
export function parseClientMessage(raw: string): ClientMessage | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const message = parsed as Record<string, unknown>;
    if (typeof message.event !== 'string') return null;
    let data = message.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        // Pusher allows plain-string data; keep it as it came.
      }
    }
    return { event: message.event, channel: message.channel, data };
  } catch {
    return null;
  }
}
