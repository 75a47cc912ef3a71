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
