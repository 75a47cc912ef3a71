import { createBundleConfig } from '@jara/federation/rspack-config';

export default createBundleConfig({
  dirname: import.meta.dirname,
  name: 'plans',
  publicPath: 'auto',
  exposes: { './app': './src/exposes/app.tsx' },
});
