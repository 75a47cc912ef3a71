import { bus } from '@jara/bus';
import { anOrder } from '@jara/testing/builders/order';
import { makeRealtimeNotification } from '../../testing/realtime-payloads';
import { RealtimeConnection } from './realtime-connection';

type Handler = (data: unknown) => void;

class FakePusher {
  static instances: FakePusher[] = [];
  channels = new Map<string, Map<string, Handler>>();
  connectionHandlers = new Map<string, Handler>();
  connection = {
    state: 'connecting',
    bind: (event: string, handler: Handler) => this.connectionHandlers.set(event, handler),
  };
  disconnect = jest.fn();
  connect = jest.fn();

  constructor(
    readonly key: string,
    readonly options: Record<string, unknown>,
  ) {
    FakePusher.instances.push(this);
  }

  subscribe(name: string) {
    const handlers = new Map<string, Handler>();
    this.channels.set(name, handlers);
    return { bind: (event: string, handler: Handler) => handlers.set(event, handler) };
  }

  fire(channel: string, event: string, data: unknown) {
    this.channels.get(channel)?.get(event)?.(data);
  }

  changeState(current: string) {
    this.connection.state = current;
    this.connectionHandlers.get('state_change')?.({ previous: 'connected', current });
  }
}

const config = {
  key: 'key',
  wsHost: 'localhost',
  wsPort: 8092,
  forceTLS: false,
  authEndpoint: 'http://localhost:8090/broadcasting/auth',
};

function connection() {
  return new RealtimeConnection(config, () => Promise.resolve(FakePusher as never));
}

describe('RealtimeConnection', () => {
  beforeEach(() => {
    FakePusher.instances = [];
  });

  it('opens one socket with the spec timeouts, authorised with the customer token', async () => {
    await connection().connect(7, 'token-7');
    const [pusher] = FakePusher.instances;
    expect(FakePusher.instances).toHaveLength(1);
    expect(pusher!.options).toMatchObject({
      wsHost: 'localhost',
      wsPort: 8092,
      activityTimeout: 120000,
      pongTimeout: 30000,
      unavailableTimeout: 10000,
      channelAuthorization: { customHandler: expect.any(Function) },
    });
    expect([...pusher!.channels.keys()]).toEqual(['private-customer.7']);
  });

  it('relays order and notification events onto the bus', async () => {
    await connection().connect(7, 't');
    const orders: unknown[] = [];
    const notifications: unknown[] = [];
    const offs = [
      bus.on('order:status-changed', (event) => orders.push(event.order)),
      bus.on('notification:received', (event) => notifications.push(event.notification)),
    ];
    const [pusher] = FakePusher.instances;
    const order = anOrder();
    const notification = makeRealtimeNotification();
    pusher!.fire('private-customer.7', 'order.status-changed', { order });
    pusher!.fire('private-customer.7', 'notification.created', { notification });
    expect(orders).toEqual([order]);
    expect(notifications).toEqual([notification]);
    offs.forEach((off) => off());
  });

  it('says so each time the channel is subscribed, but not for a socket it already closed', async () => {
    const onSubscribed = jest.fn();
    const realtime = new RealtimeConnection(
      config,
      () => Promise.resolve(FakePusher as never),
      onSubscribed,
    );
    await realtime.connect(7, 't');
    const [first] = FakePusher.instances;
    first!.fire('private-customer.7', 'pusher:subscription_succeeded', {});
    first!.fire('private-customer.7', 'pusher:subscription_succeeded', {});
    expect(onSubscribed).toHaveBeenCalledTimes(2);
    await realtime.connect(8, 't');
    first!.fire('private-customer.7', 'pusher:subscription_succeeded', {});
    expect(onSubscribed).toHaveBeenCalledTimes(2);
  });

  it('keeps malformed events off the bus, and relays a good one after them', async () => {
    await connection().connect(7, 't');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const heard: unknown[] = [];
    const off = bus.on('order:status-changed', (event) => heard.push(event));
    const [pusher] = FakePusher.instances;
    for (const data of ['not json', null, { order: null }, {}, { order: { uuid: 1 } }]) {
      pusher!.fire('private-customer.7', 'order.status-changed', data);
    }
    expect(heard).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(5);
    const order = anOrder({ status: 'ready' });
    pusher!.fire('private-customer.7', 'order.status-changed', { order });
    expect(heard).toEqual([{ order }]);
    off();
    warn.mockRestore();
  });

  it('does not open a second socket for the same customer, and disconnects on logout', async () => {
    const realtime = connection();
    await realtime.connect(7, 't');
    await realtime.connect(7, 't');
    expect(FakePusher.instances).toHaveLength(1);
    realtime.disconnect();
    expect(FakePusher.instances[0]!.disconnect).toHaveBeenCalled();
  });

  it('reconnects by itself 1000 ms after the server drops the connection', async () => {
    jest.useFakeTimers();
    const realtime = connection();
    await realtime.connect(7, 't');
    const [pusher] = FakePusher.instances;
    pusher!.changeState('unavailable');
    jest.advanceTimersByTime(999);
    expect(pusher!.connect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(pusher!.connect).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('does not retry after a logout', async () => {
    jest.useFakeTimers();
    const realtime = connection();
    await realtime.connect(7, 't');
    const [pusher] = FakePusher.instances;
    realtime.disconnect();
    pusher!.changeState('disconnected');
    jest.advanceTimersByTime(2000);
    expect(pusher!.connect).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
