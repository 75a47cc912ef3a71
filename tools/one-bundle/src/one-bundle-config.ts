/**
 * The one-bundle build (issue 14, the federation tax): the shell with the five remotes linked in
 * statically, from the same source, so the bench can load the same routes from both builds and
 * say what federation costs. Same loaders, CSS Modules, HTML template, build constants, hashed
 * names and source maps as the shell's build; no ModuleFederationPlugin, no share scope, no
 * async boundary (it exists only for the runtime to negotiate shared modules). Two shell files
 * are swapped: the one that loads a remote module and the one that registers the registry.
 */
import path from 'node:path';
import {
  DefinePlugin,
  HtmlRspackPlugin,
  NormalModuleReplacementPlugin,
  experiments,
  type Configuration,
} from '@rspack/core';
import { BRAND } from '@jara/contracts/brand';
import { bundleModules } from '@jara/federation/rspack-config';
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { BuildMetaPlugin, type BuildInfo } from '../../../shell/build/build-meta-plugin';
import { ContentFilesPlugin } from './content-files-plugin';
import { LINKED_MODULES_REQUEST, linkedModulesSource } from './linked-modules-source';
import { NoFederationPlugin } from './no-federation-plugin';
import { remoteExposeFiles } from './remote-expose-files';
import { shellEntry, shellSwaps } from './shell-swaps';

export interface OneBundleOptions {
  /** tools/one-bundle: output goes to its dist/. */
  dirname: string;
  build: BuildInfo;
}

export function createOneBundleConfig({ dirname, build }: OneBundleOptions): Configuration {
  const root = findWorkspaceRoot(dirname);
  const shellDir = path.join(root, 'shell');
  const linkedModulesFile = path.join(dirname, 'src', 'linked-remote-modules.virtual.js');

  return {
    mode: 'production',
    context: dirname,
    entry: {
      main: shellEntry(shellDir),
    },
    devtool: 'source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: '/',
      uniqueName: 'one-bundle',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { [`${LINKED_MODULES_REQUEST}$`]: linkedModulesFile },
    },
    module: bundleModules('jara', 'production'),
    plugins: [
      new experiments.VirtualModulesPlugin({
        [linkedModulesFile]: linkedModulesSource(remoteExposeFiles(path.join(root, 'remotes'))),
      }),
      ...shellSwaps(shellDir, path.join(dirname, 'src')).map(
        ({ file, standIn }) => new NormalModuleReplacementPlugin(file, standIn),
      ),
      new HtmlRspackPlugin({
        template: path.join(shellDir, 'src/index.html'),
        templateParameters: { brand: BRAND.name },
        minify: false,
      }),
      new DefinePlugin({
        __BUILD_ID__: JSON.stringify(build.id),
        __BUILD_TIMESTAMP__: JSON.stringify(build.timestamp),
      }),
      new BuildMetaPlugin(build),
      new ContentFilesPlugin(path.join(root, 'remotes', 'content')),
      new NoFederationPlugin(),
    ],
    performance: false,
    stats: 'errors-warnings',
  };
}
