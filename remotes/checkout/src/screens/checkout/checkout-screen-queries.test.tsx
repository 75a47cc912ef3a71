import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartKeys } from '@jara/query/cart-queries';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';
import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { answerCheckoutCalls } from '../../testing/checkout-answers';
import { aCart } from '@jara/testing/builders/cart';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { CheckoutScreen } from './checkout-screen';
import { prefetchCheckout } from './checkout-screen-queries';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();

const prefetchAt = (query: string) => {
  const queryClient = createQueryClient({ queries: { retry: false } });
  prefetchCheckout({ params: {}, search: new URLSearchParams(query), country: 'NG', queryClient });
  return queryClient;
};

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  answerCheckoutCalls(api);
  sessionStore.getState().clear();
  cartStore.getState().clear();
  checkoutStore.getState().clear();
});

describe('prefetchCheckout', () => {
  it('reads the carts as the route matches, and the screen shows the cart without reading again', async () => {
    sessionStore.getState().signIn('token', 7);
    api.answer('GET /marketplace/cart', [aCart()]);
    const queryClient = prefetchAt('?cart=cart-1');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    render(
      <QueryProvider client={queryClient}>
        <MemoryRouter initialEntries={['/store/checkout?cart=cart-1']}>
          <CheckoutScreen title="Checkout" params={{}} />
        </MemoryRouter>
      </QueryProvider>,
    );

    expect(screen.getByRole('heading', { name: 'Your order from Mama Put Kitchen' })).toBeTruthy();
    // The screen started no read of the carts of its own (one would be fetching at once).
    expect(queryClient.isFetching({ queryKey: cartKeys.all })).toBe(0);
    expect(api.sent('GET /marketplace/cart')).toHaveLength(1);
  });

  it.each([
    ['no cart is named', '?method=wallet', true],
    ['the customer is signed out', '?cart=cart-1', false],
    ['the customer is back from paying', '?cart=cart-1&reference=ref-1', true],
  ])('reads nothing when %s, as the screen does not', (_case, query, signedIn) => {
    if (signedIn) sessionStore.getState().signIn('token', 7);
    const queryClient = prefetchAt(query);
    // Nothing on its way: a read counts as fetching at once, before its request leaves.
    expect(queryClient.isFetching()).toBe(0);
  });
});
