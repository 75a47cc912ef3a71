import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { providerPage } from '@jara/testing/provider-page';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { aVendor } from '@jara/testing/builders/vendor';
import { aWallet } from '@jara/testing/builders/wallet';
import { answerCheckoutCalls, CART_VENDOR, serveCarts } from '../../testing/checkout-answers';
import { aCart } from '@jara/testing/builders/cart';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { bodyOf } from '@jara/testing/sent-requests';
import { someSlots } from '../../testing/fixtures';
import { aPayForMeRequest } from '../../testing/pay-for-me-fixtures';
import { renderCheckout, setDeliveryPlace } from '../../testing/render-checkout';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const props = makeParcelProps();
const payment = { reference: 'PAY-1', authorization_url: providerPage('PAY-1') };
const START = 'http://localhost/';
const placeButton = () => screen.getByRole('button', { name: /Place order/ }) as HTMLButtonElement;
// The carts, the delivery check and the total each answer first: generous on a loaded machine.
const ready = () => waitFor(() => expect(placeButton().disabled).toBe(false), { timeout: 5_000 });

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  answerCheckoutCalls(api);
  sessionStorage.clear();
  sessionStore.getState().signIn('token', 7);
  serveCarts(api, aCart());
  checkoutStore.getState().clear();
  locationStore.getState().resetLocation();
  setDeliveryPlace();
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('paying at checkout', () => {
  it('places a card order once, however often it is pressed, and goes to the payment page', async () => {
    api.answer('POST /marketplace/orders', {
      order: anOrder({ status: 'awaiting_payment' }),
      payment,
    });
    renderCheckout();
    await ready();
    fireEvent.click(placeButton());
    fireEvent.click(placeButton());

    await waitFor(() => expect(window.location.href).toBe(payment.authorization_url));
    expect(await Promise.all(api.sent('POST /marketplace/orders').map(bodyOf))).toEqual([
      expect.objectContaining({
        payment_method: 'card',
        return_url: 'http://localhost/store/checkout?cart=cart-1',
        idempotency_key: expect.stringMatching(/\S{8,}/),
      }),
    ]);
    expect(placeButton().getAttribute('aria-busy')).toBe('true');
    // The cart stays whole until the payment is verified.
    expect(cartStore.getState().cartIds['vendor-1']).toBeDefined();
  });

  it('sends the same key again after a reload of the same attempt', async () => {
    api.answer('POST /marketplace/orders', { order: anOrder(), payment });
    const first = renderCheckout();
    await ready();
    fireEvent.click(placeButton());
    await waitFor(() => expect(window.location.href).toBe(payment.authorization_url));
    first.unmount();

    renderCheckout();
    await ready();
    fireEvent.click(placeButton());
    await waitFor(() => expect(api.sent('POST /marketplace/orders')).toHaveLength(2));
    const [one, two] = await Promise.all(
      api.sent('POST /marketplace/orders').map(bodyOf<{ idempotency_key: string }>),
    );
    expect(two!.idempotency_key).toBe(one!.idempotency_key);
  });

  it('refuses to follow a payment address that is not http(s)', async () => {
    api.answer('POST /marketplace/orders', {
      order: anOrder(),
      payment: { reference: 'PAY-1', authorization_url: 'javascript:alert(1)' },
    });
    renderCheckout();
    await ready();
    fireEvent.click(placeButton());

    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not open the payment page.',
    );
    expect(window.location.href).toBe(START);
    expect(placeButton().disabled).toBe(false);
  });

  it('says by how much the wallet is short, and will not place the order', async () => {
    api.answer('GET /wallet', aWallet({ balance: 1000 }));
    renderCheckout();
    await ready();
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet' }));

    expect(await screen.findByText(/short for this order/)).toHaveProperty(
      'textContent',
      'Your wallet is ₦2,400 short for this order. Top up your wallet or choose another way to pay.',
    );
    expect(placeButton().disabled).toBe(true);
    expect(api.sent('POST /marketplace/orders')).toEqual([]);
  });

  it('creates a pay-for-me link and opens it', async () => {
    api.answer('POST /marketplace/pay_for_me', aPayForMeRequest({ token: 'tok-1' }));
    renderCheckout();
    await ready();
    fireEvent.click(screen.getByRole('radio', { name: 'Someone else pays' }));
    fireEvent.click(placeButton());

    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith('/store/checkout/pay-for-me?link=tok-1'),
    );
    expect(await Promise.all(api.sent('POST /marketplace/pay_for_me').map(bodyOf))).toEqual([
      expect.objectContaining({ cart_id: 'cart-1', idempotency_key: expect.any(String) }),
    ]);
    expect(api.sent('POST /marketplace/orders')).toEqual([]);
  });

  it('stops at a closed store with no time ahead, with the way to its hours and the cart', async () => {
    api.answer('GET /marketplace/vendors/{slug}', aVendor({ ...CART_VENDOR, is_open: false }));
    api.answer(
      'GET marketplace/cart/{id}/checkout/slots',
      someSlots({ open_now: false, slots: [] }),
    );
    renderCheckout();

    const closed = await screen.findByRole('alert');
    expect(
      within(closed).getByRole('heading', { name: 'Mama Put Kitchen is closed' }),
    ).toBeTruthy();
    fireEvent.click(within(closed).getByRole('button', { name: /See the store/ }));
    expect(props.navigate).toHaveBeenCalledWith('/stores/mama-put-kitchen');
    expect(screen.queryByRole('button', { name: /Place order/ })).toBeNull();
  });

  it('reads the store and its times again after a refusal, and stops at a store that closed meanwhile', async () => {
    api.refuse('POST /marketplace/orders', 422, 'Mama Put Kitchen is closed.');
    renderCheckout();
    await ready();
    const storeReads = api.sent('GET /marketplace/vendors/{slug}').length;
    api.answer('GET /marketplace/vendors/{slug}', aVendor({ ...CART_VENDOR, is_open: false }));
    api.answer(
      'GET marketplace/cart/{id}/checkout/slots',
      someSlots({ open_now: false, slots: [] }),
    );
    fireEvent.click(placeButton());

    expect(await screen.findByRole('heading', { name: 'Mama Put Kitchen is closed' })).toBeTruthy();
    expect(api.sent('GET /marketplace/vendors/{slug}').length).toBeGreaterThan(storeReads);
    expect(cartStore.getState().cartIds['vendor-1']).toBeDefined();
  });
});
