/**
 * The federation runtime is patched (patches/@module-federation__runtime-core@2.9.2.patch,
 * module-federation/core#5062): unpatched, every `loadShare` registered the host's whole share
 * table again, about 5,400 registrations on one load of the marketplace. This fails when an
 * upgrade drops the patch before the fix has landed upstream.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { installedFederationRuntime } from './federation-runtime-esm';
import { findWorkspaceRoot } from './workspace-root';

const runtimeCore = installedFederationRuntime(findWorkspaceRoot(__dirname)).find((entry) =>
  entry.includes(path.join('@module-federation', 'runtime-core', 'dist')),
)!;

interface Federation {
  loadShare(name: string): Promise<unknown>;
}
const { ModuleFederation } = createRequire(__filename)(runtimeCore) as {
  ModuleFederation: new (options: object) => Federation;
};

function hostSharing(names: string[], registered: string[]): Federation {
  const shared = Object.fromEntries(
    names.map((name) => [
      name,
      {
        version: '1.0.0',
        scope: ['default'],
        get: () => () => ({ name }),
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
      },
    ]),
  );
  const countRegistrations = {
    name: 'count-registrations',
    afterRegisterShare: ({ pkgName }: { pkgName: string }) => registered.push(pkgName),
  };
  return new ModuleFederation({
    name: 'host',
    remotes: [],
    shared,
    shareStrategy: 'loaded-first',
    plugins: [countRegistrations],
  });
}

it('registers the share table when sharing starts, not again on every loadShare', async () => {
  const registered: string[] = [];
  const host = hostSharing(['a', 'b', 'c'], registered);

  await expect(host.loadShare('a')).resolves.toEqual(expect.any(Function));
  const afterFirst = registered.length;
  await host.loadShare('b');
  await host.loadShare('c');
  await host.loadShare('a');

  expect(afterFirst).toBeGreaterThan(0);
  expect(registered).toHaveLength(afterFirst);
});

it('still gives every shared module to the first and later loads', async () => {
  const host = hostSharing(['a', 'b'], []);
  const load = async (name: string) => ((await host.loadShare(name)) as () => unknown)();

  await expect(load('a')).resolves.toEqual({ name: 'a' });
  await expect(load('b')).resolves.toEqual({ name: 'b' });
});
