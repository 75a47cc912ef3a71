/**
 * The federation runtime as ES modules. Rspack's Module Federation plugin finds its runtime with
 * `require.resolve`, so every bundle got the CommonJS builds of `@module-federation/*`, which
 * cannot be tree-shaken: each remoteEntry.js carried the whole `@module-federation/sdk` (Node
 * script loading, manifest snapshots, plugin type helpers) and the shell did too. These packages
 * ship an ES module build beside each CommonJS file (`x.cjs` and `x.js`); aliasing the CommonJS
 * files the plugin names to them lets the bundler drop what no code calls. The code that runs is
 * the same release of the same source.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

type Resolve = (request: string) => string;

/** Each runtime package's main CommonJS file, resolved the way the federation plugin does. */
export function federationRuntimeEntries(resolveFromEnhanced: Resolve): string[] {
  const fromRuntimeTools = createRequire(resolveFromEnhanced('@module-federation/runtime-tools'));
  const runtime = fromRuntimeTools.resolve('@module-federation/runtime');
  const fromRuntime = createRequire(runtime);
  const fromRspackPlugin = createRequire(resolveFromEnhanced('@module-federation/rspack'));
  return [
    resolveFromEnhanced('@module-federation/runtime-tools'),
    runtime,
    fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime'),
    fromRuntime.resolve('@module-federation/runtime-core'),
    fromRuntime.resolve('@module-federation/sdk'),
    fromRspackPlugin.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
}

/**
 * `resolve.alias` entries from every CommonJS file in those packages' `dist` folders to its ES
 * module twin, where one exists (a file without one is left as it is).
 */
export function esmAliases(entries: readonly string[]): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const dir of new Set(entries.map((entry) => path.dirname(entry)))) {
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.cjs')) continue;
      const esm = path.join(dir, name.replace(/\.cjs$/, '.js'));
      if (existsSync(esm)) alias[path.join(dir, name)] = esm;
    }
  }
  return alias;
}

/** The runtime entries of the federation plugin this package pins, which every bundle builds with. */
export function installedFederationRuntime(workspaceRoot: string): string[] {
  const fromHere = createRequire(path.join(workspaceRoot, 'shared/federation/package.json'));
  const fromEnhanced = createRequire(fromHere.resolve('@module-federation/enhanced'));
  return federationRuntimeEntries((request) => fromEnhanced.resolve(request));
}

export function federationRuntimeEsmAliases(workspaceRoot: string): Record<string, string> {
  return esmAliases(installedFederationRuntime(workspaceRoot));
}
