/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { pathTo } from '@jara/contracts/site-paths';
import type { BusEvents } from '@jara/contracts/bus-events';
import { currentPageMeta } from '@jara/parcel/page-meta';
import { useParcelProps } from '@jara/parcel/parcel';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { aCuration, aCurationProduct } from '../../testing/fixtures';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCart } from '@jara/testing/builders/cart';
import { aVendor } from '@jara/testing/builders/vendor';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { queryOf } from '@jara/testing/sent-requests';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { CurationScreen } from './curation-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const CURATIONS = 'GET /marketplace/curations';
const PRODUCTS = 'GET /marketplace/curations/active/{uuid}/products';
const ADD_TO_CART = 'POST /marketplace/cart/items';

const props = makeParcelProps();
const kenyan = aVendor({ uuid: 'v-ke', slug: 'nyama-mama', business_name: 'Nyama Mama' });
const products = [
  aCurationProduct({ image_url: '/assets/products/jollof.svg' }),
  aCurationProduct({
    uuid: 'p-ke',
    name: 'Nyama choma',
    price: 1200,
    currency: 'KES',
    vendor: kenyan,
  }),
];

const renderScreen = (id = 'curation-1') =>
  renderWithQuery(<CurationScreen title="Curation" params={{ id }} />);

const lekki = {
  ...emptyUserLocation,
  latitude: 6.4478,
  longitude: 3.4723,
  address: 'Lekki Phase 1',
};

beforeEach(() => {
  jest.resetAllMocks();
  locationStore.getState().resetLocation();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().signIn('token', 7);
  api.answer(CURATIONS, [aCuration()]);
  api.answer(PRODUCTS, products);
});

describe('CurationScreen', () => {
  it('shows the curation’s products with their stores, titled by the curation', async () => {
    renderScreen();
    expect(screen.getByRole('status').textContent).toContain('Loading the curation');
    const cards = await screen.findAllByTestId('curation-product');
    expect(api.sent(PRODUCTS).map((sent) => sent.url)).toEqual([
      expect.stringMatching(/\/marketplace\/curations\/active\/curation-1\/products$/),
    ]);
    expect(cards).toHaveLength(2);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekend jollof feast' }),
    ).toBeTruthy();
    expect(screen.getByText('The best party jollof in town.')).toBeTruthy();
    await waitFor(() => expect(currentPageMeta()?.title).toBe('Weekend jollof feast'));

    const kenyanCard = within(cards[1]!);
    expect(kenyanCard.getByText('KSh 1,200')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Closed now')).toBeNull();
    expect(kenyanCard.getByRole('link', { name: 'Nyama Mama' }).getAttribute('href')).toBe(
      '/stores/nyama-mama',
    );
    expect(within(cards[0]!).getByText('₦2,500')).toBeTruthy();
    const image = cards[0]!.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '480']);
    // A product without a picture keeps the space and fetches nothing.
    expect(cards[1]!.querySelector('img')).toBeNull();
  });

  it('adds a product to its own store’s cart', async () => {
    api.answer(ADD_TO_CART, aCart({ uuid: 'cart-ke', vendor: 'v-ke' }));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Nyama choma to cart' }));
    await waitFor(() => expect(api.sent(ADD_TO_CART)).toHaveLength(1));
    expect(await api.sent(ADD_TO_CART)[0]!.json()).toMatchObject({
      vendor_id: 'v-ke',
      product_uuid: 'p-ke',
      quantity: 1,
    });
  });

  it('asks for add-ons before adding a product that has them', async () => {
    const withAddons = aCurationProduct({
      name: 'Amala combo',
      addon_groups: [
        { id: 1, name: 'Soup', min: 1, max: 1, addons: [{ uuid: 'a1', name: 'Ewedu', price: 0 }] },
      ],
    });
    api.answer(PRODUCTS, [withAddons]);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Amala combo to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amala combo' });
    expect(within(dialog).getByText('Ewedu')).toBeTruthy();
    expect(api.sent(ADD_TO_CART)).toHaveLength(0);
  });

  it('says an unknown curation is not available, without showing its id', async () => {
    api.refuse(PRODUCTS, 404, 'No curation');
    const hostileId = '<img src=x onerror=alert(1)>';
    const { container } = renderScreen(hostileId);
    expect(
      await screen.findByRole('heading', { name: 'This curation is not available' }),
    ).toBeTruthy();
    expect(container.textContent).not.toContain(hostileId);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all curations' }).getAttribute('href')).toBe(
      '/marketplace/curations',
    );
    await waitFor(() => expect(currentPageMeta()?.title).toBe('Curation not available'));
  });

  it('tells the shell an unknown curation has no page, in its own words and never the uuid', async () => {
    window.history.pushState(null, '', '/marketplace/curations/no-such-curation');
    const reported: BusEvents['page:not-found'][] = [];
    const stop = bus.on('page:not-found', (report) => reported.push(report));
    try {
      api.refuse(PRODUCTS, 404, 'No curation');
      renderScreen('no-such-curation');
      await screen.findByRole('heading', { name: 'This curation is not available' });
      await waitFor(() =>
        expect(reported).toEqual([
          {
            path: '/marketplace/curations/no-such-curation',
            detail: {
              title: 'This curation is not available',
              message:
                'It may have ended, or the link may be wrong. Our other picks are still here.',
              link: { href: pathTo('curations'), label: 'See all curations' },
            },
          },
        ]),
      );
    } finally {
      stop();
      window.history.pushState(null, '', '/');
    }
  });

  it('shows a hostile curation title as text', async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
    api.answer(CURATIONS, [aCuration({ title: hostile })]);
    const { container } = renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: hostile })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('says which store is closed now', async () => {
    api.answer(PRODUCTS, [aCurationProduct({ vendor: aVendor({ is_open: false }) })]);
    renderScreen();
    const card = await screen.findByTestId('curation-product');
    expect(within(card).getByText('Closed now')).toBeTruthy();
  });

  it("says of each product's store what its card says: the quote for the place, or no delivery", async () => {
    locationStore.getState().setUserLocation(lekki);
    api.answer(PRODUCTS, [
      aCurationProduct({
        uuid: 'near',
        name: 'Party jollof',
        vendor: aVendor({
          business_name: 'Lekki Grill House',
          delivers_to_customer: true,
          delivery_quote: { fee: 1800, time_min: 35, time_max: 50 },
        }),
      }),
      aCurationProduct({
        uuid: 'far',
        name: 'Wuse jollof',
        vendor: aVendor({ business_name: 'Wuse Kitchen', delivers_to_customer: false }),
      }),
    ]);
    renderScreen();

    const [near, far] = await screen.findAllByTestId('curation-product');
    const point = { latitude: '6.4478', longitude: '3.4723' };
    expect(api.sent(PRODUCTS).map(queryOf)).toEqual([point]);
    expect(api.sent(CURATIONS).map(queryOf)).toEqual([point]);
    expect(within(near!).getByText(/^Delivery/).textContent).toBe('Delivery ₦1,800 · 35–50 min');
    expect(within(near!).queryByText(/deliver to/)).toBeNull();
    expect(within(far!).getByText('Doesn’t deliver to Lekki Phase 1')).toBeTruthy();
    expect(within(far!).queryByText(/^Delivery/)).toBeNull();
  });

  it('says what delivery from the store starts from before a place is chosen', async () => {
    api.answer(PRODUCTS, [aCurationProduct({ vendor: aVendor({ delivery_fee: 1500 }) })]);
    renderScreen();
    const card = await screen.findByTestId('curation-product');
    expect(within(card).getByText(/^Delivery/).textContent).toBe('Delivery from ₦1,500');
  });

  it.each(HOSTILE_STRINGS)('shows a hostile store name ($name) as text', async ({ text }) => {
    locationStore.getState().setUserLocation(lekki);
    api.answer(PRODUCTS, [
      aCurationProduct({
        vendor: aVendor({ business_name: text, delivers_to_customer: false }),
      }),
    ]);
    renderScreen();
    const card = await screen.findByTestId('curation-product');
    expectShownAsText(card, text);
    expect(within(card).getByText('Doesn’t deliver to Lekki Phase 1')).toBeTruthy();
  });

  it('says when the curation has no dishes', async () => {
    api.answer(PRODUCTS, []);
    renderScreen();
    expect(await screen.findByText('This curation has no dishes right now.')).toBeTruthy();
  });

  it('offers a retry when the products fail to load', async () => {
    api.drop(PRODUCTS);
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this curation.');
    api.answer(PRODUCTS, products);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('curation-product')).toHaveLength(2);
  });
});
