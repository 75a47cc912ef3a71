import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { placeOrder } from '@jara/api/checkout';
import { getVendor } from '@jara/api/marketplace';
import { createPayForMe } from '@jara/api/payments';
import { getWallet } from '@jara/api/wallet';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { answerCheckoutCalls, serveCarts } from '../../testing/checkout-api-mocks';
import { aCart, anOrder, aVendor, aWallet } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderCheckout, setDeliveryPlace } from '../../testing/render-checkout';
import { goToProviderPage } from '@jara/api/provider-page';

jest.mock('@jara/api/addresses');
jest.mock('@jara/api/cart');
jest.mock('@jara/api/checkout');
jest.mock('@jara/api/marketplace');
jest.mock('@jara/api/payments');
jest.mock('@jara/api/wallet');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));
jest.mock('@jara/api/provider-page', () => ({
  ...jest.requireActual('@jara/api/provider-page'),
  goToProviderPage: jest.fn(),
}));

const props = makeParcelProps();
const payment = { reference: 'PAY-1', authorization_url: 'http://localhost:3001/pay/PAY-1' };
const placeButton = () => screen.getByRole('button', { name: /Place order/ }) as HTMLButtonElement;
// The carts, the delivery check and the total each answer first: generous on a loaded machine.
const ready = () => waitFor(() => expect(placeButton().disabled).toBe(false), { timeout: 5_000 });

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  answerCheckoutCalls();
  sessionStorage.clear();
  sessionStore.getState().signIn('token', 7);
  serveCarts(aCart());
  checkoutStore.getState().clear();
  locationStore.getState().resetLocation();
  setDeliveryPlace();
});

describe('paying at checkout', () => {
  it('places a card order once, however often it is pressed, and goes to the payment page', async () => {
    jest
      .mocked(placeOrder)
      .mockResolvedValue({ order: anOrder({ status: 'awaiting_payment' }), payment });
    renderCheckout();
    await ready();
    fireEvent.click(placeButton());
    fireEvent.click(placeButton());

    await waitFor(() => expect(goToProviderPage).toHaveBeenCalledWith(payment.authorization_url));
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        payment_method: 'card',
        return_url: 'http://localhost/store/checkout?cart=cart-1',
        idempotency_key: expect.stringMatching(/\S{8,}/),
      }),
    );
    expect(placeButton().getAttribute('aria-busy')).toBe('true');
    // The cart stays whole until the payment is verified.
    expect(cartStore.getState().cartIds['vendor-1']).toBeDefined();
  });

  it('sends the same key again after a reload of the same attempt', async () => {
    jest.mocked(placeOrder).mockResolvedValue({ order: anOrder(), payment });
    const first = renderCheckout();
    await ready();
    fireEvent.click(placeButton());
    await waitFor(() => expect(goToProviderPage).toHaveBeenCalled());
    first.unmount();

    renderCheckout();
    await ready();
    fireEvent.click(placeButton());
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(2));
    const [one, two] = jest.mocked(placeOrder).mock.calls.map(([body]) => body.idempotency_key);
    expect(two).toBe(one);
  });

  it('refuses to follow a payment address that is not http(s)', async () => {
    jest.mocked(placeOrder).mockResolvedValue({
      order: anOrder(),
      payment: { reference: 'PAY-1', authorization_url: 'javascript:alert(1)' },
    });
    renderCheckout();
    await ready();
    fireEvent.click(placeButton());

    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not open the payment page.',
    );
    expect(goToProviderPage).not.toHaveBeenCalled();
    expect(placeButton().disabled).toBe(false);
  });

  it('says by how much the wallet is short, and will not place the order', async () => {
    jest.mocked(getWallet).mockResolvedValue(aWallet({ balance: 1000 }));
    renderCheckout();
    await ready();
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet' }));

    expect(await screen.findByText(/short for this order/)).toHaveProperty(
      'textContent',
      'Your wallet is ₦2,400 short for this order. Top up your wallet or choose another way to pay.',
    );
    expect(placeButton().disabled).toBe(true);
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('creates a pay-for-me link and opens it', async () => {
    jest.mocked(createPayForMe).mockResolvedValue({ token: 'tok-1' } as never);
    renderCheckout();
    await ready();
    fireEvent.click(screen.getByRole('radio', { name: 'Someone else pays' }));
    fireEvent.click(placeButton());

    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith('/store/checkout/pay-for-me?link=tok-1'),
    );
    expect(createPayForMe).toHaveBeenCalledWith(
      expect.objectContaining({ cart_id: 'cart-1', idempotency_key: expect.any(String) }),
    );
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('stops at a closed store with the way to its hours and the cart', async () => {
    jest.mocked(getVendor).mockResolvedValue(aVendor({ is_open: false }));
    renderCheckout();

    const closed = await screen.findByRole('alert');
    expect(within(closed).getByRole('heading', { name: 'Mama Put is closed' })).toBeTruthy();
    fireEvent.click(within(closed).getByRole('button', { name: /See the store/ }));
    expect(props.navigate).toHaveBeenCalledWith('/stores/mama-put');
    expect(screen.queryByRole('button', { name: /Place order/ })).toBeNull();
  });

  it('reads the store again after a refusal, and stops at a store that closed meanwhile', async () => {
    jest
      .mocked(placeOrder)
      .mockRejectedValue(
        new ApiError({ kind: 'http', status: 422, message: 'Mama Put is closed.' }),
      );
    renderCheckout();
    await ready();
    jest.mocked(getVendor).mockResolvedValue(aVendor({ is_open: false }));
    fireEvent.click(placeButton());

    expect(await screen.findByRole('heading', { name: 'Mama Put is closed' })).toBeTruthy();
    expect(cartStore.getState().cartIds['vendor-1']).toBeDefined();
  });
});
