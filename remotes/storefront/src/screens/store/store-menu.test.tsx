/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCategory } from '../../testing/fixtures';
import { aProduct } from '@jara/testing/builders/product';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import type { ProductActions } from './product-list';
import { StoreMenu } from './store-menu';

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const SEARCH = 'GET /marketplace/vendors/{id}/products';
/** Each menu search sent: the vendor's path and the query, as the server reads them. */
const searchesSent = () =>
  api.sent(SEARCH).map((request) => ({
    path: new URL(request.url).pathname,
    query: queryOf(request),
  }));
const VENDOR_PRODUCTS = expect.stringMatching(/\/marketplace\/vendors\/vendor-1\/products$/);
const actions: ProductActions = { closed: false, pendingProduct: null, onAdd: jest.fn() };
const menu = [aProduct(), aProduct({ uuid: 'p2', name: 'Zobo', category_id: 11 })];
const categories = [aCategory(), aCategory({ id: 11, name: 'Drinks' })];

function renderMenu(overrides: Partial<ProductActions> = {}) {
  return renderWithQuery(
    <StoreMenu
      vendorId="vendor-1"
      categories={categories}
      products={menu}
      actions={{ ...actions, ...overrides }}
    />,
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search this menu' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const pause = () => act(() => jest.advanceTimersByTimeAsync(300));
const says = (text: string) =>
  waitFor(() => expect(screen.getByRole('status').textContent).toContain(text));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('searching the menu', () => {
  it('asks once the customer pauses, and shows what matched instead of the categories', async () => {
    api.answer(SEARCH, [aProduct({ uuid: 'p3', name: 'Jollof special' })]);
    renderMenu();

    type('j');
    type('jol');
    expect(api.sent(SEARCH)).toHaveLength(0);
    await pause();

    await says('1 dish matches “jol”');
    expect(searchesSent()).toEqual([{ path: VENDOR_PRODUCTS, query: { search: 'jol' } }]);
    expect(screen.getByRole('article', { name: 'Jollof special' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Drinks' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu categories' })).toBeNull();
  });

  it('says when nothing matches, and "Clear the search" brings the whole menu back', async () => {
    api.answer(SEARCH, []);
    renderMenu();
    type('pizza');
    await pause();

    await says('Nothing on this menu matches “pizza”.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect((box() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('region', { name: 'Drinks' })).toBeTruthy();
  });

  it('offers a retry when the search fails', async () => {
    api.drop(SEARCH);
    renderMenu();
    type('rice');
    await pause();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not search this menu.');
    api.answer(SEARCH, [aProduct()]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Jollof rice' })).toBeTruthy();
  });

  it('shows hostile search text as text and sends it as typed', async () => {
    const hostile = '"><img src=x onerror="alert(1)"><script>alert(2)</script>';
    api.answer(SEARCH, []);
    const { container } = renderMenu();
    type(hostile);
    await pause();

    await says(hostile);
    expect(searchesSent()).toEqual([{ path: VENDOR_PRODUCTS, query: { search: hostile } }]);
    expect(container.querySelector('script, img[src="x"]')).toBeNull();
  });

  it('Escape empties the box', () => {
    renderMenu();
    type('rice');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect((box() as HTMLInputElement).value).toBe('');
  });
});

describe('the category index', () => {
  it('jumps to a category, focuses its heading and marks its chip current', () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    renderMenu();
    const index = screen.getByRole('navigation', { name: 'Menu categories' });
    expect(within(index).getByRole('button', { name: 'Rice' }).getAttribute('aria-current')).toBe(
      'true',
    );

    fireEvent.click(within(index).getByRole('button', { name: 'Drinks' }));
    const heading = screen.getByRole('heading', { name: 'Drinks' });
    expect(scrolled).toEqual([heading]);
    expect(document.activeElement).toBe(heading);
    expect(within(index).getByRole('button', { name: 'Drinks' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(
      within(index).getByRole('button', { name: 'Rice' }).getAttribute('aria-current'),
    ).toBeNull();
  });
});

describe('a closed store', () => {
  it('shows the menu without any way to add', () => {
    renderMenu({ closed: true });
    expect(screen.getAllByText('Store closed')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /to cart/ })).toBeNull();
  });
});
