import { routePattern, UNKNOWN_ROUTE } from './route-pattern';

describe('routePattern', () => {
  it('is the deepest matched route path, never the location itself', () => {
    const matches = [{ route: {} }, { route: {} }, { route: { path: '/stores/:vendorSlug' } }];
    expect(routePattern({ matches })).toBe('/stores/:vendorSlug');
  });

  it('is the catch-all for an unknown address', () => {
    expect(routePattern({ matches: [{ route: {} }, { route: { path: '*' } }] })).toBe('*');
  });

  it('says unknown when nothing matched', () => {
    expect(routePattern({})).toBe(UNKNOWN_ROUTE);
    expect(routePattern({ matches: [{ route: {} }] })).toBe(UNKNOWN_ROUTE);
  });
});
