import { REALTIME_CHANNEL_PREFIX, REALTIME_EVENTS } from '@jara/contracts/api-calls';
import type { AppNotification, Order } from '@jara/contracts/entities';
import { orderSchema } from '@jara/contracts/order-schema';
import { riderMovedSchema } from '@jara/contracts/rider-schema';
import Pusher from 'pusher-js';
import { WebSocket } from 'ws';
import { DEMO_CUSTOMER } from '../seed/demo-accounts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { channelAuth } from './pusher-signature';

const CHANNEL = `${REALTIME_CHANNEL_PREFIX}${DEMO_CUSTOMER.id}`;
let t: TestSandbox;
let token: string;
const clients: Pusher[] = [];

beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await t.sandbox.stop();
});

function pusherClient(bearer: string): Pusher {
  const { host, port, key } = t.sandbox.realtime;
  const client = new Pusher(key, {
    cluster: 'sandbox',
    wsHost: host,
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    activityTimeout: 120_000,
    pongTimeout: 30_000,
    unavailableTimeout: 10_000,
    channelAuthorization: {
      endpoint: t.sandbox.urls.authEndpoint,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${bearer}` },
    },
  });
  clients.push(client);
  return client;
}

function next<T>(
  bind: (resolve: (value: T) => void, reject: (error: Error) => void) => void,
  ms = 5000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing arrived within ${ms} ms`)), ms);
    bind(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A bare websocket speaking the protocol by hand, to send what pusher-js never would. */
async function rawSocket(
  path: string,
): Promise<{ socket: WebSocket; messages: { event: string; data: unknown; channel?: string }[] }> {
  const socket = new WebSocket(`ws://${t.sandbox.realtime.host}:${t.sandbox.realtime.port}${path}`);
  const messages: { event: string; data: unknown }[] = [];
  socket.on('message', (raw) => {
    const parsed = JSON.parse(raw.toString()) as { event: string; data: unknown };
    messages.push({
      ...parsed,
      data: typeof parsed.data === 'string' ? JSON.parse(parsed.data) : parsed.data,
    });
  });
  await next<void>((resolve) => socket.once('open', () => resolve()));
  await next<void>((resolve) => {
    const wait = () => (messages.length > 0 ? resolve() : setTimeout(wait, 10));
    wait();
  });
  return { socket, messages };
}

describe('pusher-js against the sandbox', () => {
  it('subscribes to the customer channel and receives order and notification events', async () => {
    const client = pusherClient(token);
    const channel = client.subscribe(CHANNEL);
    await next<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (error: unknown) =>
        reject(new Error(JSON.stringify(error))),
      );
    });
    const orderEvent = next<{ order: Order }>((resolve) =>
      channel.bind(REALTIME_EVENTS.orderStatus, resolve),
    );
    const notificationEvent = next<{ notification: AppNotification }>((resolve) =>
      channel.bind(REALTIME_EVENTS.notification, resolve),
    );
    const active = t.data(await t.call<Order[]>('GET', '/marketplace/orders/active', { token }));
    const pickup = active.find((order) => order.reference === 'JR-JOL006') as Order;
    await t.control('POST', `/__sandbox/orders/${pickup.uuid}/status`, { status: 'completed' });
    expect((await orderEvent).order).toMatchObject({ uuid: pickup.uuid, status: 'completed' });
    expect((await notificationEvent).notification.title).toBe('Order picked up');
  });

  it('sends the rider’s position as the clock moves, in the shape the shell relays', async () => {
    const client = pusherClient(token);
    const channel = client.subscribe(CHANNEL);
    await next<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
    const cart = await t.fullCart(token, 'jollof-republic', 2);
    const { order } = t.data(
      await t.placeOrder(token, cart, {
        payment_method: 'card',
        return_url: 'http://localhost:8080/orders',
      }),
    );
    const outEvent = next<unknown>((resolve) =>
      channel.bind(REALTIME_EVENTS.orderStatus, (data: { order: Order }) => {
        if (data.order.uuid === order.uuid) resolve(data.order);
      }),
    );
    const moved = next<unknown>((resolve) => channel.bind(REALTIME_EVENTS.riderMoved, resolve));
    await t.control('POST', `/__sandbox/orders/${order.uuid}/status`, { status: 'in_transit' });
    const out = orderSchema.parse(await outEvent);
    t.sandbox.advanceClock(60_000);
    const position = riderMovedSchema.parse(await moved);
    expect(position.order_uuid).toBe(order.uuid);
    expect(position.rider.name).toBe(out.rider?.name);
    expect(position.rider.progress).toBeGreaterThan(0);
    expect(position.rider.distance_left_km).toBeLessThan(out.rider?.distance_left_km ?? 0);
    client.disconnect();
    await t.control('POST', `/__sandbox/orders/${order.uuid}/status`, { status: 'completed' });
  });

  it('sends a spec’s raw event as it is, text that is not JSON included', async () => {
    const client = pusherClient(token);
    const channel = client.subscribe(CHANNEL);
    await next<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
    const heard: unknown[] = [];
    channel.bind(REALTIME_EVENTS.orderStatus, (data: unknown) => heard.push(data));
    for (const data of ['not json {', { order: null }]) {
      const published = await t.control('POST', '/__sandbox/realtime/publish', {
        customer_id: DEMO_CUSTOMER.id,
        event: REALTIME_EVENTS.orderStatus,
        data,
      });
      expect(published.status).toBe(200);
    }
    await next<void>((resolve) => {
      const wait = () => (heard.length >= 2 ? resolve() : setTimeout(wait, 10));
      wait();
    });
    expect(heard).toEqual(['not json {', { order: null }]);
    const refused = await t.control('POST', '/__sandbox/realtime/publish', { event: '' });
    expect(refused.status).toBe(422);
  });

  it('refuses to sign another customer’s channel, or anything without a token', async () => {
    const body = new URLSearchParams({
      socket_id: '123.456',
      channel_name: `${REALTIME_CHANNEL_PREFIX}2`,
    });
    const other = await fetch(t.sandbox.urls.authEndpoint, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      status: 'error',
      message: 'You may not listen on this channel.',
    });
    const anonymous = await fetch(t.sandbox.urls.authEndpoint, { method: 'POST', body });
    expect(anonymous.status).toBe(401);
    const own = await fetch(t.sandbox.urls.authEndpoint, {
      method: 'POST',
      body: new URLSearchParams({ socket_id: '123.456', channel_name: CHANNEL }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await own.json()).toEqual({
      auth: channelAuth(t.sandbox.realtime.key, 'jara-sandbox-secret', '123.456', CHANNEL),
    });
  });

  it('answers a subscription with a bad signature with pusher:error', async () => {
    const { socket, messages } = await rawSocket(
      `/app/${t.sandbox.realtime.key}?protocol=7&client=js&version=8.6.0`,
    );
    const established = messages[0] as {
      event: string;
      data: { socket_id: string; activity_timeout: number };
    };
    expect(established.event).toBe('pusher:connection_established');
    expect(established.data.activity_timeout).toBe(120);
    socket.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: CHANNEL, auth: `${t.sandbox.realtime.key}:${'0'.repeat(64)}` },
      }),
    );
    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    socket.send('not json');
    await next<void>((resolve) => {
      const wait = () => (messages.length >= 4 ? resolve() : setTimeout(wait, 10));
      wait();
    });
    expect(messages.slice(1).map((message) => message.event)).toEqual([
      'pusher:error',
      'pusher:pong',
      'pusher:error',
    ]);
    expect(messages[1]?.data).toMatchObject({
      code: null,
      message: expect.stringMatching(/^Invalid signature/),
    });
    socket.close();
  });

  it('refuses an unknown app key with code 4001', async () => {
    const { socket, messages } = await rawSocket('/app/wrong-key?protocol=7');
    expect(messages[0]).toMatchObject({ event: 'pusher:error', data: { code: 4001 } });
    socket.close();
  });

  it('drops every socket on restart, and pusher-js reconnects when it is back', async () => {
    const client = pusherClient(token);
    await next<void>((resolve) => client.connection.bind('connected', () => resolve()));
    const firstId = client.connection.socket_id;
    const states: string[] = [];
    client.connection.bind('state_change', (change: { current: string }) =>
      states.push(change.current),
    );
    const reconnected = next<void>(
      (resolve) => client.connection.bind('connected', () => resolve()),
      15_000,
    );
    const restart = await t.control('POST', '/__sandbox/realtime/restart', { downMs: 300 });
    expect(restart.body.message).toBe(
      'The realtime server dropped every socket and is back in 300 ms.',
    );
    await reconnected;
    expect(states).toContain('connecting');
    expect(client.connection.socket_id).not.toBe(firstId);
  }, 20_000);
});
