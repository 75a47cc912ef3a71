import { createPrerenderConfig } from '@jara/federation/prerender-config';

export default createPrerenderConfig({
  dirname: import.meta.dirname,
  name: 'storefront',
  entry: './src/prerender/prerender.ts',
});
