import { HELD_BUS_EVENT_MS } from '@jara/contracts/bus-events';
import { createEventBus, getBus, type EventBus } from './event-bus';

describe('event bus', () => {
  it('delivers a payload to every handler of that event only', () => {
    const bus = createEventBus();
    const cart = jest.fn();
    const toast = jest.fn();
    bus.on('cart:open', cart);
    bus.on('toast:show', toast);

    bus.emit('cart:open', { vendorId: 'v1' });

    expect(cart).toHaveBeenCalledWith({ vendorId: 'v1' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    const off = bus.on('cart:open', handler);
    off();
    bus.emit('cart:open', {});
    expect(handler).not.toHaveBeenCalled();
  });

  it('delivers a once handler a single time', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    bus.once('auth:logged-out', handler);
    bus.emit('auth:logged-out', { reason: 'logout' });
    bus.emit('auth:logged-out', { reason: 'logout' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering to other handlers when one throws, and logs the failure', () => {
    const bus = createEventBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const after = jest.fn();
    bus.on('cart:open', () => {
      throw new Error('broken listener');
    });
    bus.on('cart:open', after);

    bus.emit('cart:open', {});

    expect(after).toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[bus] a "cart:open" handler threw', expect.any(Error));
    error.mockRestore();
  });

  it('does not skip a neighbour when a handler unsubscribes itself', () => {
    const bus = createEventBus();
    const second = jest.fn();
    const off = bus.on('cart:open', () => off());
    bus.on('cart:open', second);
    bus.emit('cart:open', {});
    expect(second).toHaveBeenCalled();
  });

  it('is one instance per page, even if the module is evaluated twice', () => {
    const first = getBus();
    let second: ReturnType<typeof getBus> | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      second = (require('./event-bus') as { bus: EventBus }).bus;
    });
    expect(second).toBe(first);
  });
});

describe('customer actions sent before their widget listens', () => {
  const settle = () => Promise.resolve();

  afterEach(() => jest.useRealTimers());

  it('keeps a cart:open nobody heard and hands it to the first listener', async () => {
    const bus = createEventBus();
    bus.emit('cart:open', { vendorId: 'v1' });
    const drawer = jest.fn();
    bus.on('cart:open', drawer);
    await settle();
    expect(drawer).toHaveBeenCalledTimes(1);
    expect(drawer).toHaveBeenCalledWith({ vendorId: 'v1' });

    const later = jest.fn();
    bus.on('cart:open', later);
    await settle();
    expect(later).not.toHaveBeenCalled();
  });

  it('keeps only the latest action of a kind', async () => {
    const bus = createEventBus();
    bus.emit('orders:open-tracking', { orderId: 'first' });
    bus.emit('orders:open-tracking', { orderId: 'second' });
    const drawer = jest.fn();
    bus.on('orders:open-tracking', drawer);
    await settle();
    expect(drawer.mock.calls).toEqual([[{ orderId: 'second' }]]);
  });

  it('drops an action that waited longer than HELD_BUS_EVENT_MS', async () => {
    jest.useFakeTimers();
    const bus = createEventBus();
    bus.emit('cart:open', {});
    jest.advanceTimersByTime(HELD_BUS_EVENT_MS + 1);
    const drawer = jest.fn();
    bus.on('cart:open', drawer);
    await settle();
    expect(drawer).not.toHaveBeenCalled();
  });

  it('still hands it over in time, and to a listener that resubscribed (React strict mode)', async () => {
    jest.useFakeTimers();
    const bus = createEventBus();
    bus.emit('cart:open', {});
    jest.advanceTimersByTime(HELD_BUS_EVENT_MS);
    const drawer = jest.fn();
    bus.on('cart:open', drawer)();
    bus.on('cart:open', drawer);
    await settle();
    expect(drawer).toHaveBeenCalledTimes(1);
  });

  it('hands a held action to a once listener', async () => {
    const bus = createEventBus();
    bus.emit('cart:open', {});
    const drawer = jest.fn();
    bus.once('cart:open', drawer);
    await settle();
    bus.emit('cart:open', {});
    expect(drawer).toHaveBeenCalledTimes(1);
  });

  it('does not hold events that are not customer actions', async () => {
    const bus = createEventBus();
    bus.emit('toast:show', { kind: 'info', message: 'hello' });
    bus.emit('order:status-changed', { order: {} as never });
    const toast = jest.fn();
    const order = jest.fn();
    bus.on('toast:show', toast);
    bus.on('order:status-changed', order);
    await settle();
    expect(toast).not.toHaveBeenCalled();
    expect(order).not.toHaveBeenCalled();
  });

  it('lets a newer action replace one still waiting to be handed over', async () => {
    const bus = createEventBus();
    bus.emit('orders:open-tracking', { orderId: 'old' });
    const drawer = jest.fn();
    bus.on('orders:open-tracking', drawer);
    bus.emit('orders:open-tracking', { orderId: 'new' });
    await settle();
    expect(drawer.mock.calls).toEqual([[{ orderId: 'new' }]]);
  });
});
