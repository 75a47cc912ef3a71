/**
 * The plans remote's prerender module (`dist/.server/prerender.cjs`), built after the browser
 * build. Its pages' lastmod is the day of this build: they change with the bundle, not with data.
 */
import { DefinePlugin } from '@rspack/core';
import { createPrerenderConfig } from '@jara/federation/prerender-config';

const config = createPrerenderConfig({
  dirname: import.meta.dirname,
  name: 'plans',
  entry: './src/prerender/prerender.ts',
});

export default {
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    new DefinePlugin({
      __PLANS_BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
    }),
  ],
};
