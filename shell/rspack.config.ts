import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DefinePlugin, HtmlRspackPlugin, NormalModuleReplacementPlugin } from '@rspack/core';
import { createBundleConfig } from '@jara/federation/rspack-config';
import { BRAND } from '@jara/contracts/brand';
import { BuildMetaPlugin } from './build/build-meta-plugin';
import { createPreloadBundle } from './src/features/remote-loading/preload/preload-bundle';

// BUILD_ID lets a release (or the e2e suite) name a build; otherwise every build is new.
const build = { id: process.env.BUILD_ID ?? randomUUID(), timestamp: Date.now() };

// @module-federation/retry-plugin 0.17 depends on sdk 0.17, whose single module adds 13 KB
// (minified) for the one createLogger it calls. The runtime's own sdk has the same createLogger
// and ships in the shell anyway: the plugin gets that copy, resolved as the runtime resolves it.
const runtimeSdk = createRequire(
  createRequire(import.meta.url).resolve('@module-federation/enhanced'),
).resolve('@module-federation/sdk');
const retryPluginUsesRuntimeSdk = new NormalModuleReplacementPlugin(
  /^@module-federation\/sdk$/,
  (resource) => {
    if (resource.context.includes('@module-federation/retry-plugin')) resource.request = runtimeSdk;
  },
);

const preload = createPreloadBundle(import.meta.dirname, '/');

const shell = createBundleConfig({
  dirname: import.meta.dirname,
  name: 'shell',
  publicPath: '/',
  entry: './src/index.ts',
  // Ends a task before each federation step that runs code (see the plugin).
  runtimePlugins: [
    path.join(import.meta.dirname, 'src/features/remote-loading/federation/yield-plugin.ts'),
  ],
  plugins: [
    new HtmlRspackPlugin({
      template: './src/index.html',
      templateParameters: { brand: BRAND.name },
      // The publish step finds the head markers (comments) and `<div id="root"></div>` verbatim.
      minify: false,
    }),
    new DefinePlugin({
      __BUILD_ID__: JSON.stringify(build.id),
      __BUILD_TIMESTAMP__: JSON.stringify(build.timestamp),
    }),
    new BuildMetaPlugin(build),
    retryPluginUsesRuntimeSdk,
    preload.injectIntoHtml,
  ],
});

// The early preload script is a build of its own (see
// src/features/remote-loading/preload/preload-bundle.ts), built first so the shell's index.html
// can name it.
export default [preload.config, { ...shell, name: 'shell', dependencies: [preload.dependency] }];
