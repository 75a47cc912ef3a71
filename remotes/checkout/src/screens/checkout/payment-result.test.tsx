import { act, fireEvent, screen } from '@testing-library/react';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { serveCarts } from '../../testing/checkout-answers';
import { checkoutStore } from '@jara/state/checkout-store';
import { sessionStore } from '@jara/state/session-store';
import { aCart } from '@jara/testing/builders/cart';
import { aVerification } from '@jara/testing/builders/payment';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderCheckout } from '../../testing/render-checkout';
import { checkoutAttemptKey } from './checkout-attempt';
import { PENDING_RECHECK_MS } from './use-verified-payment';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();

const props = makeParcelProps();
const placed: string[] = [];
bus.on('order:placed', ({ orderId }) => placed.push(orderId));
const RESULT = '/store/checkout?cart=cart-1&reference=PAY-1&status=success';

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStorage.clear();
  sessionStore.getState().signIn('token', 7);
  serveCarts(api, aCart());
  checkoutStore.getState().startCheckout('cart-1');
  placed.length = 0;
});

describe('the payment result', () => {
  it('confirms a verified payment, and the cart leaves once even across reloads', async () => {
    api.answer('GET /payments/{reference}/verify', aVerification());
    const first = renderCheckout(RESULT);
    expect(screen.getByRole('status').textContent).toContain('Checking your payment');

    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
    const [check] = api.sent('GET /payments/{reference}/verify');
    expect(new URL(check!.url).pathname).toBe('/api/payments/PAY-1/verify');
    expect(cartStore.getState().cartIds).toEqual({});
    expect(checkoutStore.getState().cartId).toBeNull();
    first.unmount();

    serveCarts(api, aCart());
    renderCheckout(RESULT);
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
    expect(placed).toEqual(['order-1']);
    expect(cartStore.getState().cartIds['vendor-1']).toBeDefined();
  });

  it('says which way paid the order', async () => {
    const check = aVerification();
    api.answer(
      'GET /payments/{reference}/verify',
      aVerification({
        method: 'bank_transfer',
        order: { ...check.order!, paid_with: 'bank_transfer' },
      }),
    );
    renderCheckout(RESULT);
    expect(await screen.findByText(/^Total paid/)).toHaveProperty(
      'textContent',
      'Total paid ₦7,320 by bank transfer',
    );
  });

  it('never trusts the status in the address', async () => {
    api.answer(
      'GET /payments/{reference}/verify',
      aVerification({ status: 'failed', failure_reason: 'Insufficient funds' }),
    );
    renderCheckout(RESULT);
    expect(
      await screen.findByRole('heading', { name: 'Your card was declined: Insufficient funds' }),
    ).toBeTruthy();
    expect(placed).toEqual([]);
  });

  it('names the way that did not go through when it was not a card', async () => {
    api.answer(
      'GET /payments/{reference}/verify',
      aVerification({
        status: 'failed',
        method: 'mpesa',
        failure_reason: 'the M-Pesa request was declined on your phone',
      }),
    );
    renderCheckout(RESULT);
    const heading =
      'Your M-Pesa payment did not go through: the M-Pesa request was declined on your phone';
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it('offers to try again with a new attempt, or to pay from the wallet, after a decline', async () => {
    const before = checkoutAttemptKey('cart-1', 'attempt');
    api.answer(
      'GET /payments/{reference}/verify',
      aVerification({ status: 'failed', failure_reason: 'Insufficient funds' }),
    );
    renderCheckout(RESULT);

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(props.navigate).toHaveBeenLastCalledWith('/store/checkout?cart=cart-1');
    fireEvent.click(screen.getByRole('button', { name: 'Pay from wallet' }));
    expect(props.navigate).toHaveBeenLastCalledWith('/store/checkout?cart=cart-1&method=wallet');
    expect(checkoutAttemptKey('cart-1', 'attempt')).not.toBe(before);
    expect(cartStore.getState().cartIds['vendor-1']).toBeDefined();
  });

  it('says the customer cancelled, with the same choices', async () => {
    api.answer('GET /payments/{reference}/verify', aVerification({ status: 'cancelled' }));
    renderCheckout(RESULT);
    expect(await screen.findByRole('heading', { name: 'You cancelled the payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay from wallet' })).toBeTruthy();
  });

  it('checks a pending payment again until it settles', async () => {
    jest.useFakeTimers();
    try {
      api.answer(
        'GET /payments/{reference}/verify',
        aVerification({ status: 'pending', order: null }),
      );
      renderCheckout(RESULT);
      expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeTruthy();
      api.answer('GET /payments/{reference}/verify', aVerification());
      await act(async () => jest.advanceTimersByTime(PENDING_RECHECK_MS));
      expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
      expect(api.sent('GET /payments/{reference}/verify')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers a retry when the payment cannot be checked', async () => {
    api.drop('GET /payments/{reference}/verify');
    renderCheckout(RESULT);
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    api.answer('GET /payments/{reference}/verify', aVerification());
    fireEvent.click(tryAgain);
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
  });

  it('shows nothing raw of a hostile reference or cart', async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(1)</script>';
    api.refuse('GET /payments/{reference}/verify', 404, 'Not found');
    const query = new URLSearchParams({ cart: hostile, reference: hostile });
    const { container } = renderCheckout(`/store/checkout?${query.toString()}`);

    await screen.findByRole('heading', { name: 'We could not check your payment' });
    expect(container.textContent).not.toContain('onerror');
    expect(container.textContent).not.toContain('script');
    expect(container.querySelector('img, script')).toBeNull();
    // Sent as it came, one path segment, for the server to refuse.
    const [check] = api.sent('GET /payments/{reference}/verify');
    expect(new URL(check!.url).pathname).toBe(
      `/api/payments/${encodeURIComponent(hostile)}/verify`,
    );
  });
});
