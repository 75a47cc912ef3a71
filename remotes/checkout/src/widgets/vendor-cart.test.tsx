import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { deleteStorefrontCartItemAddons, replaceCartItemAddons } from '@jara/api/cart';
import { getVendorProducts } from '@jara/api/marketplace';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { answerCartReads, cartsIn, serveCarts } from '../testing/checkout-api-mocks';
import { aCart, anItem } from '../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { aCartAddon, aProductWithAddons } from '../testing/product-fixtures';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { CartDrawer } from './cart-drawer';

jest.mock('@jara/api/cart');
jest.mock('@jara/api/marketplace');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const chicken = aCartAddon('chicken', 'Chicken', 1500);
const plantain = aCartAddon('plantain', 'Plantain', 500);
const withAddons = anItem({ addons: [chicken, plantain] });
const cartWithAddons = aCart({ items: [withAddons], subtotal: 4500 });

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
  answerCartReads();
  jest.mocked(getVendorProducts).mockResolvedValue([aProductWithAddons()]);
  sessionStore.getState().signIn('token', 7);
  serveCarts(cartWithAddons);
});

describe("changing a cart item's add-ons", () => {
  it('opens the picker on the current add-ons and shows the cart the API returns', async () => {
    const changed = aCart({ items: [anItem({ addons: [aCartAddon('beef', 'Beef', 1200)] })] });
    jest.mocked(replaceCartItemAddons).mockResolvedValue(changed);
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
    expect(replaceCartItemAddons).toHaveBeenCalledWith(
      'item-1',
      [{ addon_uuid: 'beef', quantity: 1 }],
      { silent: true },
    );
    expect(shownCart()).toEqual(changed);
    const addons = within(dialog).getByRole('list', { name: 'Add-ons of Jollof rice' });
    expect(addons.textContent).toBe('Beef');
    expect(within(dialog).getByText('Subtotal').textContent).toContain('₦3,700');
  });

  it("keeps the cart as it was and shows the server's message by the item when refused", async () => {
    const message = 'Choose at least 1 from "Protein" for Jollof rice.';
    jest
      .mocked(replaceCartItemAddons)
      .mockRejectedValue(new ApiError({ kind: 'http', status: 422, message }));
    const dialog = await openDrawer();

    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Change add-ons of Jollof rice' }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Jollof rice' });
    fireEvent.click(within(picker).getByRole('button', { name: /^Save add-ons/ }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('dialog', { name: 'Jollof rice' })).toBeNull();
    expect(shownCart()).toEqual(cartWithAddons);
  });

  it('removes one optional add-on, and never offers to remove the last required one', async () => {
    const without = aCart({ items: [anItem({ addons: [chicken] })] });
    jest.mocked(deleteStorefrontCartItemAddons).mockResolvedValue(without);
    const dialog = await openDrawer();

    const remove = await within(dialog).findByRole('button', {
      name: 'Remove Plantain from Jollof rice',
    });
    expect(within(dialog).queryByRole('button', { name: 'Remove Chicken from Jollof rice' })).toBe(
      null,
    );
    fireEvent.click(remove);

    await waitFor(() => expect(shownCart()).toEqual(without));
    expect(deleteStorefrontCartItemAddons).toHaveBeenCalledWith('item-1', ['item-addon-plantain'], {
      silent: true,
    });
    expect(within(dialog).queryByText('Plantain')).toBeNull();
  });

  it('shows the message by the item when removing an add-on is refused', async () => {
    jest
      .mocked(deleteStorefrontCartItemAddons)
      .mockRejectedValue(new ApiError({ kind: 'network', message: 'Network error' }));
    const dialog = await openDrawer();

    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Remove Plantain from Jollof rice' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Network error');
    expect(shownCart()).toEqual(cartWithAddons);
  });

  it('offers no add-on changes for a product without groups or an unavailable item', async () => {
    jest
      .mocked(getVendorProducts)
      .mockResolvedValue([
        aProductWithAddons({ addon_groups: [] }),
        aProductWithAddons({ uuid: 'product-2' }),
      ]);
    serveCarts(
      aCart({
        items: [
          anItem(),
          anItem({ uuid: 'item-2', product_uuid: 'product-2', name: 'Zobo', is_available: false }),
        ],
      }),
    );
    const dialog = await openDrawer();

    await waitFor(() => expect(getVendorProducts).toHaveBeenCalled());
    expect(within(dialog).queryByRole('button', { name: /add-ons of/ })).toBeNull();
  });

  it("lists the add-ons without controls when the vendor's menu cannot be read", async () => {
    jest.mocked(getVendorProducts).mockRejectedValue(new Error('down'));
    const dialog = await openDrawer();

    await waitFor(() => expect(getVendorProducts).toHaveBeenCalled());
    const addons = within(dialog).getByRole('list', { name: 'Add-ons of Jollof rice' });
    expect(addons.textContent).toBe('ChickenPlantain');
    expect(within(dialog).queryByRole('button', { name: /add-ons of|from Jollof rice/ })).toBe(
      null,
    );
  });
});
