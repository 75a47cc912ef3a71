import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ApiError } from '@jara/api/api-error';
import {
  getBusinessTypes,
  getTags,
  getVendor,
  searchAll,
  searchVendors,
} from '@jara/api/marketplace';
import { useParcelProps } from '@jara/parcel/parcel';
import { aPage, aProduct, aVendor } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { SearchScreen } from './search-screen';

jest.mock('@jara/api/marketplace');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const props = makeParcelProps();
const HOSTILE = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
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

function renderSearch(url = '/marketplace/search') {
  return renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <HistoryHandle />
      <SearchScreen title="Search" params={{}} />
    </MemoryRouter>,
  );
}

const box = () =>
  screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search stores and dishes' });

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  jest
    .mocked(getBusinessTypes)
    .mockResolvedValue([{ id: 1, name: 'Restaurants', slug: 'restaurants' }]);
  jest
    .mocked(getTags)
    .mockResolvedValue([{ id: 1, name: 'Rice dishes', slug: 'rice-dishes', business_type_id: 1 }]);
  jest.mocked(getVendor).mockResolvedValue(mamaPut);
});

describe('SearchScreen', () => {
  it('offers tags to browse while the box is empty', async () => {
    renderSearch();
    const tag = await screen.findByRole('link', { name: 'Rice dishes' });
    expect(tag.getAttribute('href')).toBe('/marketplace/search/rice-dishes');
    expect(searchAll).not.toHaveBeenCalled();
  });

  it('searches the text of the URL, showing stores and dishes, and pages every store', async () => {
    jest.mocked(searchAll).mockResolvedValue({ vendors: [mamaPut], products: [aProduct()] });
    jest
      .mocked(searchVendors)
      .mockResolvedValue(aPage([mamaPut, aVendor({ uuid: 'v2', business_name: 'Buka Two' })]));
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
    expect(searchVendors).toHaveBeenCalledWith(
      { query: 'jollof', page: 1, per_page: 12 },
      expect.anything(),
    );
    expect(screen.queryByRole('region', { name: 'Dishes' })).toBeNull();
  });

  it('puts typed text in the URL after a pause: one history entry per search, pushed on submit', async () => {
    jest.mocked(searchAll).mockResolvedValue(nothing);
    renderSearch();

    fireEvent.change(box(), { target: { value: 'ric' } });
    fireEvent.change(box(), { target: { value: 'rice' } });
    await waitFor(() => expect(props.navigate).toHaveBeenCalledTimes(1));
    expect(props.navigate).toHaveBeenCalledWith('/marketplace/search?q=rice', { replace: false });
    // The search runs on the render after the pause, which a busy machine may delay.
    await waitFor(() => expect(searchAll).toHaveBeenCalledTimes(1));
    expect(searchAll).toHaveBeenCalledWith('rice', expect.anything());

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
    jest.mocked(searchAll).mockResolvedValue(nothing);
    renderSearch('/marketplace/search?q=rice');
    await screen.findByText(/Nothing matches “rice”/);

    act(() => void history.go!('/marketplace/search?q=suya'));
    expect(box().value).toBe('suya');
    expect(await screen.findByText(/Nothing matches “suya”/)).toBeTruthy();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('shows hostile text from the URL as text, with tag suggestions for the empty result', async () => {
    jest.mocked(searchAll).mockResolvedValue(nothing);
    const { container } = renderSearch(`/marketplace/search?q=${encodeURIComponent(HOSTILE)}`);

    expect(box().value).toBe(HOSTILE);
    expect(
      await screen.findByText(
        `Nothing matches “${HOSTILE}”. Try other words, or one of these tags.`,
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Rice dishes' })).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
    expect(searchAll).toHaveBeenCalledWith(HOSTILE, expect.anything());
  });

  it('searches a longer address only as far as the box holds, which the API searches', async () => {
    jest.mocked(searchAll).mockResolvedValue(nothing);
    const long = 'Lekki'.repeat(1_000);
    renderSearch(`/marketplace/search?q=${long}`);

    const held = long.slice(0, box().maxLength);
    expect(box().maxLength).toBe(100);
    expect(box().value).toBe(held);
    expect(await screen.findByText(`Nothing matches “${held}”.`, { exact: false })).toBeTruthy();
    expect(searchAll).toHaveBeenCalledWith(held, expect.anything());
  });

  it('offers a retry when the search fails', async () => {
    jest
      .mocked(searchAll)
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Network error' }))
      .mockResolvedValueOnce({ vendors: [mamaPut], products: [] });
    renderSearch('/marketplace/search?q=mama');

    expect(await screen.findByText('We could not search right now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Stores' })).toBeTruthy();
  });
});
