/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { aPage } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import { TOP_RATED_MIN_RATINGS, TopRatedScreen } from './top-rated-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const VENDORS = 'GET /marketplace/vendors';
const best = aVendor({ uuid: 'v1', business_name: 'Calabar Pot', rating: 4.9, ratings_count: 310 });
const next = aVendor({ uuid: 'v2', business_name: 'Zobo & Co', rating: 4.7, ratings_count: 45 });

/** A stand-in IntersectionObserver whose sentinel the test scrolls into view. */
let showSentinel: () => void = () => undefined;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    showSentinel = () =>
      this.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {
    showSentinel = () => undefined;
  }
}

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  locationStore.getState().resetLocation();
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const renderTopRated = () =>
  renderWithQuery(<TopRatedScreen title="Top rated vendors" params={{}} />);

describe('TopRatedScreen', () => {
  it('asks for the best rated first among stores with enough ratings, and shows each rating', async () => {
    api.answer(VENDORS, aPage([best, next]));
    renderTopRated();
    const cards = await screen.findAllByTestId('vendor-card');
    expect(within(cards[0]!).getByLabelText('Rated 4.9 out of 5 from 310 reviews')).toBeTruthy();
    expect(within(cards[1]!).getByText('Zobo & Co')).toBeTruthy();
    expect(api.sent(VENDORS).map(queryOf)).toEqual([
      { sort: 'rating', min_ratings: String(TOP_RATED_MIN_RATINGS), page: '1', per_page: '12' },
    ]);
    expect(screen.getByText(/rated by at least 20 customers/)).toBeTruthy();
  });

  it('loads the next page when the end of the list comes into view', async () => {
    // Each page is answered just before it is asked for.
    api.answer(VENDORS, aPage([best], { last_page: 3, total: 3 }));
    renderTopRated();
    await screen.findByText('Calabar Pot');
    api.answer(VENDORS, aPage([next], { page: 2, last_page: 3, total: 3 }));
    act(() => showSentinel());
    expect(await screen.findByText('Zobo & Co')).toBeTruthy();

    // A failed page stops the automatic loading, keeps the cards and offers a retry.
    api.drop(VENDORS);
    act(() => showSentinel());
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load more stores.');
    expect(screen.getAllByTestId('vendor-card')).toHaveLength(2);
    act(() => showSentinel());
    // A request leaves a moment after the query starts: give one the sentinel asked for time to show.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(
      api
        .sent(VENDORS)
        .map(queryOf)
        .map((query) => query.page),
    ).toEqual(['1', '2', '3']);
    api.answer(
      VENDORS,
      aPage([aVendor({ uuid: 'v3', business_name: 'Mama Put' })], { page: 3, last_page: 3 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mama Put')).toBeTruthy();
    expect(screen.getAllByTestId('vendor-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more stores' })).toBeNull();
  });

  it('says when no store has enough ratings yet', async () => {
    api.answer(VENDORS, aPage([]));
    renderTopRated();
    expect(await screen.findByText('No store has enough ratings yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all stores' }).getAttribute('href')).toBe(
      '/store',
    );
  });

  it('shows an error with a retry', async () => {
    api.drop(VENDORS);
    renderTopRated();
    const alert = await screen.findByRole('alert');
    api.answer(VENDORS, aPage([best]));
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('Calabar Pot')).toBeTruthy();
  });
});
