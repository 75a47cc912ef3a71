import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_MESSAGES } from '@jara/api/api-messages';
import { bus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { cartsIn, serveCarts } from '../testing/checkout-answers';
import { aCart, aCartItem } from '@jara/testing/builders/cart';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { aCartAddon, aProductWithAddons } from '../testing/product-fixtures';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { bodyOf } from '@jara/testing/sent-requests';
import { CartDrawer } from './cart-drawer';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const toasts: BusEvents['toast:show'][] = [];
bus.on('toast:show', (toast) => void toasts.push(toast));

const chicken = aCartAddon('chicken', 'Chicken', 1500);
const plantain = aCartAddon('plantain', 'Plantain', 500);
const withAddons = aCartItem({ addons: [chicken, plantain] });
const cartWithAddons = aCart({ items: [withAddons] });

let rendered: ReturnType<typeof renderWithQuery>;
const shownCart = () => cartsIn(rendered.client)[0];

async function openDrawer() {
  rendered = renderWithQuery(<CartDrawer />);
  act(() => bus.emit('cart:open', {}));
  return screen.findByRole('dialog', { name: 'Your cart' });
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  api.answer('GET /marketplace/vendors/{id}/products', [aProductWithAddons()]);
  sessionStore.getState().signIn('token', 7);
  serveCarts(api, cartWithAddons);
  toasts.length = 0;
});

describe("changing a cart item's add-ons", () => {
  it('opens the picker on the current add-ons and shows the cart the API returns', async () => {
    const changed = aCart({ items: [aCartItem({ addons: [aCartAddon('beef', 'Beef', 1200)] })] });
    // With the server's word, which this quiet edit does not toast: the item says it instead.
    api.answer('PUT /marketplace/cart/items/{id}/addons/replace', changed, 'Cart updated.');
    const dialog = await openDrawer();

    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Change add-ons of Jollof rice' }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Jollof rice' });
    expect(
      (within(picker).getByRole('radio', { name: /Chicken/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(picker).getByRole('checkbox', { name: /Plantain/ }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(picker).getByRole('radio', { name: /Beef/ }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: /Plantain/ }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Save add-ons · ₦3,700' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Jollof rice' })).toBeNull());
    const [replaced] = api.sent('PUT /marketplace/cart/items/{id}/addons/replace');
    expect(new URL(replaced!.url).pathname).toBe(
      '/api/marketplace/cart/items/item-1/addons/replace',
    );
    expect(
      await Promise.all(api.sent('PUT /marketplace/cart/items/{id}/addons/replace').map(bodyOf)),
    ).toEqual([{ addons: [{ addon_uuid: 'beef', quantity: 1 }] }]);
    expect(toasts).toEqual([]);
    expect(shownCart()).toEqual(changed);
    const addons = within(dialog).getByRole('list', { name: 'Add-ons of Jollof rice' });
    expect(addons.textContent).toBe('Beef');
    expect(within(dialog).getByText('Subtotal').textContent).toContain('₦3,700');
  });

  it("keeps the cart as it was and shows the server's message by the item when refused", async () => {
    const message = 'Choose at least 1 from "Protein" for Jollof rice.';
    api.refuse('PUT /marketplace/cart/items/{id}/addons/replace', 422, message);
    const dialog = await openDrawer();

    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Change add-ons of Jollof rice' }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Jollof rice' });
    fireEvent.click(within(picker).getByRole('button', { name: /^Save add-ons/ }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('dialog', { name: 'Jollof rice' })).toBeNull();
    expect(shownCart()).toEqual(cartWithAddons);
    expect(toasts).toEqual([]);
  });

  it('removes one optional add-on, and never offers to remove the last required one', async () => {
    const without = aCart({ items: [aCartItem({ addons: [chicken] })] });
    api.answer('POST /marketplace/storefront/cart/items/{id}/addons/delete', without, 'Removed.');
    const dialog = await openDrawer();

    const remove = await within(dialog).findByRole('button', {
      name: 'Remove Plantain from Jollof rice',
    });
    expect(within(dialog).queryByRole('button', { name: 'Remove Chicken from Jollof rice' })).toBe(
      null,
    );
    fireEvent.click(remove);

    await waitFor(() => expect(shownCart()).toEqual(without));
    const [removal] = api.sent('POST /marketplace/storefront/cart/items/{id}/addons/delete');
    expect(new URL(removal!.url).pathname).toBe(
      '/api/marketplace/storefront/cart/items/item-1/addons/delete',
    );
    expect(
      await Promise.all(
        api.sent('POST /marketplace/storefront/cart/items/{id}/addons/delete').map(bodyOf),
      ),
    ).toEqual([{ cart_item_addon_ids: ['item-addon-plantain'] }]);
    expect(toasts).toEqual([]);
    expect(within(dialog).queryByText('Plantain')).toBeNull();
  });

  it('shows the message by the item when removing an add-on is refused', async () => {
    api.drop('POST /marketplace/storefront/cart/items/{id}/addons/delete');
    const dialog = await openDrawer();

    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Remove Plantain from Jollof rice' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe(API_MESSAGES.network);
    expect(shownCart()).toEqual(cartWithAddons);
    expect(toasts).toEqual([]);
  });

  it('offers no add-on changes for a product without groups or an unavailable item', async () => {
    api.answer('GET /marketplace/vendors/{id}/products', [
      aProductWithAddons({ addon_groups: [] }),
      aProductWithAddons({ uuid: 'product-2' }),
    ]);
    serveCarts(
      api,
      aCart({
        items: [
          aCartItem(),
          aCartItem({
            uuid: 'item-2',
            product_uuid: 'product-2',
            name: 'Zobo',
            is_available: false,
          }),
        ],
      }),
    );
    const dialog = await openDrawer();

    await waitFor(() => expect(api.sent('GET /marketplace/vendors/{id}/products')).toHaveLength(1));
    expect(within(dialog).queryByRole('button', { name: /add-ons of/ })).toBeNull();
  });

  it("lists the add-ons without controls when the vendor's menu cannot be read", async () => {
    api.break('GET /marketplace/vendors/{id}/products', '500');
    const dialog = await openDrawer();

    await waitFor(() => expect(api.sent('GET /marketplace/vendors/{id}/products')).toHaveLength(1));
    const addons = within(dialog).getByRole('list', { name: 'Add-ons of Jollof rice' });
    expect(addons.textContent).toBe('ChickenPlantain');
    expect(within(dialog).queryByRole('button', { name: /add-ons of|from Jollof rice/ })).toBe(
      null,
    );
  });
});
