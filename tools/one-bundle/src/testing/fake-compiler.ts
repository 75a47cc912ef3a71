/**
 * Just enough of an rspack compiler for a plugin's own logic: jest cannot load @rspack/core (an
 * ES module), and a real build of the one bundle belongs to `pnpm build`, not a unit test.
 */
import type { Compiler } from '@rspack/core';

class FakeError extends Error {}
class FakeRawSource {
  constructor(readonly bytes: Buffer | string) {}
}

export interface FakeModule {
  resource?: string;
  issuer?: FakeModule;
}

export function fakeCompiler() {
  const errors: Error[] = [];
  const assets = new Map<string, Buffer | string>();
  let processAssets: (() => void) | undefined;
  let finishModules: ((modules: FakeModule[]) => void) | undefined;
  const compilation = {
    errors,
    emitAsset: (file: string, source: FakeRawSource) => assets.set(file, source.bytes),
    moduleGraph: { getIssuer: (module: FakeModule) => module.issuer ?? null },
    hooks: {
      processAssets: { tap: (_: unknown, fn: () => void) => (processAssets = fn) },
      finishModules: { tap: (_: unknown, fn: typeof finishModules) => (finishModules = fn) },
    },
  };
  const compiler = {
    rspack: {
      WebpackError: FakeError,
      sources: { RawSource: FakeRawSource },
      Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: 0 },
    },
    hooks: {
      thisCompilation: { tap: (_: string, fn: (c: typeof compilation) => void) => fn(compilation) },
    },
  } as unknown as Compiler;
  return {
    compiler,
    errors,
    assets,
    processAssets: () => processAssets!(),
    finishModules: (modules: FakeModule[]) => finishModules!(modules),
  };
}
