import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { addCartItem } from '@jara/api/cart';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { createQueryClient } from '@jara/query/query-client';
import { sessionStore } from '@jara/state/session-store';
import { aProduct, aVendor } from '../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { closedStoreMessage, useAddToCart } from './use-add-to-cart';

jest.mock('@jara/api/cart');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const props = makeParcelProps();

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().signIn('token', 7);
});

describe('useAddToCart at a closed store', () => {
  it('takes nothing and says why, before asking anyone to sign in', async () => {
    const toasts: string[] = [];
    const stop = bus.on('toast:show', ({ message }) => toasts.push(message));
    const vendor = aVendor({ is_open: false, business_name: 'Mama Put' });
    const client = createQueryClient();
    const { result } = renderHook(() => useAddToCart(vendor), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });

    await result.current.add(aProduct());

    expect(addCartItem).not.toHaveBeenCalled();
    expect(props.requestLogin).not.toHaveBeenCalled();
    expect(toasts).toEqual([closedStoreMessage('Mama Put')]);
    stop();
  });
});
