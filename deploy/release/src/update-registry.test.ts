import { memoryRegistryStore, writeBehindTheBack } from './test-support/memory-registry-store';
import { updateRegistry, type RegistryChange } from './update-registry';

const addOrders: RegistryChange = (registry) => ({
  ...registry,
  remotes: { ...registry.remotes, orders: { entry: 'https://cdn.test/orders', version: 'v2' } },
});

describe('updateRegistry', () => {
  it('applies the change to what it read and counts the write in the revision', async () => {
    const store = memoryRegistryStore();
    const first = await updateRegistry(store, addOrders);
    expect(first).toMatchObject({ written: true, conflicts: 0, before: { remotes: {} } });
    expect(store.stored).toEqual({
      revision: 1,
      remotes: { orders: { entry: 'https://cdn.test/orders', version: 'v2' } },
    });
    await updateRegistry(store, addOrders);
    expect(store.stored?.revision).toBe(2);
  });

  it('writes nothing when the change says the registry is already right', async () => {
    const store = memoryRegistryStore({ revision: 4, remotes: {} });
    const update = await updateRegistry(store, () => undefined);
    expect(update).toMatchObject({ written: false, conflicts: 0 });
    expect(store.writes).toBe(0);
  });

  it('reads again and re-applies the change to what another writer wrote', async () => {
    const store = memoryRegistryStore({ revision: 1, remotes: {} });
    let raced = 0;
    store.beforeWrite = () => {
      if (raced++ < 2) writeBehindTheBack(store, `checkout-${raced}`);
    };
    const update = await updateRegistry(store, addOrders, { maxBackoffMs: 1 });
    expect(update.conflicts).toBe(2);
    expect(Object.keys(store.stored?.remotes ?? {}).sort()).toEqual([
      'checkout-1',
      'checkout-2',
      'orders',
    ]);
    expect(store.stored?.revision).toBe(4);
  });

  it('gives up with a clear error when every write is refused, writing nothing', async () => {
    const store = memoryRegistryStore({ revision: 1, remotes: {} });
    store.beforeWrite = () => writeBehindTheBack(store, 'content');
    await expect(
      updateRegistry(store, addOrders, { attempts: 3, maxBackoffMs: 1 }),
    ).rejects.toThrow(
      'Gave up writing memory://registry.json after 3 attempts: other writers changed it every ' +
        'time. Nothing of this change was written; run the command again.',
    );
    expect(store.stored?.remotes.orders).toBeUndefined();
  });

  it('lets an error of the change itself through, without retrying', async () => {
    const store = memoryRegistryStore();
    let calls = 0;
    await expect(
      updateRegistry(store, () => {
        calls += 1;
        throw new Error('orders has no canary to promote');
      }),
    ).rejects.toThrow('orders has no canary to promote');
    expect(calls).toBe(1);
  });
});
