import { act, fireEvent, screen } from '@testing-library/react';
import { bus } from '@jara/bus';
import { cartAdded } from '@jara/query/cart-queries';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { serveCarts } from '../testing/checkout-answers';
import { aCart, aCartItem } from '@jara/testing/builders/cart';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import { CartButton } from './cart-button';

const api = setUpApiDouble();
const countShown = () => screen.getByTestId('cart-count').textContent;

beforeEach(() => sessionStore.getState().clear());

describe('the header cart button, with no drawer on the page', () => {
  it("counts every item of the signed-in customer's carts, read by the button itself", async () => {
    sessionStore.getState().signIn('token', 7);
    serveCarts(
      api,
      aCart({ items: [aCartItem({ quantity: 2 })] }),
      aCart({ uuid: 'cart-2', vendor: 'vendor-2', items: [aCartItem({ quantity: 3 })] }),
    );
    renderWithQuery(<CartButton />);

    expect(await screen.findByRole('button', { name: 'Cart, 5 items' })).toBeTruthy();
    expect(api.sent('GET /marketplace/cart').map(queryOf)).toEqual([{ cart_ids: 'cart-1,cart-2' }]);
  });

  it('follows an item added anywhere on the page at once', async () => {
    sessionStore.getState().signIn('token', 7);
    serveCarts(api, aCart());
    const { client } = renderWithQuery(<CartButton />);
    await screen.findByRole('button', { name: 'Cart, 1 item' });

    await act(() => cartAdded(client, aCart({ items: [aCartItem({ quantity: 4 })] })));
    expect(await screen.findByRole('button', { name: 'Cart, 4 items' })).toBeTruthy();
  });

  it('is busy until the first read answers, so its 0 is not taken for the count', async () => {
    sessionStore.getState().signIn('token', 7);
    serveCarts(api, aCart({ items: [aCartItem({ quantity: 2 })] }));
    renderWithQuery(<CartButton />);

    expect(screen.getByTestId('cart-button').getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('button', { name: 'Cart, 2 items' });
    expect(screen.getByTestId('cart-button').hasAttribute('aria-busy')).toBe(false);
  });

  it('shows 0 to a visitor and asks the server nothing', () => {
    const { client } = renderWithQuery(<CartButton />);
    expect(countShown()).toBe('0');
    expect(screen.getByTestId('cart-button').hasAttribute('aria-busy')).toBe(false);
    // Nothing on its way: a read counts as fetching at once, before its request leaves.
    expect(client.isFetching()).toBe(0);
  });

  it('opens the drawer', () => {
    const opened = jest.fn();
    const off = bus.on('cart:open', opened);
    renderWithQuery(<CartButton />);
    fireEvent.click(screen.getByRole('button', { name: /Cart/ }));
    off();
    expect(opened).toHaveBeenCalledWith({});
  });
});
