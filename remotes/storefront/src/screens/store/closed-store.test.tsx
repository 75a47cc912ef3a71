/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { aCategory, aPage } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { StoreScreen } from './store-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);

const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '22:00' }));

async function openStoreAt(isoTime: string, overrides = {}) {
  jest.useFakeTimers({ now: new Date(isoTime), advanceTimers: true });
  api.answer(
    'GET /marketplace/vendors/{slug}',
    aVendor({ working_hours: weekdays, business_name: 'Mama Put', ...overrides }),
  );
  api.answer('GET /marketplace/vendors/{id}/categories', [aCategory()]);
  api.answer('GET /marketplace/vendors/{id}/products', [aProduct()]);
  renderWithQuery(<StoreScreen title="Store" params={{ name: 'mama-put' }} />);
  await screen.findByRole('heading', { level: 1, name: 'Mama Put' });
}

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  api.answer('POST /marketplace/store_views', null);
  api.answer('GET /marketplace/vendors/{id}/feedback', aPage([]));
});
afterEach(() => jest.useRealTimers());

describe('a closed store', () => {
  it("says when it opens next, in the vendor's time zone, and takes orders ahead", async () => {
    // Friday 22:30 in Lagos (21:30 UTC): closed until Monday.
    await openStoreAt('2025-01-10T21:30:00Z', { is_open: false });
    expect(screen.getByTestId('closed-notice').textContent).toBe(
      'Closed now · opens on Monday at 08:00Order ahead: add what you like, and choose a delivery time once Mama Put is open at checkout.',
    );
    expect(screen.queryByText('Open')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Jollof rice to cart' })).toBeTruthy();
  });

  it('takes the server at its word when it says closed within the hours', async () => {
    // Friday 10:00 in Lagos: inside the hours, but the vendor has closed for the day.
    await openStoreAt('2025-01-10T09:00:00Z', { is_open: false });
    expect(screen.getByTestId('closed-notice').textContent).toContain('opens on Monday at 08:00');
  });

  it('says it has not given its hours when it lists none, and takes nothing', async () => {
    await openStoreAt('2025-01-10T09:00:00Z', { is_open: false, working_hours: [] });
    expect(screen.getByTestId('closed-notice').textContent).toContain(
      'Mama Put has not said when it opens again.',
    );
    expect(screen.getByText('Store closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Jollof rice to cart' })).toBeNull();
  });

  it("takes orders when the server says open, whatever the device's clock says", async () => {
    // 03:00 on a Saturday in Lagos by the device, outside every listed hour.
    await openStoreAt('2025-01-11T02:00:00Z', { is_open: true });
    expect(screen.queryByTestId('closed-notice')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Jollof rice to cart' })).toBeTruthy();
  });

  it('closes on an open page once the server says so, read again each minute', async () => {
    await openStoreAt('2025-01-10T20:59:00Z');
    expect(screen.getByRole('button', { name: 'Add Jollof rice to cart' })).toBeTruthy();
    api.answer(
      'GET /marketplace/vendors/{slug}',
      aVendor({ working_hours: weekdays, is_open: false, business_name: 'Mama Put' }),
    );
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByTestId('closed-notice')).toBeTruthy();
  });
});
