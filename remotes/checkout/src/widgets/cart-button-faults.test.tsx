/**
 * The checkout's half of the e2e chaos case "POST /marketplace/cart/items" (adding a dish on a
 * store page): the add itself is the storefront's (`useAddToCart`, its own remote), which sends
 * the real client's `addCartItem` and writes the answered cart with `cartAdded`; the header's
 * count is this remote's button. Here the add is made the way that hook makes it, against broken
 * answers at the network: the customer is told calmly by the client's toast, the count stays,
 * and once healed the count follows the answered cart with no second read of the carts.
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import { API_MESSAGES } from '@jara/api/api-messages';
import { addCartItem } from '@jara/api/cart';
import { bus } from '@jara/bus';
import { cartAdded } from '@jara/query/cart-queries';
import { cartStore } from '@jara/state/cart-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aCart, aCartItem } from '@jara/testing/builders/cart';
import { CartButton } from './cart-button';

const api = setUpApiDouble();
// Three presses, each a round trip, after the screen's own reads: more than jest's 5 s
// when two suites share the two cores.
jest.setTimeout(15_000);
const SAID: Record<'500' | 'not-json', string> = {
  '500': API_MESSAGES.serverTrouble,
  'not-json': API_MESSAGES.unreadable,
};
const FAULTS: (keyof typeof SAID & CallFault)[] = ['500', 'not-json'];

const cart = aCart({ items: [aCartItem({ quantity: 2 })] });

const toasts: { kind: string; message: string }[] = [];
bus.on('toast:show', (toast) => void toasts.push(toast));

/** One press of "Add … to cart" on the store page, as the storefront's hook sends it. */
async function addJollof(client: QueryClient): Promise<boolean> {
  try {
    const answered = await addCartItem({
      vendor_id: 'vendor-1',
      cart_id: cartStore.getState().cartIds['vendor-1'] ?? null,
      product_uuid: 'product-1',
      quantity: 1,
    });
    await cartAdded(client, answered);
    return true;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return false;
  }
}

const countShown = () => screen.getByTestId('cart-count').textContent;

beforeEach(() => {
  sessionStore.getState().signIn('token', 7);
  cartStore.getState().clear();
  cartStore.getState().putCart(cart);
  toasts.length = 0;
  api.answer('GET /marketplace/cart', [cart]);
});

describe('POST /marketplace/cart/items (adding a dish, seen from the header)', () => {
  it("answered 500, then not-json: an error toast in the client's words and the count kept; healed, the count follows the added dish", async () => {
    const { client } = renderWithQuery(<CartButton />);
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();

    for (const fault of FAULTS) {
      api.break('POST /marketplace/cart/items', fault);
      expect(await act(() => addJollof(client))).toBe(false);
      expect(toasts).toEqual([{ kind: 'error', message: SAID[fault] }]);
      expect(countShown()).toBe('2');
      expect(document.body.textContent).not.toMatch(RAW_TEXT);
      expect(cartStore.getState().cartIds['vendor-1']).toBe('cart-1');
      toasts.length = 0;
    }

    api.answer('POST /marketplace/cart/items', aCart({ items: [aCartItem({ quantity: 3 })] }));
    expect(await act(() => addJollof(client))).toBe(true);

    await waitFor(() => expect(countShown()).toBe('3'));
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(toasts).toEqual([]);
    expect(api.sent('POST /marketplace/cart/items')).toHaveLength(3);
    // The answered cart is written in place: the carts are not read again.
    expect(api.sent('GET /marketplace/cart')).toHaveLength(1);
  });
});
