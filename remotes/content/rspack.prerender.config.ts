import { createPrerenderConfig } from '@jara/federation/prerender-config';

export default createPrerenderConfig({
  dirname: import.meta.dirname,
  name: 'content',
  entry: './src/prerender/prerender.tsx',
});
