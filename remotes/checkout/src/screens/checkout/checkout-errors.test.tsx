import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getCheckoutDeliveryInfo, getPaymentInfo, placeOrder } from '@jara/api/checkout';
import { ApiError } from '@jara/api/api-error';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { answerCheckoutCalls, serveCarts } from '../../testing/checkout-api-mocks';
import { aCart, aDeliveryInfo, anItem, aPaymentInfo } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderCheckout, setDeliveryPlace } from '../../testing/render-checkout';

jest.mock('@jara/api/addresses');
jest.mock('@jara/api/cart');
jest.mock('@jara/api/checkout');
jest.mock('@jara/api/marketplace');
jest.mock('@jara/api/wallet');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const props = makeParcelProps();
const deliveryInfo = jest.mocked(getCheckoutDeliveryInfo);
const paymentInfo = jest.mocked(getPaymentInfo);
const offline = () => new ApiError({ kind: 'network', message: 'Check your connection.' });
const refused = (message: string, field?: string) =>
  new ApiError({
    kind: 'http',
    status: 422,
    message,
    ...(field ? { fieldErrors: { [field]: [message] } } : {}),
  });

const emitted: string[] = [];
bus.on('cart:emptied', () => emitted.push('cart:emptied'));
bus.on('cart:open', ({ vendorId }) => emitted.push(`cart:open ${vendorId ?? ''}`));
bus.on('order:placed', () => emitted.push('order:placed'));

const placeButton = () => screen.getByRole('button', { name: /Place order/ }) as HTMLButtonElement;
const section = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  answerCheckoutCalls();
  sessionStorage.clear();
  sessionStore.getState().signIn('token', 7);
  serveCarts(aCart());
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
    expect(deliveryInfo).not.toHaveBeenCalled();
    expect(paymentInfo).not.toHaveBeenCalled();
  });

  it('says the vendor does not deliver there when can_deliver is not positive', async () => {
    setDeliveryPlace('4 Marina Road');
    deliveryInfo.mockResolvedValue(aDeliveryInfo({ can_deliver: 0 }));
    renderCheckout();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Mama Put does not deliver to 4 Marina Road.',
    );
    expect((await section('Payment')).textContent).toContain(
      'Your total shows once delivery is confirmed.',
    );
    expect(paymentInfo).not.toHaveBeenCalled();
    expect(placeButton().disabled).toBe(true);
  });

  it('offers a retry when delivery cannot be checked', async () => {
    setDeliveryPlace();
    deliveryInfo.mockRejectedValueOnce(offline());
    renderCheckout();

    const alert = await within(await section('Delivery')).findByRole('alert');
    expect(alert.textContent).toContain('We could not check delivery to this address.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('30–45 min')).toBeTruthy();
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });

  it("shows the server's reason when the total cannot be worked out, and the cart to change", async () => {
    setDeliveryPlace();
    paymentInfo.mockRejectedValue(refused('Mama Put needs an order of at least ₦5,000.'));
    renderCheckout();

    const alert = await within(await section('Payment')).findByRole('alert');
    expect(alert.textContent).toContain('Mama Put needs an order of at least ₦5,000.');
    expect(placeButton().disabled).toBe(true);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    emitted.length = 0;
    fireEvent.click(within(alert).getByRole('button', { name: 'Edit your cart' }));
    expect(emitted).toEqual([`cart:open ${aCart().vendor}`]);
  });

  it('offers a retry when the total fails for a network reason', async () => {
    setDeliveryPlace();
    paymentInfo.mockRejectedValueOnce(offline());
    renderCheckout();

    const alert = await within(await section('Payment')).findByRole('alert');
    expect(alert.textContent).toContain('We could not work out your total.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });

  it('shows why a discount code was refused, and goes on without it on request', async () => {
    setDeliveryPlace();
    paymentInfo
      .mockResolvedValueOnce(aPaymentInfo())
      .mockRejectedValueOnce(refused('The discount code NOPE is not valid.', 'discount_code'));
    renderCheckout();

    fireEvent.change(await screen.findByLabelText('Discount code'), {
      target: { value: 'NOPE' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('The discount code NOPE is not valid.')).toBeTruthy();
    expect((screen.getByLabelText('Discount code') as HTMLInputElement).value).toBe('NOPE');
    expect(placeButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Continue without a code' }));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    // The total without a code was worked out a moment ago: it comes back from the cache.
    expect(paymentInfo).toHaveBeenCalledTimes(2);
    expect(paymentInfo).toHaveBeenNthCalledWith(
      1,
      'cart-1',
      expect.not.objectContaining({ discount_code: expect.anything() }),
      expect.anything(),
    );
    expect(checkoutStore.getState().discountCode).toBe('');
  });

  it('keeps the cart and says why when the order is refused', async () => {
    setDeliveryPlace();
    jest
      .mocked(placeOrder)
      .mockRejectedValue(refused('Your wallet balance (₦0) is not enough for this order.'));
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
    serveCarts(aCart({ items: [anItem({ is_available: false })] }));
    renderCheckout();

    expect(
      await screen.findByText('Remove the unavailable items from your cart first.'),
    ).toBeTruthy();
    expect(placeButton().disabled).toBe(true);
    expect(placeOrder).not.toHaveBeenCalled();
  });
});
