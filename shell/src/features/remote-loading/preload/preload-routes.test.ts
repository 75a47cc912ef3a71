import { SITE_MAP } from '@jara/contracts/site-map';
import { fillPath } from '@jara/contracts/site-paths';
import { findRouteEntry } from '../../routing/find-route-entry';
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

/** What the router's own match says the page draws first: the owner's app. */
function routerPlan(path: string): PreloadPlan {
  const entry = findRouteEntry(path);
  return entry && entry.owner !== 'shell' ? { [entry.owner]: ['./app'] } : {};
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

  it('preloads the marketplace on /stores, not the header widgets that load after it', () => {
    expect(planFor('/stores', table)).toEqual({ storefront: ['./app'] });
  });

  it('preloads nothing for a shell page', () => {
    expect(planFor('/about-us', table)).toEqual({});
  });

  it('stays small: no titles or descriptions, one short pattern per route', () => {
    const json = JSON.stringify(table);
    expect(json).not.toContain(SITE_MAP[0]!.description);
    expect(json.length).toBeLessThan(4000);
  });
});
