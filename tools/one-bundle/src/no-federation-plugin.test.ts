import { isFederationModule, NoFederationPlugin } from './no-federation-plugin';
import { fakeCompiler } from './testing/fake-compiler';

const runtime =
  '/repo/node_modules/.pnpm/@module-federation+runtime@2.9.2/node_modules/@module-federation/runtime/dist/index.js';
const sdk = runtime.replaceAll('runtime', 'sdk');

describe('isFederationModule', () => {
  it('knows a federation package by its folder, pnpm store path included', () => {
    expect(isFederationModule(runtime)).toBe(true);
    expect(
      isFederationModule('/repo/shell/src/features/remote-loading/federation/load-parcel.ts'),
    ).toBe(false);
  });
});

describe('NoFederationPlugin', () => {
  const build = (modules: Parameters<ReturnType<typeof fakeCompiler>['finishModules']>[0]) => {
    const fake = fakeCompiler();
    new NoFederationPlugin().apply(fake.compiler);
    fake.finishModules(modules);
    return fake.errors.map((error) => error.message);
  };

  it('fails the build once per import of federation from our code, naming the importer', () => {
    const importer = { resource: '/repo/shell/src/features/boot/preload.ts' };
    const runtimeModule = { resource: runtime, issuer: importer };
    expect(build([importer, runtimeModule, { resource: sdk, issuer: runtimeModule }])).toEqual([
      `/repo/shell/src/features/boot/preload.ts imports ${runtime}: the one-bundle build links every remote in and carries no federation; swap that file in tools/one-bundle too`,
    ]);
  });

  it('lets a build without federation through, runtime modules (no file) included', () => {
    expect(build([{ resource: '/repo/shell/src/index.ts' }, {}])).toEqual([]);
  });
});
