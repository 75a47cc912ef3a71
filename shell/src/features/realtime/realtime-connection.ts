/**
 * The shell's one realtime connection. It connects after login, disconnects on logout, relays the
 * customer's order and notification events onto the bus (remotes listen there and never open a
 * socket of their own), and reconnects by itself 1000 ms after the server drops it. Each time the
 * channel is (re)subscribed it calls `onSubscribed`: events sent while no socket listened are
 * lost, so whoever shows them reads the API again.
 */
import type Pusher from 'pusher-js';
import { REALTIME_CHANNEL_PREFIX } from '@jara/contracts/api-calls';
import { REALTIME_DEFAULTS } from '@jara/contracts/constants';
import { REALTIME_RELAY, type RealtimeEventName } from '@jara/contracts/realtime-events';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { pusherOptions } from './pusher-options';
import { relayRealtimeEvent } from './relay-realtime-event';

type PusherClass = new (key: string, options: ReturnType<typeof pusherOptions>) => Pusher;

/** States after which pusher-js stops trying by itself. */
const GAVE_UP = new Set(['disconnected', 'failed', 'unavailable']);

export class RealtimeConnection {
  private pusher: Pusher | null = null;
  private customerId: number | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly config: RuntimeConfig['realtime'],
    private readonly loadPusher: () => Promise<PusherClass>,
    private readonly onSubscribed: () => void = () => {},
  ) {}

  async connect(customerId: number, token: string): Promise<void> {
    if (this.customerId === customerId && this.pusher) return;
    this.disconnect();
    this.customerId = customerId;
    const PusherImpl = await this.loadPusher();
    if (this.customerId !== customerId) return;
    const pusher = new PusherImpl(this.config.key, pusherOptions(this.config, token));
    this.pusher = pusher;

    const channel = pusher.subscribe(`${REALTIME_CHANNEL_PREFIX}${customerId}`);
    for (const event of Object.keys(REALTIME_RELAY) as RealtimeEventName[]) {
      channel.bind(event, (data: unknown) => relayRealtimeEvent(event, data));
    }
    channel.bind('pusher:subscription_succeeded', () => {
      if (this.pusher === pusher) this.onSubscribed();
    });
    pusher.connection.bind('state_change', ({ current }: { current: string }) => {
      if (this.pusher === pusher && GAVE_UP.has(current)) this.scheduleRetry(pusher);
    });
  }

  disconnect(): void {
    clearTimeout(this.retryTimer);
    const pusher = this.pusher;
    this.pusher = null;
    this.customerId = null;
    pusher?.disconnect();
  }

  private scheduleRetry(pusher: Pusher): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.pusher === pusher && pusher.connection.state !== 'connected') pusher.connect();
    }, REALTIME_DEFAULTS.retryDelay);
  }
}
