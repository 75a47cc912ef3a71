/**
 * A store's minimum order in the cart drawer (issue 37, item 4): below it the cart says how much
 * more it needs and holds Checkout back, so the customer learns it before the checkout's server
 * refuses the order; at or above it Checkout goes on. The minimum is the server's, on the cart.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_MESSAGES } from '@jara/api/api-messages';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCart, aCartItem } from '@jara/testing/builders/cart';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { bodyOf } from '@jara/testing/sent-requests';
import { serveCarts } from '../testing/checkout-answers';
import { CartDrawer } from './cart-drawer';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const props = makeParcelProps();

/** The drawer opened on the served cart of `vendorName`. */
async function openCart(vendorName = 'Mama Put Kitchen') {
  renderWithQuery(<CartDrawer />);
  act(() => bus.emit('cart:open', {}));
  const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
  return within(dialog).findByRole('region', { name: vendorName });
}

const checkoutIn = (cart: HTMLElement) =>
  within(cart).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;

/** What a screen reader reads after the button's name: the elements `aria-describedby` names. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  api.answer('GET /marketplace/vendors/{id}/products', []);
  sessionStore.getState().signIn('token', 7);
});

describe("a cart below its store's minimum order", () => {
  it('says how much more in naira and holds Checkout back until an added plate reaches it', async () => {
    serveCarts(api, aCart({ minimum_order: 5000 }));
    const reached = aCart({ minimum_order: 5000, items: [aCartItem({ quantity: 2 })] });
    api.answer('PUT /marketplace/cart/{id}/items', reached);
    const cart = await openCart();

    const shortfall = 'Add ₦2,500 more to order from Mama Put Kitchen (minimum order ₦5,000).';
    expect(within(cart).getByText(/more to order from/).textContent).toBe(shortfall);
    expect(checkoutIn(cart).disabled).toBe(true);
    expect(descriptionOf(checkoutIn(cart))).toBe(shortfall);

    fireEvent.click(within(cart).getByRole('button', { name: 'One more Jollof rice' }));

    // Exactly the minimum is enough, as the server counts it.
    await waitFor(() => expect(checkoutIn(cart).disabled).toBe(false));
    expect(await Promise.all(api.sent('PUT /marketplace/cart/{id}/items').map(bodyOf))).toEqual([
      { items: [{ uuid: 'item-1', quantity: 2 }] },
    ]);
    expect(within(cart).queryByText(/more to order from/)).toBeNull();
    expect(checkoutIn(cart).getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(checkoutIn(cart));
    expect(props.navigate).toHaveBeenCalledWith('/store/checkout?cart=cart-1');
  });

  it('says it in shillings for a Kenyan store', async () => {
    serveCarts(
      api,
      aCart({
        vendor_name: 'Nyama Choma Corner',
        currency: 'KES',
        minimum_order: 800,
        items: [aCartItem({ name: 'Chapati', price: 350 })],
      }),
    );
    const cart = await openCart('Nyama Choma Corner');

    const shortfall = 'Add KSh 450 more to order from Nyama Choma Corner (minimum order KSh 800).';
    expect(within(cart).getByText(/more to order from/).textContent).toBe(shortfall);
    expect(checkoutIn(cart).disabled).toBe(true);
    expect(descriptionOf(checkoutIn(cart))).toBe(shortfall);
  });

  it('counts only what can be ordered: an unavailable item does not make up the minimum', async () => {
    const gone = aCartItem({ uuid: 'item-2', name: 'Zobo', price: 3000, is_available: false });
    serveCarts(api, aCart({ minimum_order: 5000, items: [aCartItem(), gone] }));
    const cart = await openCart();

    expect(within(cart).getByText(/more to order from/).textContent).toBe(
      'Add ₦2,500 more to order from Mama Put Kitchen (minimum order ₦5,000).',
    );
    expect(within(cart).getByText('Unavailable items are not counted.')).toBeTruthy();
    expect(checkoutIn(cart).disabled).toBe(true);
  });

  it('keeps the shortfall and Checkout held back when adding a plate is refused', async () => {
    serveCarts(api, aCart({ minimum_order: 5000 }));
    api.drop('PUT /marketplace/cart/{id}/items');
    const toasts: unknown[] = [];
    const stop = bus.on('toast:show', (toast) => void toasts.push(toast));
    const cart = await openCart();

    fireEvent.click(within(cart).getByRole('button', { name: 'One more Jollof rice' }));

    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: API_MESSAGES.network }]));
    await waitFor(() =>
      expect(
        (within(cart).getByRole('button', { name: 'One more Jollof rice' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    );
    expect(within(cart).getByText(/more to order from/).textContent).toBe(
      'Add ₦2,500 more to order from Mama Put Kitchen (minimum order ₦5,000).',
    );
    expect(checkoutIn(cart).disabled).toBe(true);
    stop();
  });

  // A store's name is the vendor's own text, shown by the shortfall as text, whatever it holds.
  it.each(HOSTILE_STRINGS)('names a store called $name as text', async ({ text }) => {
    serveCarts(api, aCart({ vendor_name: text, minimum_order: 5000 }));
    const cart = await openCart(text);

    const message = within(cart).getByText(/more to order from/);
    expect(message.textContent).toBe(
      `Add ₦2,500 more to order from ${text} (minimum order ₦5,000).`,
    );
    expectShownAsText(message, text);
    expect(checkoutIn(cart).disabled).toBe(true);
  });
});

describe('a cart at or above its minimum, or in a store without one', () => {
  it.each([
    ['above the minimum', 2000],
    ['in a store without one', 0],
  ])('offers Checkout and says nothing of a minimum %s', async (_case, minimum) => {
    serveCarts(api, aCart({ minimum_order: minimum }));
    const cart = await openCart();

    expect(checkoutIn(cart).disabled).toBe(false);
    expect(checkoutIn(cart).getAttribute('aria-describedby')).toBeNull();
    expect(within(cart).queryByText(/minimum/)).toBeNull();
  });
});
