import { SITE_MAP } from '@jara/contracts/site-map';
import { fillPath } from '@jara/contracts/site-paths';
import { findRouteEntry } from '../features/routing/find-route-entry';
import { LAYOUT_WIDGETS } from './layout-widgets';
import { planFor } from './match-route';
import { preloadRouteTable, type PreloadPlan } from './preload-routes';

const table = preloadRouteTable();

afterEach(() => jest.restoreAllMocks());

/** A path of the entry with every parameter filled (a splat with two segments). */
const samplePath = (specPath: string) =>
  fillPath(
    specPath,
    Object.fromEntries(
      [...specPath.matchAll(/\{(\w+)(\*?)\}/g)].map(([, name, splat]) => [
        name!,
        splat ? 'guides/lagos-suya' : 'sample-1',
      ]),
    ),
  );

/** What the router's own match says the page mounts: the owner's app and the layout's widgets. */
function routerPlan(path: string): PreloadPlan {
  const entry = findRouteEntry(path);
  if (!entry) return {};
  const plan: PreloadPlan = {};
  if (entry.owner !== 'shell') plan[entry.owner] = ['./app'];
  for (const { remote, expose } of LAYOUT_WIDGETS[entry.layout] ?? []) {
    (plan[remote] ??= []).push(expose);
  }
  return plan;
}

const paths = [...new Set(SITE_MAP.map((entry) => samplePath(entry.path)))];

describe('the early preload route table', () => {
  it.each(paths)('plans for %s what the router mounts there', (path) => {
    expect(planFor(path, table)).toEqual(routerPlan(path));
  });

  it.each([
    ['/STORES', 'letter case'],
    ['/stores/', 'a trailing slash'],
    ['/stores/mama%20put', 'an escaped parameter'],
    ['/store/checkout', 'a static segment over a parameter'],
    ['/blog', 'a splat that matches nothing after it'],
    ['/nowhere/at-all', 'no route'],
    ['/stores/a/b', 'too many segments'],
    ['/stores/%E0%A4%A', 'a malformed escape'],
  ])('agrees with the router on %s (%s)', (path) => {
    // The router warns about the malformed escape, and matches the path as it came.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(planFor(path, table)).toEqual(routerPlan(path));
  });

  it('preloads the marketplace, its header widget and cart drawer on /stores, not order tracking', () => {
    expect(planFor('/stores', table)).toEqual({
      storefront: ['./app'],
      checkout: ['./cart-button', './cart-drawer'],
    });
  });

  it('preloads nothing for a shell page in a layout without remote widgets', () => {
    expect(planFor('/about-us', table)).toEqual({});
  });

  it('stays small: no titles or descriptions, one short pattern per route', () => {
    const json = JSON.stringify(table);
    expect(json).not.toContain(SITE_MAP[0]!.description);
    expect(json.length).toBeLessThan(4000);
  });
});
