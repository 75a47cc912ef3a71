/**
 * The rspack config every bundle is built with. A bundle's own `rspack.config.ts` names itself,
 * its exposes and any extra plugins; everything that must match across bundles (loaders, CSS
 * Modules naming, the shared singletons, the manifest) is decided here once.
 */
import path from 'node:path';
import type { Configuration, RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CssManifestPlugin } from './css-manifest-plugin';
import { federationRuntimeEsmAliases } from './federation-runtime-esm';
import { createSharedConfig } from './shared-deps';
import { splitChunksFor } from './split-chunks';
import { findWorkspaceRoot } from './workspace-root';

export interface BundleOptions {
  /** The bundle's folder (where its rspack.config.ts lives). */
  dirname: string;
  /** Federation container name; also the CSS Modules and chunk-loading namespace. */
  name: string;
  exposes?: Record<string, string>;
  /** The shell serves from its origin root; remotes resolve chunks from wherever they load. */
  publicPath: '/' | 'auto';
  /** The entry module; remotes have none beyond their federation container. */
  entry?: string;
  plugins?: RspackPluginInstance[];
  /** Federation runtime plugins (module paths), e.g. error and retry handling in the shell. */
  runtimePlugins?: string[];
  mode?: 'production' | 'development';
}

/**
 * The `[name].[contenthash:10].js|css` files of a production build. A new shell build keeps the
 * previous builds' ones: a prerendered page (or a page left open) names them until it is
 * published again. Remotes need not: each release is an immutable copy of its build.
 */
export const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css)$/;

export function createBundleConfig(options: BundleOptions): Configuration {
  const mode = options.mode ?? 'production';
  const workspaceRoot = findWorkspaceRoot(options.dirname);

  return {
    mode,
    context: options.dirname,
    entry: options.entry ? { main: options.entry } : {},
    devtool: mode === 'production' ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(options.dirname, 'dist'),
      publicPath: options.publicPath,
      uniqueName: options.name,
      filename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      clean: options.entry ? { keep: HASHED_ASSET } : true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // The federation runtime's tree-shakeable builds: about 8 KB gzip less per remoteEntry.js.
      alias: federationRuntimeEsmAliases(workspaceRoot),
    },
    module: bundleModules(options.name, mode),
    optimization: { splitChunks: splitChunksFor(options.entry ? 'host' : 'remote') },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: createSharedConfig(workspaceRoot, options.entry ? 'host' : 'remote'),
        // One remote that is down must not block the others from resolving shared modules.
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: true,
        dts: false,
        // The federation runtime is about 35 KB gzip: the shell ships it once and every remote
        // uses the shell's instead of carrying its own copy in its remoteEntry.js.
        experiments: {
          ...(options.entry ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browsers only (the prerender builds are their own configs): the runtime leaves out
          // its Node script loader, 1.8 KB gzip of the shell's main.js.
          optimization: { target: 'web' },
        },
      }),
      new CssManifestPlugin(),
      ...(options.plugins ?? []),
    ],
    performance: false,
    stats: 'errors-warnings',
  };
}

/**
 * Loaders and CSS Modules naming, shared by the browser build and the prerender build of a
 * bundle: the prerendered markup's class names must be the ones the browser's CSS defines.
 */
export function bundleModules(
  name: string,
  mode: 'production' | 'development',
  css: { exportsOnly?: boolean } = {},
): NonNullable<Configuration['module']> {
  return {
    rules: [
      {
        test: /\.tsx?$/,
        // Workspace packages are symlinked in as TypeScript sources: they go through swc too.
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: mode === 'development' } },
          },
          env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(svg|png|webp|jpg|woff2)$/, type: 'asset' },
    ],
    // CSS Modules are imported as one default class map (`import styles from ...`).
    parser: { 'css/auto': { namedExports: false } },
    generator: {
      'css/auto': { localIdentName: `${name}__[local]__[hash:6]`, ...css },
    },
  };
}
