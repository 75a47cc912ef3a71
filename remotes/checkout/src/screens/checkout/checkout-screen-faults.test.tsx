/**
 * The chaos cases of placing an order on the checkout screen (e2e chaos-cart-checkout: by card;
 * chaos-mutations: the someone-else-pays link), at the network: the real API client reads each
 * broken answer, the screen says calmly that the order was not placed, keeps the way to pay the
 * customer chose, charges nothing, and the same press goes through once the server answers.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_MESSAGES } from '@jara/api/api-messages';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { providerPage } from '@jara/testing/provider-page';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { anOrder } from '@jara/testing/builders/order';
import { aVendor } from '@jara/testing/builders/vendor';
import { aWallet } from '@jara/testing/builders/wallet';
import { bodyOf } from '@jara/testing/sent-requests';
import { aCart } from '@jara/testing/builders/cart';
import { aDeliveryInfo, aPaymentInfo, someSlots } from '../../testing/fixtures';
import { aPayForMeRequest } from '../../testing/pay-for-me-fixtures';
import { renderCheckout, setDeliveryPlace } from '../../testing/render-checkout';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Three presses, each a round trip, after the screen's own reads: more than jest's 5 s
// when two suites share the two cores.
jest.setTimeout(15_000);
const props = makeParcelProps();
/** What the API client says of each broken answer. */
const SAID: Record<'500' | 'not-json', string> = {
  '500': API_MESSAGES.serverTrouble,
  'not-json': API_MESSAGES.unreadable,
};
const FAULTS: (keyof typeof SAID & CallFault)[] = ['500', 'not-json'];
const HOSTED_PAGE = providerPage('PAY-1');

const toasts: { kind: string; message: string }[] = [];
bus.on('toast:show', (toast) => void toasts.push(toast));

const placeButton = () => screen.getByRole('button', { name: /^Place order/ }) as HTMLButtonElement;
const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.navigate.mockClear();
  toasts.length = 0;
  sessionStorage.clear();
  sessionStore.getState().signIn('token', 7);
  cartStore.getState().clear();
  cartStore.getState().putCart(aCart());
  checkoutStore.getState().clear();
  locationStore.getState().resetLocation();
  setDeliveryPlace();
  api.answer('GET /marketplace/cart', [aCart()]);
  api.answer('GET /marketplace/vendors/{slug}', aVendor());
  api.answer('GET marketplace/address', []);
  api.answer('GET marketplace/cart/{id}/checkout/delivery_info', aDeliveryInfo());
  api.answer('GET marketplace/cart/{id}/checkout/payment_info', aPaymentInfo());
  api.answer('GET marketplace/cart/{id}/checkout/slots', someSlots());
  api.answer('GET marketplace/cart/{id}/checkout/offers', []);
  api.answer('GET /wallet', aWallet());
});

afterEach(() => window.history.replaceState(null, '', '/'));

/** The checkout of the cart, ready to place, paid the way the customer chose. */
async function checkoutPaidBy(method: string | RegExp) {
  renderCheckout();
  await waitFor(() => expect(placeButton().disabled).toBe(false));
  fireEvent.click(radio(method));
  expect(radio(method).checked).toBe(true);
}

/** Pressed while the call breaks with `fault`: told calmly, and what was chosen is kept. */
async function placeFailing(fault: keyof typeof SAID, method: string | RegExp) {
  fireEvent.click(placeButton());
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(`Your order was not placed. ${SAID[fault]}`);
  await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: SAID[fault] }]));
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
  expect(radio(method).checked).toBe(true);
  expect(placeButton().disabled).toBe(false);
  expect(placeButton().textContent).toContain('₦3,400');
  toasts.length = 0;
}

interface Sent {
  idempotency_key: string;
}

describe('POST /marketplace/orders (place order by card)', () => {
  const sent = () => api.sent('POST /marketplace/orders');

  it('answered 500, then not-json: "Your order was not placed" in the client\'s words, Card still chosen, nobody sent to pay; healed, the same press goes to the payment page', async () => {
    await checkoutPaidBy('Card, bank transfer or USSD');
    for (const fault of FAULTS) {
      api.break('POST /marketplace/orders', fault);
      await placeFailing(fault, 'Card, bank transfer or USSD');
      expect(window.location.href).toBe('http://localhost/');
      // The cart is not checked out: it stays whole and known.
      expect(cartStore.getState().cartIds['vendor-1']).toBe('cart-1');
    }

    api.answer('POST /marketplace/orders', {
      order: anOrder({ status: 'awaiting_payment', payment_method: 'card' }),
      payment: { reference: 'PAY-1', authorization_url: HOSTED_PAGE },
    });
    fireEvent.click(placeButton());

    await waitFor(() => expect(window.location.href).toBe(HOSTED_PAGE));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toasts).toEqual([]);
    expect(sent()).toHaveLength(3);
    const bodies = await Promise.all(sent().map(bodyOf<Sent>));
    expect(bodies[2]).toMatchObject({ cart_id: 'cart-1', payment_method: 'card' });
    // One attempt throughout: had a broken answer hidden a placed order, none is charged twice.
    expect(new Set(bodies.map((body) => body.idempotency_key)).size).toBe(1);
  });
});

describe('POST /marketplace/pay_for_me (the someone-else-pays link)', () => {
  const sent = () => api.sent('POST /marketplace/pay_for_me');

  it('answered 500, then not-json: "Your order was not placed" in the client\'s words, Someone else pays still chosen, no link; healed, the same press opens the link', async () => {
    await checkoutPaidBy(/^Someone else pays/);
    for (const fault of FAULTS) {
      api.break('POST /marketplace/pay_for_me', fault);
      await placeFailing(fault, /^Someone else pays/);
      expect(props.navigate).not.toHaveBeenCalled();
    }

    api.answer('POST /marketplace/pay_for_me', aPayForMeRequest({ token: 'tok-1' }));
    fireEvent.click(placeButton());

    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith('/store/checkout/pay-for-me?link=tok-1'),
    );
    expect(toasts).toEqual([]);
    expect(sent()).toHaveLength(3);
    const bodies = await Promise.all(sent().map(bodyOf<Sent>));
    expect(new Set(bodies.map((body) => body.idempotency_key)).size).toBe(1);
    expect(api.sent('POST /marketplace/orders')).toHaveLength(0);
    expect(window.location.href).toBe('http://localhost/');
  });
});
