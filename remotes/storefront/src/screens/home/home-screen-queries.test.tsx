import { render, screen, waitFor, within } from '@testing-library/react';
import { getHomepage, getVendors } from '@jara/api/marketplace';
import { ApiError } from '@jara/api/api-error';
import { useParcelProps } from '@jara/parcel/parcel';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { aHomepage, aPage, aVendor } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { HomeScreen } from './home-screen';
import { prefetchHome } from './home-screen-queries';

jest.mock('@jara/api/marketplace');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const homepage = jest.mocked(getHomepage);
const vendors = jest.mocked(getVendors);
const restaurant = aVendor({ uuid: 'v1', slug: 'mama-put', business_name: 'Mama Put' });

/** The prefetch as the route runs it, then the screen once its chunk has loaded (after the answers). */
async function prefetchThenOpen(country: 'NG' | 'KE') {
  jest.mocked(useParcelProps).mockReturnValue({ ...makeParcelProps(), country });
  const queryClient = createQueryClient({ queries: { retry: false } });
  prefetchHome({ country, params: {}, search: new URLSearchParams(), queryClient });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  render(
    <QueryProvider client={queryClient}>
      <HomeScreen title="Marketplace" params={{}} />
    </QueryProvider>,
  );
  return within(await screen.findByRole('region', { name: 'All stores' }));
}

beforeEach(() => {
  homepage.mockReset();
  vendors.mockReset();
  locationStore.getState().resetLocation();
});

describe('prefetchHome', () => {
  it("asks for what the screen draws, around the customer's point, and the screen asks again for nothing", async () => {
    locationStore
      .getState()
      .setUserLocation({ ...emptyUserLocation, latitude: -1.29, longitude: 36.82 });
    homepage.mockResolvedValue(aHomepage({ hidden_gems: [restaurant] }));
    vendors.mockResolvedValue(aPage([restaurant]));

    const stores = await prefetchThenOpen('KE');

    expect(await stores.findAllByTestId('vendor-card')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Hidden gems' }).textContent).toContain('Mama Put');
    expect(homepage.mock.calls).toEqual([
      [{ country_code: 'KE', latitude: -1.29, longitude: 36.82 }, expect.anything()],
    ]);
    expect(vendors.mock.calls).toEqual([
      [{ latitude: -1.29, longitude: 36.82, page: 1, per_page: 12 }, expect.anything()],
    ]);
  });

  it('loses nothing when it fails: the screen asks again as it mounts', async () => {
    const down = new ApiError({ kind: 'network', message: 'Network error' });
    homepage
      .mockRejectedValueOnce(down)
      .mockResolvedValue(aHomepage({ hidden_gems: [restaurant] }));
    vendors.mockRejectedValueOnce(down).mockResolvedValue(aPage([restaurant]));

    const stores = await prefetchThenOpen('NG');

    expect(await stores.findAllByTestId('vendor-card')).toHaveLength(1);
    expect((await screen.findByRole('region', { name: 'Hidden gems' })).textContent).toContain(
      'Mama Put',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(homepage).toHaveBeenCalledTimes(2);
  });
});
