import { exposeChunkName, linkedModulesSource } from './linked-modules-source';

describe('linkedModulesSource', () => {
  const source = linkedModulesSource(
    new Map([
      ['storefront/app', '/repo/remotes/storefront/src/exposes/app.tsx'],
      ['checkout/cart-button', '/repo/remotes/checkout/src/exposes/cart-button.tsx'],
    ]),
  );

  it('maps each id to a lazy import of its file, in a chunk named after it', () => {
    expect(source).toContain(
      `"storefront/app": () => import(/* webpackChunkName: "expose-storefront-app" */ "/repo/remotes/storefront/src/exposes/app.tsx"),`,
    );
    expect(source).toContain(
      `"checkout/cart-button": () => import(/* webpackChunkName: "expose-checkout-cart-button" */ "/repo/remotes/checkout/src/exposes/cart-button.tsx"),`,
    );
  });

  it('is one default-exported object', () => {
    expect(source.startsWith('export default {\n')).toBe(true);
    expect(source.endsWith('};\n')).toBe(true);
  });
});

describe('exposeChunkName', () => {
  it('keeps the remote in the name, so two remotes’ ./app never share a chunk', () => {
    expect(exposeChunkName('plans/app')).toBe('expose-plans-app');
    expect(exposeChunkName('content/app')).toBe('expose-content-app');
  });
});
