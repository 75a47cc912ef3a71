import { SandboxClock } from '../clock/sandbox-clock';
import { openDatabase, rebuildDatabase } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { createSandboxContext, type RealtimeHub } from '../sandbox-context';
import { DEMO_CUSTOMER } from '../seed/demo-accounts';
import { seedDatabase } from '../seed/seed-database';
import { findOrder, type StoredOrderItem } from './order-queries';
import { repeatOrder } from './repeat-order';

const hub: RealtimeHub = {
  credentials: { appId: 'app', key: 'key', secret: 'secret' },
  publish: () => undefined,
  restart: () => Promise.resolve(),
};
const db = openDatabase(':memory:');
rebuildDatabase(db, (fresh) => seedDatabase(fresh, Date.UTC(2025, 0, 15)));
afterAll(() => db.close());

describe('repeatOrder', () => {
  it('refuses an order none of whose items can come back, with each item’s own reason', () => {
    const ctx = createSandboxContext(db, new SandboxClock(1), hub, {});
    const order = findOrder(db, 'JR-SAH004')!;
    const items = JSON.parse(order.items) as StoredOrderItem[];
    const gone = db.prepare('UPDATE products SET is_available = 0 WHERE uuid = ?');
    for (const item of items) gone.run(item.product_uuid);
    const view = {
      base: 'http://localhost',
      assetsBase: 'http://localhost',
      now: ctx.clock.now(),
      favourites: new Set<string>(),
      catalogue: ctx.catalogue(),
    };
    let refusal: unknown;
    try {
      repeatOrder(ctx, DEMO_CUSTOMER.id, order, view);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    const message = (refusal as ApiError).message;
    expect(message).toMatch(/^None of the items in this order can be ordered any more\. /);
    for (const item of items) expect(message).toContain(`${item.name}: `);
  });
});
