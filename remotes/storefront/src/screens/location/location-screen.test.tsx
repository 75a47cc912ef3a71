/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { STORE_LIST_PATH } from '../../widgets/store-paths';
import { currentPageMeta } from '@jara/parcel/page-meta';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anArea } from '@jara/testing/builders/location';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { bodyOf } from '@jara/testing/sent-requests';
import { LocationScreen } from './location-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const AREAS = 'GET /location_areas';
const AREA_STORES = 'POST /marketplace/vendors/location_area';
/** The bodies the stores of an area were asked for with. */
const askedForStores = () => Promise.all(api.sent(AREA_STORES).map(bodyOf));
const props = makeParcelProps();
const LEKKI = anArea();
const WESTLANDS = anArea({
  id: 14,
  name: 'Westlands',
  state: 'Nairobi',
  country_code: 'KE',
  latitude: -1.27,
  longitude: 36.81,
});

const renderArea = (name: string) =>
  renderWithQuery(<LocationScreen title="Location" params={{ name }} />);

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.country = 'NG';
  api.answer(AREAS, [LEKKI]);
  api.answer(AREA_STORES, [aVendor({ business_name: 'Lekki Grill House' })]);
  locationStore.getState().resetLocation();
});

describe('LocationScreen', () => {
  it("resolves the URL's area and lists the stores that serve it, titled by the area", async () => {
    renderArea('lekki-phase-1');
    expect(screen.getByRole('status').textContent).toBe('Loading the area');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Food delivery in Lekki Phase 1');
    expect(await screen.findByText('Lekki Grill House')).toBeTruthy();
    expect(await askedForStores()).toEqual([{ location_area_id: 1 }]);
    expect(currentPageMeta()?.title).toBe('Food delivery in Lekki Phase 1');
  });

  it('lists a Kenyan area in Kenya', async () => {
    props.country = 'KE';
    api.answer(AREAS, [WESTLANDS]);
    renderArea('Westlands');
    expect(await screen.findByRole('heading', { name: 'Food delivery in Westlands' })).toBeTruthy();
    await waitFor(() => expect(api.sent(AREA_STORES)).toHaveLength(1));
    expect(await askedForStores()).toEqual([{ location_area_id: 14 }]);
  });

  it("asks with the customer's point, so the stores say who delivers there", async () => {
    locationStore.getState().setUserLocation({
      ...emptyUserLocation,
      latitude: 9.07,
      longitude: 7.47,
      address: 'Wuse II',
    });
    api.answer(AREA_STORES, [aVendor({ delivers_to_customer: false })]);
    renderArea('lekki-phase-1');
    expect(await screen.findByText('Doesn’t deliver to Wuse II')).toBeTruthy();
    expect(await askedForStores()).toEqual([
      { location_area_id: 1, latitude: 9.07, longitude: 7.47 },
    ]);
  });

  it('says an unknown area is not found, as escaped text, with a link to every store', async () => {
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const { container } = renderArea(hostile);
    expect(
      await screen.findByRole('heading', { name: 'We could not find that area' }),
    ).toBeTruthy();
    expect(screen.getByText(/There is no delivery area called/).textContent).toContain(
      '“<script>alert(1)</script>"><img src=x onerror=alert(2)>”',
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all stores' }).getAttribute('href')).toBe(
      '/store',
    );
    expect(api.sent(AREA_STORES)).toHaveLength(0);
  });

  it('tells the shell an unknown area has no page, naming the area and leading to every store; a known one says nothing', async () => {
    window.history.pushState(null, '', '/marketplace/location/atlantis');
    const reported: BusEvents['page:not-found'][] = [];
    const stop = bus.on('page:not-found', (report) => reported.push(report));
    try {
      const { unmount } = renderArea('atlantis');
      await screen.findByRole('heading', { name: 'We could not find that area' });
      await waitFor(() => expect(reported).toHaveLength(1));
      expect(reported[0]).toEqual({
        path: '/marketplace/location/atlantis',
        detail: {
          title: 'We could not find that area',
          message: expect.stringContaining('no delivery area called “atlantis”'),
          link: { href: STORE_LIST_PATH, label: 'See all stores' },
        },
      });
      unmount();

      window.history.pushState(null, '', '/marketplace/location/lekki-phase-1');
      renderArea('lekki-phase-1');
      expect(await screen.findByText('Lekki Grill House')).toBeTruthy();
      expect(reported).toHaveLength(1);
    } finally {
      stop();
      window.history.pushState(null, '', '/');
    }
  });

  it('says when no store serves the area yet', async () => {
    api.answer(AREA_STORES, []);
    renderArea('lekki-phase-1');
    expect(await screen.findByText('No store serves Lekki Phase 1 yet.')).toBeTruthy();
  });

  it('shows a retry when the areas do not load', async () => {
    api.drop(AREAS);
    renderArea('lekki-phase-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the delivery areas.');
    api.answer(AREAS, [LEKKI]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lekki Grill House')).toBeTruthy();
  });

  it('shows a retry when the stores do not load', async () => {
    api.drop(AREA_STORES);
    renderArea('lekki-phase-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the stores.');
    api.answer(AREA_STORES, [aVendor()]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('vendor-card')).toHaveLength(1));
  });
});
