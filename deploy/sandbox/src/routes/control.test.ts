import type { Order, SavedAddress } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sandbox.stop());

describe('control endpoints', () => {
  it('reports health', async () => {
    expect(t.data(await t.control<{ now: string }>('GET', '/__sandbox/health')).now).toMatch(
      /^\d{4}-/,
    );
  });

  it('resets the data to the seed, logging everyone out', async () => {
    const token = await t.login();
    const [home] = t.data(await t.call<SavedAddress[]>('GET', '/marketplace/address', { token }));
    await t.call('DELETE', `/marketplace/address/${home?.uuid}`, { token });
    const reset = await t.control('POST', '/__sandbox/reset');
    expect(reset.body).toEqual({
      status: 'success',
      message: 'The sandbox data is back to the seed.',
      data: null,
    });
    expect((await t.call('GET', '/marketplace/address', { token })).status).toBe(401);
    const fresh = await t.login();
    const addresses = t.data(
      await t.call<SavedAddress[]>('GET', '/marketplace/address', { token: fresh }),
    );
    expect(addresses.map((address) => address.uuid)).toContain(home?.uuid);
  });

  it('resets in process with the clock started again, and empties the analytics sink', async () => {
    const midday = Date.parse('2026-11-24T11:00:00Z');
    await fetch(`${t.sandbox.urls.analytics}/batch/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ batch: [{ event: 'probe', properties: { distinct_id: 'd' } }] }),
    });
    await t.control('POST', '/__sandbox/clock/advance', { ms: 3_600_000 });
    t.sandbox.reset({ clockAt: midday });
    const { now } = t.data(await t.control<{ now: string }>('GET', '/__sandbox/health'));
    expect(Math.abs(Date.parse(now) - midday)).toBeLessThan(5_000);
    const events = await (await fetch(`${t.sandbox.urls.analytics}/__sandbox/events`)).json();
    expect(events.data).toEqual([]);
    expect(await t.login()).toEqual(expect.any(String));
  });

  it('moves the clock and forces order statuses', async () => {
    const token = await t.login();
    const [order] = t.data(await t.call<Order[]>('GET', '/marketplace/orders/active', { token }));
    const moved = await t.control<{ order_steps: number }>('POST', '/__sandbox/clock/advance', {
      ms: 60_000,
    });
    expect(moved.status).toBe(200);
    const forced = await t.control<Order>('POST', `/__sandbox/orders/${order?.uuid}/status`, {
      status: 'cancelled',
    });
    expect(t.data(forced).status).toBe('cancelled');
    expect(
      (await t.control('POST', `/__sandbox/orders/${order?.uuid}/status`, { status: 'lost' }))
        .status,
    ).toBe(422);
    expect(
      (await t.control('POST', '/__sandbox/orders/nope/status', { status: 'ready' })).status,
    ).toBe(404);
    expect((await t.control('POST', '/__sandbox/clock/advance', { ms: -5 })).status).toBe(422);
    expect(
      (await t.control('POST', '/__sandbox/realtime/restart', { downMs: 'soon' })).status,
    ).toBe(422);
  });
});
