import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import {
  HISTORY_LIMIT,
  promoteCanary,
  rollBack,
  setStable,
  stableRelease,
  startCanary,
  type EntryUrl,
} from './registry-changes';

const entryUrl: EntryUrl = (remote, version) => `https://cdn.test/${remote}/v/${version}/m.json`;
const root: RemoteRegistry = {
  revision: 3,
  remotes: {
    orders: { entry: 'https://orders.test/mf-manifest.json', version: '1.0.0' },
    content: { entry: 'https://content.test/mf-manifest.json', version: '1.0.0' },
  },
};

/** Applies changes in turn, each to the registry the previous one made. */
function run(...changes: ((registry: RemoteRegistry) => RemoteRegistry | undefined)[]) {
  return changes.reduce((registry, change) => change(registry) ?? registry, root);
}
const release = (version: string) => (registry: RemoteRegistry) =>
  setStable(registry, 'orders', version, entryUrl);
const back = (to?: string) => (registry: RemoteRegistry) =>
  rollBack(registry, 'orders', to, entryUrl);
const orders = (registry: RemoteRegistry) => registry.remotes.orders;

describe('stable releases and their history', () => {
  it('points a remote at a release, leaving the others and the root build out of history', () => {
    const registry = run(release('one'));
    expect(orders(registry)).toEqual({ entry: entryUrl('orders', 'one'), version: 'one' });
    expect(registry.remotes.content).toBe(root.remotes.content);
    expect(stableRelease(root, 'orders', entryUrl)).toBeUndefined();
    expect(stableRelease(registry, 'orders', entryUrl)).toBe('one');
  });

  it('appends the replaced stable release, oldest first, never twice nor while stable', () => {
    expect(orders(run(release('one'), release('two'), release('three')))?.history).toEqual([
      'one',
      'two',
    ]);
    expect(orders(run(release('one'), release('two'), release('one')))).toMatchObject({
      version: 'one',
      history: ['two'],
    });
  });

  it('changes nothing when the release is already stable', () => {
    const registry = run(release('one'));
    expect(setStable(registry, 'orders', 'one', entryUrl)).toBeUndefined();
  });

  it(`keeps the last ${HISTORY_LIMIT} releases`, () => {
    const versions = Array.from({ length: 30 }, (_, index) => `v${index}`);
    const registry = run(...versions.map(release));
    expect(orders(registry)?.history).toEqual(versions.slice(9, 29));
  });

  it('rolls back through the history without ping-pong, then explains it can go no further', () => {
    let registry = run(release('one'), release('two'), release('three'), back());
    expect(orders(registry)).toMatchObject({ version: 'two', history: ['one'] });
    registry = back()(registry) ?? registry;
    expect(orders(registry)).toEqual({ entry: entryUrl('orders', 'one'), version: 'one' });
    expect(() => back()(registry)).toThrow(
      'orders has no earlier release in its history (it is on one): name one with --to',
    );
  });

  it('rolls back to a named release as a new decision, which a plain rollback undoes', () => {
    const registry = run(release('one'), release('two'), release('three'), back('one'));
    expect(orders(registry)).toMatchObject({ version: 'one', history: ['two', 'three'] });
    expect(
      orders(run(release('one'), release('two'), release('three'), back('one'), back())),
    ).toMatchObject({
      version: 'three',
      history: ['two'],
    });
  });

  it('refuses to roll back a root build without a name, or into a hostile history entry', () => {
    expect(() => back()(root)).toThrow(
      'orders serves its unreleased root build: name a release with --to',
    );
    const tampered = run(release('one'));
    tampered.remotes.orders!.history = ['../../x'];
    expect(() => back()(tampered)).toThrow('Invalid version "../../x"');
  });
});

describe('canaries', () => {
  const canary =
    (version: string, percent = 10) =>
    (registry: RemoteRegistry) =>
      startCanary(registry, 'orders', version, percent, entryUrl);

  it('gives a share of devices a release, stable and history untouched', () => {
    const registry = run(release('one'), release('two'), canary('three'));
    expect(orders(registry)).toEqual({
      entry: entryUrl('orders', 'two'),
      version: 'two',
      history: ['one'],
      canary: { entry: entryUrl('orders', 'three'), version: 'three', percent: 10 },
    });
    expect(orders(run(release('one'), canary('two'), canary('three', 25)))?.canary).toMatchObject({
      version: 'three',
      percent: 25,
    });
  });

  it('refuses a canary of the stable release, of a remote not in the registry, or a bad share', () => {
    expect(() => run(release('one'), canary('one'))).toThrow(
      'orders one is already the stable release: nothing to canary',
    );
    expect(() => startCanary(root, 'plans', 'x', 10, entryUrl)).toThrow(
      'plans has no stable release to share devices with: release it first',
    );
    expect(() => run(release('one'), canary('two', 100))).toThrow('Invalid canary percent "100"');
  });

  it('promotes the canary to stable, the old stable into history, the canary gone', () => {
    const registry = run(release('one'), canary('two'), (current) =>
      promoteCanary(current, 'orders', entryUrl),
    );
    expect(orders(registry)).toEqual({
      entry: entryUrl('orders', 'two'),
      version: 'two',
      history: ['one'],
    });
    expect(() => promoteCanary(registry, 'orders', entryUrl)).toThrow(
      'orders has no canary to promote',
    );
  });

  it('drops only the canary on rollback, and refuses a named rollback while one runs', () => {
    const running = run(release('one'), release('two'), canary('three'));
    expect(orders(back()(running)!)).toEqual({
      entry: entryUrl('orders', 'two'),
      version: 'two',
      history: ['one'],
    });
    expect(() => back('one')(running)).toThrow(
      'orders has a canary running (three on 10%): roll back without --to to drop it first',
    );
  });

  it('ends a running canary when another release becomes stable', () => {
    expect(orders(run(release('one'), canary('two'), release('three')))).toEqual({
      entry: entryUrl('orders', 'three'),
      version: 'three',
      history: ['one'],
    });
  });
});
