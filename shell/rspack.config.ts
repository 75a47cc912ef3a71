import { randomUUID } from 'node:crypto';
import { DefinePlugin, HtmlRspackPlugin } from '@rspack/core';
import { createBundleConfig } from '@jara/federation/rspack-config';
import { BRAND } from '@jara/contracts/brand';
import { BuildMetaPlugin } from './build/build-meta-plugin';

// BUILD_ID lets a release (or the e2e suite) name a build; otherwise every build is new.
const build = { id: process.env.BUILD_ID ?? randomUUID(), timestamp: Date.now() };

export default createBundleConfig({
  dirname: import.meta.dirname,
  name: 'shell',
  publicPath: '/',
  entry: './src/index.ts',
  plugins: [
    new HtmlRspackPlugin({
      template: './src/index.html',
      templateParameters: { brand: BRAND.name },
    }),
    new DefinePlugin({
      __BUILD_ID__: JSON.stringify(build.id),
      __BUILD_TIMESTAMP__: JSON.stringify(build.timestamp),
    }),
    new BuildMetaPlugin(build),
  ],
});
