/**
 * @jest-environment jest-fixed-jsdom
 */
import { MemoryRouter } from 'react-router-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { aHomepage } from '@jara/testing/builders/homepage';
import { aPage } from '../../testing/fixtures';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { queryOf } from '@jara/testing/sent-requests';
import { HomeScreen } from './home-screen';
import { prefetchHome } from './home-screen-queries';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const HOMEPAGE = 'GET /marketplace/homepage';
/** The rows' sections the home asks the homepage for (its first pages only). */
const ROWS_ASKED = 'offers,hidden_gems';
const VENDORS = 'GET /marketplace/vendors';
/** The query a request was sent with, as the server reads it. */
const restaurant = aVendor({ uuid: 'v1', slug: 'mama-put', business_name: 'Mama Put' });

/**
 * The prefetch as the route runs it, then the screen once its chunk has loaded (after the
 * answers); `meanwhile` changes what the network answers in between.
 */
async function prefetchThenOpen(country: 'NG' | 'KE', meanwhile = () => {}) {
  jest.mocked(useParcelProps).mockReturnValue({ ...makeParcelProps(), country });
  const queryClient = createQueryClient({ queries: { retry: false } });
  prefetchHome({ country, params: {}, search: new URLSearchParams(), queryClient });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  meanwhile();
  render(
    <QueryProvider client={queryClient}>
      <MemoryRouter>
        <HomeScreen title="Marketplace" params={{}} />
      </MemoryRouter>
    </QueryProvider>,
  );
  return within(await screen.findByRole('region', { name: 'All stores' }));
}

beforeEach(() => {
  locationStore.getState().resetLocation();
});

describe('prefetchHome', () => {
  it("asks for what the screen draws, around the customer's point, and the screen asks again for nothing", async () => {
    locationStore
      .getState()
      .setUserLocation({ ...emptyUserLocation, latitude: -1.29, longitude: 36.82 });
    api.answer(HOMEPAGE, aHomepage({ hidden_gems: [restaurant] }));
    api.answer(VENDORS, aPage([restaurant]));

    const stores = await prefetchThenOpen('KE');

    expect(await stores.findAllByTestId('vendor-card')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Hidden gems' }).textContent).toContain('Mama Put');
    expect(api.sent(HOMEPAGE).map(queryOf)).toEqual([
      { country_code: 'KE', latitude: '-1.29', longitude: '36.82', sections: ROWS_ASKED },
    ]);
    expect(api.sent(VENDORS).map(queryOf)).toEqual([
      { latitude: '-1.29', longitude: '36.82', page: '1', per_page: '12' },
    ]);
  });

  it('loses nothing when it fails: the screen asks again as it mounts', async () => {
    api.drop(HOMEPAGE);
    api.drop(VENDORS);

    const stores = await prefetchThenOpen('NG', () => {
      api.answer(HOMEPAGE, aHomepage({ hidden_gems: [restaurant] }));
      api.answer(VENDORS, aPage([restaurant]));
    });

    expect(await stores.findAllByTestId('vendor-card')).toHaveLength(1);
    expect((await screen.findByRole('region', { name: 'Hidden gems' })).textContent).toContain(
      'Mama Put',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.sent(HOMEPAGE)).toHaveLength(2);
  });
});
