/**
 * The rspack config of a bundle's prerender module (`dist/.server/prerender.cjs`): the bundle's
 * own sources compiled for Node with the browser build's CSS Modules names and no federation,
 * in one self-contained CommonJS file, because it runs from a release folder where no
 * node_modules can be resolved. Built after the browser build, into the same dist.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { rspack } from '@rspack/core';
import { PRERENDER_MODULE } from '@jara/contracts/prerender';
import { bundleModules } from './rspack-config';

export interface PrerenderBundleOptions {
  dirname: string;
  /** The bundle's federation name: its CSS Modules namespace. */
  name: string;
  /** The module that exports the bundle's `PrerenderModule` functions. */
  entry: string;
}

export function createPrerenderConfig(options: PrerenderBundleOptions): Configuration {
  const file = path.join(options.dirname, 'dist', PRERENDER_MODULE);
  return {
    mode: 'production',
    context: options.dirname,
    target: 'node20',
    entry: { prerender: options.entry },
    devtool: false,
    output: {
      path: path.dirname(file),
      filename: path.basename(file),
      library: { type: 'commonjs2' },
      // CSS Modules hashes take the unique name in: it must be the browser build's.
      uniqueName: options.name,
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: bundleModules(options.name, 'production', { exportsOnly: true }),
    // Lazy screens and pages are inlined: the prerender awaits them, it never loads a chunk.
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: false,
    stats: 'errors-warnings',
  };
}
