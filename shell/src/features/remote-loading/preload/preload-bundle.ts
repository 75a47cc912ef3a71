/**
 * Build side of the early preload entry. It is its own compiler, not a second entry of the
 * shell's: the federation plugin puts its runtime (~35 KB gzip) into every entry of a build, and
 * this one must stay a few KB. It builds first; its plugin then puts the script into the shell's
 * index.html before `main` (with the same `defer`), so it runs first.
 */
import {
  DefinePlugin,
  HtmlRspackPlugin,
  type Compiler,
  type Configuration,
  type RspackPluginInstance,
} from '@rspack/core';
import { bundleModules } from '@jara/federation/rspack-config';
import { preloadRouteTable } from './preload-routes';

const NAME = 'preload';

export function createPreloadBundle(dirname: string, publicPath: string) {
  let file: string | undefined;

  const config: Configuration = {
    name: NAME,
    mode: 'production',
    context: dirname,
    entry: { [NAME]: './src/features/remote-loading/preload/preload-entry.ts' },
    // A source map would not survive: the shell's build cleans every file but hashed assets.
    devtool: false,
    output: {
      path: `${dirname}/dist`,
      publicPath,
      uniqueName: 'shell-preload',
      filename: '[name].[contenthash:10].js',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: bundleModules('shell-preload', 'production'),
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [
      new DefinePlugin({ __PRELOAD_ROUTES__: JSON.stringify(preloadRouteTable()) }),
      {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap('jara-preload-file', (compilation) => {
            file = compilation.entrypoints
              .get(NAME)
              ?.getFiles()
              .find((f) => f.endsWith('.js'));
          });
        },
      },
    ],
    performance: false,
    stats: 'errors-warnings',
  };

  /** For the shell's compiler: the preload script first among index.html's scripts. */
  const injectIntoHtml: RspackPluginInstance = {
    apply(compiler: Compiler) {
      compiler.hooks.compilation.tap('jara-preload-script', (compilation) => {
        HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap(
          'jara-preload-script',
          (data) => {
            if (!file) throw new Error('The preload bundle must be built before the shell');
            data.assets.js.unshift(`${data.assets.publicPath}${file}`);
            return data;
          },
        );
      });
    },
  };

  return { config, injectIntoHtml, dependency: NAME };
}
