import { createEventBus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
import { createHeldChannel } from './held-channel';

const request = (requestId: string): BusEvents['auth:login-required'] => ({
  requestId,
  variant: 'customer',
});

describe('createHeldChannel', () => {
  it('holds every request made before anyone listens and hands them over in order', async () => {
    const bus = createEventBus();
    const channel = createHeldChannel(bus, ['auth:login-required'] as const);
    bus.emit('auth:login-required', request('a'));
    bus.emit('auth:login-required', request('b'));
    const heard: string[] = [];
    channel.on('auth:login-required', ({ requestId }) => heard.push(requestId));
    await Promise.resolve();
    expect(heard).toEqual(['a', 'b']);
  });

  it('passes requests straight through once someone listens, and holds none twice', async () => {
    const bus = createEventBus();
    const channel = createHeldChannel(bus, ['auth:login-required'] as const);
    const heard: string[] = [];
    channel.on('auth:login-required', ({ requestId }) => heard.push(requestId));
    bus.emit('auth:login-required', request('a'));
    expect(heard).toEqual(['a']);
    const later: string[] = [];
    channel.on('auth:login-required', ({ requestId }) => later.push(requestId));
    await Promise.resolve();
    expect(later).toEqual([]);
  });

  it('tells whoever waits for a held request, including about one already held', () => {
    const bus = createEventBus();
    const channel = createHeldChannel(bus, ['auth:login-required'] as const);
    const early = jest.fn();
    channel.onHeld(early);
    bus.emit('auth:login-required', request('a'));
    expect(early).toHaveBeenCalledTimes(1);
    const late = jest.fn();
    channel.onHeld(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('keeps a request for a listener that React subscribes twice (strict mode)', async () => {
    const bus = createEventBus();
    const channel = createHeldChannel(bus, ['auth:login-required'] as const);
    bus.emit('auth:login-required', request('a'));
    const first = jest.fn();
    channel.on('auth:login-required', first)();
    const second = jest.fn();
    channel.on('auth:login-required', second);
    await Promise.resolve();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
