import { matchRoutes } from 'react-router-dom';
import { toRouterPath } from '@jara/contracts/site-paths';
import { findRouteEntry } from './find-route-entry';
import { ROUTE_TABLE } from './route-table';

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

  it('finds every table path the way the router ranks it, static or not', () => {
    for (const entry of ROUTE_TABLE) {
      const path = toRouterPath(entry.path)
        .replace(/:[^/]+/g, 'x')
        .replace('*', 'a/b');
      const ranked = matchRoutes(
        ROUTE_TABLE.map((candidate) => ({ path: toRouterPath(candidate.path), candidate })),
        path,
      )?.at(-1)?.route.candidate;
      expect(findRouteEntry(path)).toBe(ranked);
      // Asked again, from memory: the same answer.
      expect(findRouteEntry(path)).toBe(ranked);
    }
  });
});
