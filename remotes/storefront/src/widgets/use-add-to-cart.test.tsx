/**
 * @jest-environment jest-fixed-jsdom
 */
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { createQueryClient } from '@jara/query/query-client';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { closedStoreMessage, useAddToCart } from './use-add-to-cart';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const props = makeParcelProps();

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().signIn('token', 7);
});

describe('useAddToCart at a closed store', () => {
  it('takes nothing from one without hours and says why, before asking anyone to sign in', async () => {
    const toasts: string[] = [];
    const stop = bus.on('toast:show', ({ message }) => toasts.push(message));
    const vendor = aVendor({ is_open: false, business_name: 'Mama Put', working_hours: [] });
    const client = createQueryClient();
    const { result } = renderHook(() => useAddToCart(vendor), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });

    await result.current.add(aProduct());

    expect(client.isMutating()).toBe(0);
    expect(api.sent('POST /marketplace/cart/items')).toHaveLength(0);
    expect(props.requestLogin).not.toHaveBeenCalled();
    expect(toasts).toEqual([closedStoreMessage('Mama Put')]);
    stop();
  });
});
