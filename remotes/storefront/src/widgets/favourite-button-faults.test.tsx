/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * Saving a store with the heart when `POST /marketplace/vendors/favourites/{id}` breaks at the
 * network (the e2e chaos case), through the real API client. The heart sits on a store page's
 * cached answer, read from the double like any screen's.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import type { ToastKind } from '@jara/contracts/bus-events';
import type { Vendor } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { storePageQuery } from '@jara/query/marketplace-queries';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aCategory } from '../testing/fixtures';
import { FavouriteButton } from './favourite-button';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const SAID = { '500': /trouble right now/, 'not-json': /could not be read/ } as const;
const KEY = 'POST /marketplace/vendors/favourites/{id}';

let toasts: { kind: ToastKind; message: string }[] = [];
let stopListening = () => {};

function serveStore(vendor: Vendor) {
  api.answer('GET /marketplace/vendors/{slug}', vendor);
  api.answer('GET /marketplace/vendors/{id}/categories', [aCategory()]);
  api.answer('GET /marketplace/vendors/{id}/products', [aProduct()]);
}

/** The heart as the store page shows it, on the page's cached answer. */
function StoreHeart() {
  const page = useQuery(storePageQuery('mama-put'));
  return page.data ? <FavouriteButton vendor={page.data.vendor} /> : null;
}

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  sessionStore.getState().signIn('token', 7);
  serveStore(aVendor({ is_favourite: false, business_name: 'Mama Put' }));
  toasts = [];
  stopListening = bus.on('toast:show', (toast) => void toasts.push(toast));
});
afterEach(() => stopListening());

const heart = () => screen.getByTestId('favourite-button');

describe(KEY, () => {
  it.each(['500', 'not-json'] as const)(
    'answered %s: the client’s calm toast, the heart put back unpressed, and a tap after healing saves the store',
    async (fault) => {
      api.break(KEY, fault);
      renderWithQuery(<StoreHeart />);
      await screen.findByRole('button', { name: 'Save Mama Put to favourites' });
      fireEvent.click(heart());

      await waitFor(() => expect(toasts).toHaveLength(1));
      expect(toasts).toEqual([{ kind: 'error', message: expect.stringMatching(SAID[fault]) }]);
      await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
      expect(heart().getAttribute('aria-label')).toBe('Save Mama Put to favourites');
      expect(document.body.textContent).not.toMatch(RAW_TEXT);

      api.answer(KEY, aVendor({ is_favourite: true, business_name: 'Mama Put' }));
      serveStore(aVendor({ is_favourite: true, business_name: 'Mama Put' }));
      fireEvent.click(heart());
      await waitFor(() =>
        expect(api.sent('GET /marketplace/vendors/{slug}').length).toBeGreaterThanOrEqual(3),
      );
      const saved = await screen.findByRole('button', { name: 'Remove Mama Put from favourites' });
      expect(saved.getAttribute('aria-pressed')).toBe('true');
      expect(api.sent(KEY).map((request) => new URL(request.url).pathname)).toEqual([
        '/api/marketplace/vendors/favourites/vendor-1',
        '/api/marketplace/vendors/favourites/vendor-1',
      ]);
      expect(toasts.filter((toast) => toast.kind === 'error')).toHaveLength(1);
    },
  );
});
