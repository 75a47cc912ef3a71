import type { Order } from '@jara/contracts/entities';
import type { FastifyRequest } from 'fastify';
import { SandboxClock } from '../clock/sandbox-clock';
import { openDatabase, type Db } from '../db/open-database';
import { createSandboxContext, type RealtimeHub, type SandboxContext } from '../sandbox-context';
import { findOrder } from '../store/order-queries';
import { changeOrderStatus } from '../store/order-status';
import { assetsBase } from './view-context';

const request = { protocol: 'http', host: 'localhost:9090' } as FastifyRequest;
const published: { event: string; data: unknown }[] = [];
const hub: RealtimeHub = {
  credentials: { appId: 'app', key: 'key', secret: 'secret' },
  publish: (_channel, event, data) => void published.push({ event, data }),
  restart: () => Promise.resolve(),
};
const dbs: Db[] = [];

function context(options: { assetsOrigin?: string } = {}): SandboxContext {
  const db = openDatabase(':memory:');
  dbs.push(db);
  const ctx = createSandboxContext(db, new SandboxClock(1), hub, options);
  ctx.origin = 'http://127.0.0.1:9090';
  return ctx;
}

afterAll(() => dbs.forEach((db) => db.close()));

describe('assetsBase', () => {
  it('is the assets origin when set, for a request and for a realtime message alike', () => {
    const ctx = context({ assetsOrigin: 'https://localhost:9094' });
    expect(assetsBase(ctx, request)).toBe('https://localhost:9094');
    expect(assetsBase(ctx)).toBe('https://localhost:9094');
  });

  it('is the origin the request reached, else the API’s own, when none is set', () => {
    const ctx = context();
    expect(assetsBase(ctx, request)).toBe('http://localhost:9090');
    expect(assetsBase(ctx)).toBe('http://127.0.0.1:9090');
  });

  it('is what an order’s realtime message points its images at', () => {
    const ctx = context({ assetsOrigin: 'https://localhost:9094' });
    ctx.reset();
    changeOrderStatus(ctx, findOrder(ctx.db, 'JR-JOL006')!, 'completed', ctx.clock.now());
    const { order } = published.at(-1)?.data as { order: Order };
    expect(order.vendor.logo_url).toBe(
      'https://localhost:9094/assets/vendors/jollof-republic/logo.svg',
    );
    expect(
      order.items.every((item) => item.image_url.startsWith('https://localhost:9094/assets/')),
    ).toBe(true);
  });
});
