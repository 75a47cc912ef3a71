import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { answerCheckoutCalls, serveCarts } from '../../testing/checkout-answers';
import { aCart, aCartItem } from '@jara/testing/builders/cart';
import { aDeliveryInfo, aPaymentInfo } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { bodyOf, queryOf } from '@jara/testing/sent-requests';
import { anOrder } from '@jara/testing/builders/order';
import { renderCheckout, setDeliveryPlace } from '../../testing/render-checkout';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const props = makeParcelProps();
const DELIVERY_INFO = 'GET marketplace/cart/{id}/checkout/delivery_info';
const PAYMENT_INFO = 'GET marketplace/cart/{id}/checkout/payment_info';

const emitted: string[] = [];
bus.on('cart:emptied', () => emitted.push('cart:emptied'));
bus.on('cart:open', ({ vendorId }) => emitted.push(`cart:open ${vendorId ?? ''}`));
bus.on('order:placed', () => emitted.push('order:placed'));

const placeButton = () => screen.getByRole('button', { name: /Place order/ }) as HTMLButtonElement;
const section = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  answerCheckoutCalls(api);
  sessionStorage.clear();
  sessionStore.getState().signIn('token', 7);
  serveCarts(api, aCart());
  checkoutStore.getState().clear();
  locationStore.getState().resetLocation();
  emitted.length = 0;
});

describe('checkout error paths', () => {
  it('asks for a delivery location when none is set, and asks the server nothing', async () => {
    renderCheckout();
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect((await within(delivery).findByRole('alert')).textContent).toContain(
      'No delivery location is set.',
    );
    expect(placeButton().disabled).toBe(true);
    expect(api.sent(DELIVERY_INFO)).toEqual([]);
    expect(api.sent(PAYMENT_INFO)).toEqual([]);
  });

  it('says the vendor does not deliver there when can_deliver is not positive', async () => {
    setDeliveryPlace('4 Marina Road');
    api.answer(DELIVERY_INFO, aDeliveryInfo({ can_deliver: 0 }));
    renderCheckout();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Mama Put Kitchen does not deliver to 4 Marina Road.',
    );
    expect((await section('Payment')).textContent).toContain(
      'Your total shows once delivery is confirmed.',
    );
    expect(api.sent(PAYMENT_INFO)).toEqual([]);
    expect(placeButton().disabled).toBe(true);
  });

  it('offers a retry when delivery cannot be checked', async () => {
    setDeliveryPlace();
    api.drop(DELIVERY_INFO);
    renderCheckout();

    const alert = await within(await section('Delivery')).findByRole('alert');
    expect(alert.textContent).toContain('We could not check delivery to this address.');
    api.answer(DELIVERY_INFO, aDeliveryInfo());
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('30–45 min')).toBeTruthy();
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });

  it("shows the server's reason when the total cannot be worked out, and the cart to change", async () => {
    setDeliveryPlace();
    api.refuse(PAYMENT_INFO, 422, 'Mama Put Kitchen needs an order of at least ₦5,000.');
    renderCheckout();

    const alert = await within(await section('Payment')).findByRole('alert');
    expect(alert.textContent).toContain('Mama Put Kitchen needs an order of at least ₦5,000.');
    expect(placeButton().disabled).toBe(true);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    emitted.length = 0;
    fireEvent.click(within(alert).getByRole('button', { name: 'Edit your cart' }));
    expect(emitted).toEqual([`cart:open ${aCart().vendor}`]);
  });

  it('offers a retry when the total fails for a network reason', async () => {
    setDeliveryPlace();
    api.drop(PAYMENT_INFO);
    renderCheckout();

    const alert = await within(await section('Payment')).findByRole('alert');
    expect(alert.textContent).toContain('We could not work out your total.');
    api.answer(PAYMENT_INFO, aPaymentInfo());
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });

  it('shows why a discount code was refused, and goes on without it on request', async () => {
    setDeliveryPlace();
    const refusal = 'The discount code NOPE is not valid.';
    renderCheckout();

    const field = await screen.findByLabelText('Discount code');
    // The total without a code is shown: the next total, with the code, is refused.
    await waitFor(() => expect(placeButton().textContent).toContain('₦3,400'));
    api.refuse(PAYMENT_INFO, 422, refusal, { discount_code: [refusal] });
    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect((screen.getByLabelText('Discount code') as HTMLInputElement).value).toBe('NOPE');
    // A refused code never blocks the order: it can be placed at the total without it.
    expect(placeButton().disabled).toBe(false);
    expect(placeButton().textContent).toContain('₦3,400');

    fireEvent.click(screen.getByRole('button', { name: 'Continue without a code' }));
    await waitFor(() => expect(screen.queryByText(refusal)).toBeNull());
    expect(placeButton().disabled).toBe(false);
    // The total without a code was worked out a moment ago: it comes back from the cache.
    const [withoutCode, withCode] = api.sent(PAYMENT_INFO).map(queryOf);
    expect(api.sent(PAYMENT_INFO)).toHaveLength(2);
    expect(withoutCode).not.toHaveProperty('discount_code');
    expect(withCode).toMatchObject({ discount_code: 'NOPE' });
    expect(checkoutStore.getState().discountCode).toBe('');
  });

  it('places the order without a refused code, at the total without it', async () => {
    setDeliveryPlace();
    const refusal = 'The discount code NOPE has expired.';
    api.answer('POST /marketplace/orders', {
      order: anOrder({ status: 'pending' }),
      payment: null,
    });
    renderCheckout();
    await waitFor(() => expect(placeButton().textContent).toContain('₦3,400'));
    api.refuse(PAYMENT_INFO, 422, refusal, { discount_code: [refusal] });
    fireEvent.change(await screen.findByLabelText('Discount code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(refusal)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Wallet' }));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    await waitFor(() => expect(api.sent('POST /marketplace/orders')).toHaveLength(1));
    expect(await bodyOf(api.sent('POST /marketplace/orders')[0])).not.toHaveProperty(
      'discount_code',
    );
  });

  it('keeps the cart and says why when the order is refused', async () => {
    setDeliveryPlace();
    api.refuse(
      'POST /marketplace/orders',
      422,
      'Your wallet balance (₦0) is not enough for this order.',
    );
    renderCheckout();

    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());

    const alert = await within(await section('Pay with')).findByRole('alert');
    expect(alert.textContent).toBe(
      'Your order was not placed. Your wallet balance (₦0) is not enough for this order.',
    );
    expect(cartStore.getState().cartIds['vendor-1']).toBeDefined();
    expect(emitted).toEqual([]);
    expect(placeButton().getAttribute('aria-busy')).toBeNull();
  });

  it('will not place an order with unavailable items', async () => {
    setDeliveryPlace();
    serveCarts(api, aCart({ items: [aCartItem({ is_available: false })] }));
    renderCheckout();

    expect(
      await screen.findByText('Remove the unavailable items from your cart first.'),
    ).toBeTruthy();
    expect(placeButton().disabled).toBe(true);
    expect(api.sent('POST /marketplace/orders')).toEqual([]);
  });
});
