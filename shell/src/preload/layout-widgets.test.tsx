/**
 * LAYOUT_WIDGETS is what the early preload fetches for a layout; the layouts are what really
 * mounts. Each layout is rendered (with every remote parcel stubbed) and the parcels it mounts on
 * its first paint, besides the page's own `./app`, must be the list.
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LAYOUTS } from '@jara/contracts/site-routes';
import { SITE_MAP } from '@jara/contracts/site-map';
import { fillPath } from '@jara/contracts/site-paths';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { AppRoot } from '../app/app-root';
import { createAppRoutes } from '../features/routing/app-routes';
import { LAYOUT_WIDGETS } from './layout-widgets';

jest.mock('../features/parcels/remote-parcel', () => ({
  RemoteParcel: ({ remote, expose }: { remote: string; expose: string }) => (
    <div data-testid="parcel">{`${remote} ${expose}`}</div>
  ),
}));
jest.mock('../features/location/use-supported-countries', () => ({
  useSupportedCountries: () => [{ code: 'NG', name: 'Nigeria' }],
}));

const config = { remoteTimeoutMs: 1000 } as RuntimeConfig;

/** One parameterless path per layout the site map uses. */
const layoutPaths = LAYOUTS.flatMap((layout) => {
  const entry = SITE_MAP.find((e) => e.layout === layout && !e.path.includes('{'));
  return entry ? [[layout, fillPath(entry.path)] as const] : [];
});

it('has a path to render for every layout but the 404 one', () => {
  expect(layoutPaths.map(([layout]) => layout)).toEqual(LAYOUTS.filter((l) => l !== '404'));
});

it.each(layoutPaths)(
  'the %s layout mounts the widgets the preload fetches',
  async (layout, path) => {
    const router = createMemoryRouter(createAppRoutes(<AppRoot config={config} />), {
      initialEntries: [path],
    });
    render(<RouterProvider router={router} />);
    await screen.findAllByRole('main');
    const mounted = screen
      .queryAllByTestId('parcel')
      .map((parcel) => parcel.textContent)
      .filter((name) => !name?.endsWith(' ./app'));
    const expected = (LAYOUT_WIDGETS[layout] ?? []).map(
      ({ remote, expose }) => `${remote} ${expose}`,
    );
    expect(mounted.sort()).toEqual([...expected].sort());
  },
);
