import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { bus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
import {
  createLoadTelemetryPlugin,
  REMOTE_LOADED_EVENT,
  REMOTE_LOAD_FAILED_EVENT,
} from './load-telemetry-plugin';

type Hooks = Required<ModuleFederationRuntimePlugin>;
type Args<K extends keyof Hooks> = Parameters<Extract<Hooks[K], (...args: never[]) => unknown>>[0];

const origin = {} as never;
const storefront = { name: 'storefront', entry: '/storefront/mf-manifest.json', version: '1.4.0' };

function setUp() {
  let clock = 1000;
  const plugin = createLoadTelemetryPlugin(() => clock);
  const tracked: BusEvents['analytics:track'][] = [];
  const off = bus.on('analytics:track', (event) => tracked.push(event));
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const request = (id: string) =>
    plugin.beforeRequest!({ id, options: {}, origin } as unknown as Args<'beforeRequest'>);
  const load = (id: string) =>
    plugin.onLoad!({
      id,
      expose: './app',
      remote: storefront,
      origin,
    } as unknown as Args<'onLoad'>);
  const fail = (id: string, lifecycle: string, failure: unknown) =>
    plugin.errorLoadRemote!({
      id,
      error: failure,
      from: 'runtime',
      lifecycle,
      remote: { name: id.split('/')[0] },
      origin,
    } as unknown as Args<'errorLoadRemote'>);
  return {
    tracked,
    error,
    request,
    load,
    fail,
    advance: (ms: number) => (clock += ms),
    tearDown: () => {
      off();
      error.mockRestore();
    },
  };
}

let t: ReturnType<typeof setUp>;
beforeEach(() => (t = setUp()));
afterEach(() => t.tearDown());

describe('load telemetry plugin', () => {
  it('reports a remote loaded once, with its version and the time from request to module', async () => {
    await t.request('storefront/app');
    t.advance(240);
    await t.load('storefront/app');
    await t.request('storefront/app');
    t.advance(5);
    await t.load('storefront/app');

    expect(t.tracked).toEqual([
      {
        event: REMOTE_LOADED_EVENT,
        properties: { remote: 'storefront', version: '1.4.0', ms: 240 },
      },
    ]);
  });

  it('passes the request on unchanged', async () => {
    const args = { id: 'storefront/app', options: {}, origin } as unknown as Args<'beforeRequest'>;
    await expect(t.request('storefront/app')).resolves.toEqual(args);
  });

  it('reports a failure with its lifecycle and message, logs it and substitutes nothing', async () => {
    await t.request('checkout/cart-button');
    const failure = new Error('RUNTIME-008 script failed');

    await expect(t.fail('checkout/cart-button', 'onLoad', failure)).resolves.toBeUndefined();

    expect(t.tracked).toEqual([
      {
        event: REMOTE_LOAD_FAILED_EVENT,
        properties: { remote: 'checkout', lifecycle: 'onLoad', message: failure.message },
      },
    ]);
    expect(t.error).toHaveBeenCalledWith(
      '[federation] remote "checkout" failed to load (onLoad)',
      failure,
    );
  });

  it('reports a manifest failure once, at the stage it happened', async () => {
    await t.request('plans/app');
    await t.fail('plans/app', 'afterResolve', new Error('manifest down'));
    await t.fail('plans/app', 'onLoad', new Error('RUNTIME-003'));

    expect(t.tracked.map(({ properties }) => properties)).toEqual([
      { remote: 'plans', lifecycle: 'afterResolve', message: 'manifest down' },
    ]);
  });

  it('reports the next failed load of the same remote again', async () => {
    await t.request('plans/app');
    await t.fail('plans/app', 'afterResolve', new Error('manifest down'));
    await t.fail('plans/app', 'onLoad', new Error('RUNTIME-003'));
    await t.request('plans/app');
    await t.fail('plans/app', 'onLoad', 'still down');

    expect(t.tracked.map(({ properties }) => properties)).toEqual([
      { remote: 'plans', lifecycle: 'afterResolve', message: 'manifest down' },
      { remote: 'plans', lifecycle: 'onLoad', message: 'still down' },
    ]);
  });

  it('times a load that follows a failure from its own request', async () => {
    await t.request('storefront/app');
    await t.fail('storefront/app', 'onLoad', new Error('down'));
    t.advance(3000);
    await t.request('storefront/app');
    t.advance(120);
    await t.load('storefront/app');

    expect(t.tracked.at(-1)).toEqual({
      event: REMOTE_LOADED_EVENT,
      properties: { remote: 'storefront', version: '1.4.0', ms: 120 },
    });
  });
});
