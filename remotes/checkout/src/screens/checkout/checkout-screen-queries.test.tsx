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
import { answerCheckoutCalls, serveCarts } from '../../testing/checkout-answers';
import { aCart } from '@jara/testing/builders/cart';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { CheckoutScreen } from './checkout-screen';
import { prefetchCheckout } from './checkout-screen-queries';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();

const VENDOR_READ = 'GET /marketplace/vendors/{slug}';
const ADDRESSES_READ = 'GET marketplace/address';

const renderScreen = (queryClient: ReturnType<typeof prefetchAt>) =>
  render(
    <QueryProvider client={queryClient}>
      <MemoryRouter initialEntries={['/store/checkout?cart=cart-1']}>
        <CheckoutScreen title="Checkout" params={{}} />
      </MemoryRouter>
    </QueryProvider>,
  );

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

    renderScreen(queryClient);

    expect(screen.getByRole('heading', { name: 'Your order from Mama Put Kitchen' })).toBeTruthy();
    // The screen started no read of the carts of its own (one would be fetching at once).
    expect(queryClient.isFetching({ queryKey: cartKeys.all })).toBe(0);
    expect(api.sent('GET /marketplace/cart')).toHaveLength(1);
  });

  it('reads the vendor this device recorded the cart under and the saved addresses beside the carts, and the form reads neither again', async () => {
    sessionStore.getState().signIn('token', 7);
    serveCarts(api, aCart());
    const queryClient = prefetchAt('?cart=cart-1');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.sent('GET /marketplace/cart')).toHaveLength(1);
    expect(api.sent(VENDOR_READ)).toHaveLength(1);
    expect(api.sent(ADDRESSES_READ)).toHaveLength(1);

    renderScreen(queryClient);

    expect(screen.getByRole('heading', { name: 'Your order from Mama Put Kitchen' })).toBeTruthy();
    expect(await screen.findByText(/3 Isaac John Street, Ikeja/)).toBeTruthy();
    expect(api.sent(VENDOR_READ)).toHaveLength(1);
    expect(api.sent(ADDRESSES_READ)).toHaveLength(1);
  });

  it('shows the cart as gone when the server no longer has the cart this device recorded; the vendor read for it shows nothing', async () => {
    sessionStore.getState().signIn('token', 7);
    serveCarts(api, aCart());
    api.answer('GET /marketplace/cart', []);
    const queryClient = prefetchAt('?cart=cart-1');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.sent(VENDOR_READ)).toHaveLength(1);

    renderScreen(queryClient);

    expect(
      screen.getByRole('heading', { name: 'This cart is empty or already checked out' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Your order from/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay|Place order/ })).toBeNull();
  });

  it('reads no vendor before the carts answer when this device does not know the cart (a link from another device)', async () => {
    sessionStore.getState().signIn('token', 7);
    api.answer('GET /marketplace/cart', [aCart()]);
    const queryClient = prefetchAt('?cart=cart-1');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.sent(VENDOR_READ)).toHaveLength(0);

    renderScreen(queryClient);

    // The form reads the vendor the server's cart names.
    await waitFor(() => expect(api.sent(VENDOR_READ)).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Your order from Mama Put Kitchen' })).toBeTruthy();
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
