/**
 * @jest-environment jest-fixed-jsdom
 */
import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useParcelProps } from '@jara/parcel/parcel';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { aPage } from '../../testing/fixtures';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import { SearchScreen } from './search-screen';
import { LONGEST_SEARCH, SEARCH_DELAY_MS, searchHref } from './use-search-text';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const props = makeParcelProps();
const mamaPut = aVendor();
const nothing = { vendors: [], products: [] };

/** Stands for the browser's back and forward: the router's own navigation, not the screen's. */
const history: { go?: NavigateFunction } = {};
function HistoryHandle() {
  const navigate = useNavigate();
  useEffect(() => {
    history.go = navigate;
  }, [navigate]);
  return null;
}

/** Shows the router's query, so a test reads where the toolbar took it. */
function Url() {
  return <p data-testid="url">{useLocation().search}</p>;
}

function renderSearch(url = '/marketplace/search') {
  return renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <HistoryHandle />
      <Url />
      <SearchScreen title="Search" params={{}} />
    </MemoryRouter>,
  );
}

const box = () =>
  screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search stores and dishes' });

beforeEach(() => {
  props.navigate.mockClear();
  jest.mocked(useParcelProps).mockReturnValue(props);
  api.answer('GET /marketplace/business_types', [
    { id: 1, name: 'Restaurants', slug: 'restaurants' },
  ]);
  api.answer('GET /marketplace/tags', [
    { id: 1, name: 'Rice dishes', slug: 'rice-dishes', business_type_id: 1 },
  ]);
  api.answer('GET /marketplace/vendors/{slug}', mamaPut);
});

describe('SearchScreen', () => {
  it('offers tags to browse while the box is empty', async () => {
    renderSearch();
    const tag = await screen.findByRole('link', { name: 'Rice dishes' });
    expect(tag.getAttribute('href')).toBe('/marketplace/search/rice-dishes');
    expect(api.sent('GET /marketplace/search/all')).toHaveLength(0);
  });

  it('searches the text of the URL, showing stores and dishes, and pages every store', async () => {
    api.answer('GET /marketplace/search/all', { vendors: [mamaPut], products: [aProduct()] });
    api.answer(
      'GET /marketplace/search/vendors',
      aPage([mamaPut, aVendor({ uuid: 'v2', business_name: 'Buka Two' })]),
    );
    renderSearch('/marketplace/search?q=jollof');

    expect(box().value).toBe('jollof');
    const stores = await screen.findByRole('region', { name: 'Stores' });
    expect(within(stores).getAllByTestId('vendor-card')).toHaveLength(1);
    const dishes = screen.getByRole('region', { name: 'Dishes' });
    expect(
      await within(dishes).findByRole('button', { name: 'Add Jollof rice to cart' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 store and 1 dish for “jollof”');

    fireEvent.click(within(stores).getByRole('button', { name: 'See all stores' }));
    expect(await within(stores).findByText('Buka Two')).toBeTruthy();
    expect(api.sent('GET /marketplace/search/vendors').map(queryOf)).toEqual([
      { query: 'jollof', page: '1', per_page: '12' },
    ]);
    expect(screen.queryByRole('region', { name: 'Dishes' })).toBeNull();
  });

  it('narrows and sorts the stores by the URL beside the text, and keeps both as either changes', async () => {
    api.answer('GET /marketplace/search/all', { vendors: [mamaPut], products: [] });
    api.answer('GET /marketplace/search/vendors', aPage([mamaPut]));
    renderSearch('/marketplace/search?q=jollof&open=1&sort=rating');

    const stores = await screen.findByRole('region', { name: 'Stores' });
    expect(api.sent('GET /marketplace/search/all').map(queryOf)).toEqual([
      { query: 'jollof', open_now: '1', sort: 'rating' },
    ]);
    expect(screen.getByRole('button', { name: 'Open now' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(stores).getByRole('button', { name: 'See all stores' }));
    await within(stores).findByTestId('vendor-card');
    expect(api.sent('GET /marketplace/search/vendors').map(queryOf)).toEqual([
      { query: 'jollof', open_now: '1', sort: 'rating', page: '1', per_page: '12' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Open now' }));
    expect(screen.getByTestId('url').textContent).toBe('?q=jollof&sort=rating');

    // A new text keeps the list's order.
    fireEvent.change(box(), { target: { value: 'suya' } });
    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith('/marketplace/search?q=suya&sort=rating', {
        replace: false,
      }),
    );
  });

  it('puts typed text in the URL after a pause: one history entry per search, pushed on submit', async () => {
    api.answer('GET /marketplace/search/all', nothing);
    renderSearch();

    fireEvent.change(box(), { target: { value: 'ric' } });
    fireEvent.change(box(), { target: { value: 'rice' } });
    await waitFor(() => expect(props.navigate).toHaveBeenCalledTimes(1));
    expect(props.navigate).toHaveBeenCalledWith('/marketplace/search?q=rice', { replace: false });
    // The search runs on the render after the pause, which a busy machine may delay.
    await waitFor(() =>
      expect(api.sent('GET /marketplace/search/all').map(queryOf)).toEqual([{ query: 'rice' }]),
    );

    fireEvent.change(box(), { target: { value: 'rice and beans' } });
    await waitFor(() => expect(props.navigate).toHaveBeenCalledTimes(2));
    expect(props.navigate).toHaveBeenLastCalledWith('/marketplace/search?q=rice+and+beans', {
      replace: true,
    });

    fireEvent.submit(box());
    fireEvent.change(box(), { target: { value: 'suya' } });
    fireEvent.submit(box());
    expect(props.navigate).toHaveBeenLastCalledWith('/marketplace/search?q=suya', {
      replace: false,
    });
  });

  it('follows the URL when back or forward changes it', async () => {
    api.answer('GET /marketplace/search/all', nothing);
    renderSearch('/marketplace/search?q=rice');
    await screen.findByText(/Nothing matches “rice”/);

    act(() => void history.go!('/marketplace/search?q=suya'));
    expect(box().value).toBe('suya');
    expect(await screen.findByText(/Nothing matches “suya”/)).toBeTruthy();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('back straight after a submitted search keeps the earlier search, past the pause too', async () => {
    api.answer('GET /marketplace/search/all', nothing);
    renderSearch('/marketplace/search?q=rice');
    await screen.findByText(/Nothing matches “rice”/);
    // The screen's navigation moves this router, as the shell's moves the page's (after the
    // submit event: React Router's navigation is a transition, which React cannot start inside
    // a prevented submit in jsdom).
    props.navigate.mockImplementationOnce(
      (to, options) => void setTimeout(() => history.go!(to, options)),
    );

    fireEvent.change(box(), { target: { value: 'suya' } });
    fireEvent.submit(box());
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?q=suya'));
    act(() => void history.go!(-1));
    await act(() => new Promise((paused) => setTimeout(paused, 2 * SEARCH_DELAY_MS)));

    expect(box().value).toBe('rice');
    expect(screen.getByTestId('url').textContent).toBe('?q=rice');
    expect(props.navigate.mock.calls).toEqual([['/marketplace/search?q=suya', { replace: false }]]);
  });

  // The e2e hostile-search spec keeps two of these strings: here the box and the URL take them all.
  it.each(HOSTILE_STRINGS)(
    'searches $name typed in the box, as far as it holds, and echoes it as text',
    async ({ text }) => {
      api.answer('GET /marketplace/search/all', nothing);
      const { container } = renderSearch();
      expect(box().maxLength).toBe(LONGEST_SEARCH);
      // A browser keeps no more of what is typed than the box holds; jsdom leaves that to us.
      const searched = text.slice(0, box().maxLength);
      fireEvent.change(box(), { target: { value: searched } });
      fireEvent.submit(box());

      expect(props.navigate).toHaveBeenCalledWith(searchHref(searched, props.country), {
        replace: false,
      });
      await screen.findByText(/^Nothing matches/);
      expectShownAsText(container, `Nothing matches “${searched}”.`);
      expect(api.sent('GET /marketplace/search/all').map(queryOf)).toContainEqual({
        query: searched,
      });
    },
  );

  it.each(HOSTILE_STRINGS)(
    'searches $name from the URL, as far as the box holds, and echoes it as text with tags',
    async ({ text }) => {
      api.answer('GET /marketplace/search/all', nothing);
      const { container } = renderSearch(`/marketplace/search?q=${encodeURIComponent(text)}`);

      const searched = text.slice(0, LONGEST_SEARCH);
      expect(box().value).toBe(searched);
      expect(await screen.findByRole('link', { name: 'Rice dishes' })).toBeTruthy();
      expectShownAsText(
        container,
        `Nothing matches “${searched}”. Try other words, or one of these tags.`,
      );
      expect(api.sent('GET /marketplace/search/all').map(queryOf)).toContainEqual({
        query: searched,
      });
    },
  );

  it('offers a retry when the search fails', async () => {
    api.drop('GET /marketplace/search/all');
    renderSearch('/marketplace/search?q=mama');

    expect(await screen.findByText('We could not search right now.')).toBeTruthy();
    api.answer('GET /marketplace/search/all', { vendors: [mamaPut], products: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Stores' })).toBeTruthy();
  });
});
