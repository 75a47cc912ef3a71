/**
 * Ordering ahead at checkout, through the real API client against the network double: a closed
 * store offers only its slots and starts on the earliest, an open one offers now or later, the
 * price and the order are asked for the slot shown, a slot that passed is refused and the list
 * asked again, and a list that does not load says so with a retry.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCart } from '@jara/testing/builders/cart';
import { anOrder } from '@jara/testing/builders/order';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { bodyOf, queryOf } from '@jara/testing/sent-requests';
import { answerCheckoutCalls, CART_VENDOR, serveCarts } from '../../testing/checkout-answers';
import { someSlots, tomorrowsSlots } from '../../testing/fixtures';
import { renderCheckout, setDeliveryPlace } from '../../testing/render-checkout';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const props = makeParcelProps();
const SLOTS = 'GET marketplace/cart/{id}/checkout/slots';
const placeButton = () => screen.getByRole('button', { name: /Place order/ }) as HTMLButtonElement;
const ready = () => waitFor(() => expect(placeButton().disabled).toBe(false), { timeout: 5_000 });
const timeSelect = () => screen.getByRole('combobox', { name: 'Arrives' }) as HTMLSelectElement;
const [first, second] = tomorrowsSlots();

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  answerCheckoutCalls(api);
  sessionStore.getState().signIn('token', 7);
  serveCarts(api, aCart());
  checkoutStore.getState().clear();
  locationStore.getState().resetLocation();
  setDeliveryPlace();
});

const placeByWallet = async () => {
  api.answer('POST /marketplace/orders', { order: anOrder({ status: 'pending' }), payment: null });
  fireEvent.click(screen.getByRole('radio', { name: 'Wallet' }));
  await ready();
  fireEvent.click(placeButton());
  await waitFor(() => expect(api.sent('POST /marketplace/orders')).toHaveLength(1));
  return bodyOf(api.sent('POST /marketplace/orders')[0] as Request);
};

describe('ordering ahead at checkout', () => {
  it('offers a closed store’s slots only, starting on the earliest, and orders for the one chosen', async () => {
    api.answer('GET /marketplace/vendors/{slug}', aVendor({ ...CART_VENDOR, is_open: false }));
    api.answer(SLOTS, someSlots({ open_now: false }));
    renderCheckout();
    await ready();

    expect(screen.getByTestId('order-ahead-note').textContent).toBe(
      'Mama Put Kitchen is closed now. Order ahead for a time it is open.',
    );
    expect(screen.queryByRole('radio', { name: 'As soon as possible' })).toBeNull();
    expect(timeSelect().value).toBe(first?.starts_at);
    // The slot says when; an ETA from now would contradict it.
    expect(screen.queryByText('Arrives in')).toBeNull();
    expect([...timeSelect().options].map((option) => option.text)).toEqual([
      'Tomorrow, 12:00–12:30',
      'Tomorrow, 12:30–13:00',
    ]);
    expect(queryOf(api.sent('GET marketplace/cart/{id}/checkout/payment_info').at(-1))).toEqual(
      expect.objectContaining({ scheduled_for: first?.starts_at }),
    );

    fireEvent.change(timeSelect(), { target: { value: second?.starts_at } });
    await waitFor(() =>
      expect(queryOf(api.sent('GET marketplace/cart/{id}/checkout/payment_info').at(-1))).toEqual(
        expect.objectContaining({ scheduled_for: second?.starts_at }),
      ),
    );
    expect(await placeByWallet()).toEqual(
      expect.objectContaining({ payment_method: 'wallet', scheduled_for: second?.starts_at }),
    );
  });

  it('orders an open store as soon as possible unless a later slot is chosen', async () => {
    renderCheckout();
    await ready();
    const now = screen.getByRole('radio', { name: 'As soon as possible' }) as HTMLInputElement;
    expect(now.checked).toBe(true);
    expect(screen.getByText('Arrives in')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Arrives' })).toBeNull();
    expect(
      queryOf(api.sent('GET marketplace/cart/{id}/checkout/payment_info').at(-1)),
    ).not.toHaveProperty('scheduled_for');

    fireEvent.click(screen.getByRole('radio', { name: 'Schedule for later' }));
    expect(timeSelect().value).toBe(first?.starts_at);
    expect(await placeByWallet()).toEqual(
      expect.objectContaining({ scheduled_for: first?.starts_at }),
    );
  });

  it('sends no time for an open store left on "as soon as possible"', async () => {
    renderCheckout();
    await ready();
    expect(await placeByWallet()).not.toHaveProperty('scheduled_for');
  });

  it('says when a slot has passed, and asks for the slots again', async () => {
    api.answer(SLOTS, someSlots({ open_now: false }));
    api.refuse(
      'POST /marketplace/orders',
      422,
      'Mama Put Kitchen no longer takes orders for that time. Choose another delivery time.',
      { scheduled_for: ['Mama Put Kitchen no longer takes orders for that time.'] },
    );
    renderCheckout();
    await ready();
    const asked = api.sent(SLOTS).length;
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet' }));
    await ready();
    fireEvent.click(placeButton());

    expect((await screen.findByText(/Your order was not placed/)).textContent).toBe(
      'Your order was not placed. Mama Put Kitchen no longer takes orders for that time. Choose another delivery time.',
    );
    await waitFor(() => expect(api.sent(SLOTS).length).toBeGreaterThan(asked));
  });

  it('says when the times do not load, and loads them on retry', async () => {
    api.break(SLOTS, '500');
    renderCheckout();
    const section = (await screen.findByRole('heading', { name: 'When' })).closest(
      'section',
    ) as HTMLElement;
    await within(section).findByText('We could not load the times this store takes orders for.');
    api.answer(SLOTS, someSlots({ open_now: false }));
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(timeSelect().value).toBe(first?.starts_at));
  });
});
