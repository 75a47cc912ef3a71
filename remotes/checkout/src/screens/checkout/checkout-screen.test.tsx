import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { answerCheckoutCalls, serveCarts } from '../../testing/checkout-answers';
import { aCart } from '@jara/testing/builders/cart';
import { aPaymentInfo } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { bodyOf, queryOf } from '@jara/testing/sent-requests';
import { renderCheckout, setDeliveryPlace } from '../../testing/render-checkout';
import { SIGN_IN_TO_CHECK_OUT } from './checkout-screen';
import { ordersKeys } from '@jara/query/orders-queries';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const props = makeParcelProps();
const events: [string, unknown][] = [];
const record =
  <K extends keyof BusEvents>(name: K) =>
  (payload: BusEvents[K]) =>
    events.push([name, payload]);
bus.on('cart:open', record('cart:open'));
bus.on('cart:emptied', record('cart:emptied'));
bus.on('order:placed', record('order:placed'));
bus.on('orders:open-tracking', record('orders:open-tracking'));

const placeButton = () => screen.getByRole('button', { name: /Place order/ }) as HTMLButtonElement;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  answerCheckoutCalls(api);
  sessionStorage.clear();
  sessionStore.getState().clear();
  checkoutStore.getState().clear();
  locationStore.getState().resetLocation();
  events.length = 0;
});

describe('CheckoutScreen before the checkout', () => {
  it('asks which cart when the address names none', () => {
    renderCheckout('/store/checkout');
    expect(screen.getByRole('heading', { name: 'Which cart?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open your cart' }));
    expect(events).toEqual([['cart:open', {}]]);
  });

  it('asks a visitor to sign in, then shows their cart', async () => {
    serveCarts(api, aCart());
    props.requestLogin.mockImplementation(async () => {
      act(() => sessionStore.getState().signIn('token', 7));
      return true;
    });
    renderCheckout();

    expect(screen.getByRole('heading', { name: SIGN_IN_TO_CHECK_OUT })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.requestLogin).toHaveBeenCalledWith('customer', SIGN_IN_TO_CHECK_OUT);
    expect(
      await screen.findByRole('heading', { name: 'Your order from Mama Put Kitchen' }),
    ).toBeTruthy();
  });

  it('loads a cart that is not in the store yet from the server', async () => {
    sessionStore.getState().signIn('token', 7);
    api.answer('GET /marketplace/cart', [aCart()]);
    renderCheckout();

    expect(screen.getByRole('status').textContent).toContain('Loading your cart');
    expect(
      await screen.findByRole('heading', { name: 'Your order from Mama Put Kitchen' }),
    ).toBeTruthy();
    // This device knew no cart ids, so the read asks for all of the customer's carts.
    expect(api.sent('GET /marketplace/cart').map(queryOf)).toEqual([{}]);
  });

  it('says so when the cart is empty or already checked out', async () => {
    sessionStore.getState().signIn('token', 7);
    renderCheckout('/store/checkout?cart=gone');
    expect(
      await screen.findByRole('heading', { name: 'This cart is empty or already checked out' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Browse stores' }));
    expect(props.navigate).toHaveBeenCalledWith('/stores');
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    sessionStore.getState().signIn('token', 7);
    api.drop('GET /marketplace/cart');
    renderCheckout();

    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your cart');
    api.answer('GET /marketplace/cart', [aCart()]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your order from Mama Put Kitchen' }),
    ).toBeTruthy();
  });
});

describe('CheckoutScreen placing an order', () => {
  beforeEach(() => {
    sessionStore.getState().signIn('token', 7);
    serveCarts(api, aCart());
    setDeliveryPlace();
  });

  it('shows delivery and the total, pays from the wallet and confirms the order', async () => {
    api.answer('POST /marketplace/orders', {
      order: anOrder({ reference: 'JRA-1001' }),
      payment: null,
    });
    const { client } = renderCheckout();
    client.setQueryData(ordersKeys.active(), []);

    expect(await screen.findByText('30–45 min')).toBeTruthy();
    expect(screen.getByText('12 Allen Avenue, Ikeja')).toBeTruthy();
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    expect(placeButton().textContent).toContain('₦3,400');
    const [delivery] = api.sent('GET marketplace/cart/{id}/checkout/delivery_info');
    expect(new URL(delivery!.url).pathname).toBe(
      '/api/marketplace/cart/cart-1/checkout/delivery_info',
    );
    expect(api.sent('GET marketplace/cart/{id}/checkout/delivery_info').map(queryOf)).toEqual([
      { info_type: 'delivery', latitude: '6.6', longitude: '3.35' },
    ]);
    const [total] = api.sent('GET marketplace/cart/{id}/checkout/payment_info');
    expect(new URL(total!.url).pathname).toBe('/api/marketplace/cart/cart-1/checkout/payment_info');
    expect(api.sent('GET marketplace/cart/{id}/checkout/payment_info').map(queryOf)).toEqual([
      {
        info_type: 'delivery',
        latitude: '6.6',
        longitude: '3.35',
        customer_address: '12 Allen Avenue, Ikeja',
      },
    ]);

    fireEvent.click(screen.getByRole('radio', { name: 'Wallet' }));
    expect((await screen.findByText(/Wallet balance/)).textContent).toBe('Wallet balance ₦10,000');
    fireEvent.click(placeButton());

    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
    expect(await Promise.all(api.sent('POST /marketplace/orders').map(bodyOf))).toEqual([
      {
        cart_id: 'cart-1',
        delivery_type: 'delivery',
        customer_address: '12 Allen Avenue, Ikeja',
        latitude: 6.6,
        longitude: 3.35,
        payment_method: 'wallet',
        idempotency_key: expect.stringMatching(/\S{8,}/),
      },
    ]);
    expect(screen.getByText(/has your order JRA-1001/)).toBeTruthy();
    expect(cartStore.getState().cartIds).toEqual({});
    expect(checkoutStore.getState().cartId).toBeNull();
    // A cart that became an order was not emptied by the customer: no cart-emptied tracking.
    expect(events).toEqual([['order:placed', { orderId: 'order-1' }]]);
    // The orders remote's active orders, in the shared cache, are stale now.
    expect(client.getQueryState(ordersKeys.active())?.isInvalidated).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Track your order' }));
    expect(events.at(-1)).toEqual(['orders:open-tracking', { orderId: 'order-1' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Keep shopping' }));
    expect(props.navigate).toHaveBeenCalledWith('/stores');
  });

  it('applies a discount code and sends it with the order', async () => {
    api.answer('POST /marketplace/orders', { order: anOrder(), payment: null });
    renderCheckout('/store/checkout?cart=cart-1&method=wallet');

    const field = await screen.findByLabelText('Discount code');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a discount code.')).toBeTruthy();
    // The total without a code is shown: the next one is the server's answer to the code.
    await waitFor(() => expect(placeButton().textContent).toContain('₦3,400'));
    api.answer(
      'GET marketplace/cart/{id}/checkout/payment_info',
      aPaymentInfo({ discount_amount: 500, discount_code: 'WELCOME', total: 2900 }),
    );

    fireEvent.change(field, { target: { value: ' WELCOME ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code WELCOME applied.')).toBeTruthy();
    expect(api.sent('GET marketplace/cart/{id}/checkout/payment_info').map(queryOf).at(-1)).toEqual(
      expect.objectContaining({ discount_code: 'WELCOME' }),
    );
    expect(screen.getByText('-₦500')).toBeTruthy();

    await screen.findByText(/Wallet balance/);
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order placed' });
    expect(await Promise.all(api.sent('POST /marketplace/orders').map(bodyOf))).toEqual([
      expect.objectContaining({ discount_code: 'WELCOME' }),
    ]);
  });
});
