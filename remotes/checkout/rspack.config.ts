import { createBundleConfig } from '@jara/federation/rspack-config';

export default createBundleConfig({
  dirname: import.meta.dirname,
  name: 'checkout',
  publicPath: 'auto',
  exposes: {
    './app': './src/exposes/app.tsx',
    './cart-button': './src/exposes/cart-button.tsx',
    './cart-drawer': './src/exposes/cart-drawer.tsx',
  },
});
