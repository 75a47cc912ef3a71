/**
 * The shell's prerender module (`dist/.server/prerender.cjs`), built after the browser build.
 * Its pages' lastmod is the browser build's own date, read from the build's `latest.json`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DefinePlugin } from '@rspack/core';
import { createPrerenderConfig } from '@jara/federation/prerender-config';
import type { BuildInfo } from './build/build-meta-plugin';

const build = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'dist/builds/latest.json'), 'utf8'),
) as BuildInfo;

const config = createPrerenderConfig({
  dirname: import.meta.dirname,
  name: 'shell',
  entry: './src/prerender/prerender.tsx',
});

export default {
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    // The page routes reach build-info.ts (a failed page chunk compares builds): same build.
    new DefinePlugin({
      __BUILD_ID__: JSON.stringify(build.id),
      __BUILD_TIMESTAMP__: JSON.stringify(build.timestamp),
    }),
  ],
};
