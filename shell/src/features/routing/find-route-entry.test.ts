import { findRouteEntry } from './find-route-entry';

describe('findRouteEntry', () => {
  it('routes static segments before parameters, so /store/checkout is the checkout', () => {
    expect(findRouteEntry('/store/checkout')?.screen).toBe('checkout');
    expect(findRouteEntry('/store/abc-123')?.screen).toBe('store');
    expect(findRouteEntry('/blog/2024/10/jollof')?.screen).toBe('post');
    expect(findRouteEntry('/blog/quiz/food-iq')?.screen).toBe('quiz');
    expect(findRouteEntry('/stores/meals')?.screen).toBe('meals');
    expect(findRouteEntry('/stores/meals/jollof')?.screen).toBe('category');
    expect(findRouteEntry('/about_us/')?.screen).toBe('legacy-placeholder');
  });

  it('animates shell pages and keeps only the home page alive', () => {
    expect(findRouteEntry('/about-us')).toMatchObject({ transition: true, keepAlive: false });
    expect(findRouteEntry('/ke')).toMatchObject({ transition: true, keepAlive: true });
    expect(findRouteEntry('/stores')).toMatchObject({ transition: false, keepAlive: false });
  });

  it('finds nothing for a path outside the site map', () => {
    expect(findRouteEntry('/no/such/page')).toBeUndefined();
  });
});
