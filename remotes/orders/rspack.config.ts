import { createBundleConfig } from '@jara/federation/rspack-config';

export default createBundleConfig({
  dirname: import.meta.dirname,
  name: 'orders',
  publicPath: 'auto',
  exposes: {
    './order-tracking-drawer': './src/exposes/order-tracking-drawer.tsx',
    './notification-indicator': './src/exposes/notification-indicator.tsx',
  },
});
