/**
 * The chaos cases of the cart drawer's edits (e2e chaos-mutations: one more of a line, remove a
 * line), at the network: the real API client reads each broken answer, the customer is told
 * calmly (the client's error toast), the cart and the header's count stay as they were, and the
 * same click goes through once the server answers again.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_MESSAGES } from '@jara/api/api-messages';
import { bus } from '@jara/bus';
import type { Cart } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { bodyOf } from '@jara/testing/sent-requests';
import { aCart, aCartItem } from '@jara/testing/builders/cart';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Three presses, each a round trip, after the screen's own reads: more than jest's 5 s
// when two suites share the two cores.
jest.setTimeout(15_000);
/** What the API client says of each broken answer. */
const SAID: Record<'500' | 'not-json', string> = {
  '500': API_MESSAGES.serverTrouble,
  'not-json': API_MESSAGES.unreadable,
};
const FAULTS: (keyof typeof SAID & CallFault)[] = ['500', 'not-json'];

const jollof = aCartItem();
const zobo = aCartItem({ uuid: 'item-2', product_uuid: 'product-2', name: 'Zobo', price: 700 });
/** Two items in the cart, as the e2e's demo customer has. */
const cart = aCart({ items: [jollof, zobo] });

const toasts: { kind: string; message: string }[] = [];
bus.on('toast:show', (toast) => void toasts.push(toast));

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  sessionStore.getState().signIn('token', 7);
  cartStore.getState().clear();
  cartStore.getState().putCart(cart);
  toasts.length = 0;
  api.answer('GET /marketplace/cart', [cart]);
  api.answer('GET /marketplace/vendors/{id}/products', []);
});

/** The header's button and the drawer on one page, the drawer opened on the cart. */
async function openDrawer() {
  renderWithQuery(
    <>
      <CartButton />
      <CartDrawer />
    </>,
  );
  act(() => bus.emit('cart:open', {}));
  const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
  return within(dialog).findByRole('region', { name: 'Mama Put Kitchen' });
}

const countShown = () => screen.getByTestId('cart-count').textContent;
const quantityOf = (region: HTMLElement, name: string) =>
  within(within(region).getByRole('group', { name: `Quantity of ${name}` })).getByRole('status')
    .textContent;

/** The edit failed calmly: one error toast in the client's words, nothing raw on the page. */
async function expectCalmFailure(
  fault: keyof typeof SAID,
  sentBefore: number,
  sent: () => Request[],
) {
  await waitFor(() => expect(sent().length).toBe(sentBefore + 1));
  await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: SAID[fault] }]));
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
  toasts.length = 0;
}

describe('PUT /marketplace/cart/{id}/items (one more of a line)', () => {
  const sent = () => api.sent('PUT /marketplace/cart/{id}/items');

  it('answered 500, then not-json: an error toast each time, the line and the count kept; healed, one more goes through', async () => {
    const region = await openDrawer();
    await waitFor(() => expect(countShown()).toBe('2'));

    for (const fault of FAULTS) {
      api.break('PUT /marketplace/cart/{id}/items', fault);
      const before = sent().length;
      fireEvent.click(await within(region).findByRole('button', { name: 'One more Jollof rice' }));
      await expectCalmFailure(fault, before, sent);
      // The controls wait while the edit is on its way, then come back on the same cart.
      await waitFor(() =>
        expect(within(region).getByRole('button', { name: 'One more Jollof rice' })).toHaveProperty(
          'disabled',
          false,
        ),
      );
      expect(quantityOf(region, 'Jollof rice')).toBe('1');
      expect(countShown()).toBe('2');
    }

    const more: Cart = { ...cart, items: [{ ...jollof, quantity: 2 }, zobo] };
    api.answer('PUT /marketplace/cart/{id}/items', more);
    fireEvent.click(within(region).getByRole('button', { name: 'One more Jollof rice' }));

    await waitFor(() => expect(countShown()).toBe('3'));
    expect(quantityOf(region, 'Jollof rice')).toBe('2');
    expect(toasts).toEqual([]);
    const bodies = await Promise.all(sent().map(bodyOf));
    // Every try asked for the same thing: one more of the line the customer pressed.
    expect(bodies).toEqual(Array(3).fill({ items: [{ uuid: 'item-1', quantity: 2 }] }));
    expect(new URL(sent()[2]!.url).pathname).toBe('/api/marketplace/cart/cart-1/items');
  });
});

describe('POST /marketplace/cart/{id}/items/delete (remove a line)', () => {
  const sent = () => api.sent('POST /marketplace/cart/{id}/items/delete');

  it('answered 500, then not-json: an error toast each time, the line and the count kept; healed, the line goes', async () => {
    const region = await openDrawer();
    await waitFor(() => expect(countShown()).toBe('2'));

    for (const fault of FAULTS) {
      api.break('POST /marketplace/cart/{id}/items/delete', fault);
      const before = sent().length;
      fireEvent.click(await within(region).findByRole('button', { name: 'Remove Jollof rice' }));
      await expectCalmFailure(fault, before, sent);
      await waitFor(() =>
        expect(within(region).getByRole('button', { name: 'Remove Jollof rice' })).toHaveProperty(
          'disabled',
          false,
        ),
      );
      expect(within(region).getByText('Jollof rice')).toBeTruthy();
      expect(countShown()).toBe('2');
    }

    api.answer('POST /marketplace/cart/{id}/items/delete', { ...cart, items: [zobo] });
    fireEvent.click(within(region).getByRole('button', { name: 'Remove Jollof rice' }));

    await waitFor(() => expect(countShown()).toBe('1'));
    expect(within(region).queryByText('Jollof rice')).toBeNull();
    expect(within(region).getByText('Zobo')).toBeTruthy();
    expect(toasts).toEqual([]);
    const bodies = await Promise.all(sent().map(bodyOf));
    expect(bodies).toEqual(Array(3).fill({ item_ids: ['item-1'] }));
  });
});
