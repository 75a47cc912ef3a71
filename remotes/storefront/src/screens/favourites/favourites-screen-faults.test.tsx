/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The favourite stores screen when `GET /marketplace/vendors/favourites` breaks at the network
 * (the e2e chaos case), through the real API client.
 */
import { Component, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import type { ToastKind } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { QueryProvider } from '@jara/query/query-provider';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { FavouritesScreen } from './favourites-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const SAID = { '500': /trouble right now/, 'not-json': /could not be read/ } as const;
const KEY = 'GET /marketplace/vendors/favourites';

/** The parcel's boundary as `createParcel` sets it: a crash renders nothing and goes to the shell. */
class ParcelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidCatch = (error: Error) => void crashes.push(error);
  override render = () => (this.state.failed ? null : this.props.children);
}

let crashes: Error[] = [];
let toasts: { kind: ToastKind; message: string }[] = [];
let stopListening = () => {};

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  sessionStore.getState().signIn('token', 7);
  crashes = [];
  toasts = [];
  stopListening = bus.on('toast:show', (toast) => void toasts.push(toast));
});
afterEach(() => stopListening());

const favourites = (
  <ParcelBoundary>
    <FavouritesScreen title="Favourite stores" params={{}} />
  </ParcelBoundary>
);
const expectNothingRaw = () => expect(document.body.textContent).not.toMatch(RAW_TEXT);
const settled = (client: QueryClient) => waitFor(() => expect(client.isFetching()).toBe(0));
const answered = () =>
  api.answer(KEY, [aVendor({ is_favourite: true, business_name: 'Mama Put' })]);

async function expectFavouritesShown() {
  expect(screen.getByRole('heading', { level: 1, name: 'Favourite stores' })).toBeTruthy();
  const card = within(await screen.findByTestId('vendor-card'));
  expect(card.getByRole('heading', { name: 'Mama Put' })).toBeTruthy();
  const heart = card.getByRole('button', { name: 'Remove Mama Put from favourites' });
  expect(heart.getAttribute('aria-pressed')).toBe('true');
}

describe(KEY, () => {
  it.each(['500', 'not-json'] as const)(
    'answered %s: a calm error with Try again (again while broken) and the client’s calm toast, and Try again after healing shows the stores',
    async (fault) => {
      api.break(KEY, fault);
      const { client } = renderWithQuery(favourites);

      const retry = async () => {
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('We could not load your favourite stores.');
        expectNothingRaw();
        return within(alert).getByRole('button', { name: 'Try again' });
      };
      fireEvent.click(await retry());
      await settled(client);
      expect(api.sent(KEY)).toHaveLength(2);
      // The read is not silent: the API client says each failure in its own words.
      const calm = { kind: 'error', message: expect.stringMatching(SAID[fault]) };
      expect(toasts).toEqual([calm, calm]);

      answered();
      fireEvent.click(await retry());
      await expectFavouritesShown();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(crashes).toEqual([]);
    },
  );

  it('answered with the wrong shape: not checked, the screen crashes to the parcel boundary showing nothing raw; the shell’s retry after healing shows the stores', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    api.break(KEY, 'wrong-shape');
    const { client, unmount } = renderWithQuery(favourites);

    await waitFor(() => expect(crashes).toHaveLength(1));
    expect(crashes[0]).toBeInstanceOf(TypeError);
    expect(screen.queryByRole('heading', { name: 'Favourite stores' })).toBeNull();
    expect(toasts).toEqual([]);
    expectNothingRaw();
    logged.mockRestore();

    // What the shell's "Try again" does (remote-parcel.tsx): forget the unshown answers, mount again.
    unmount();
    await client.resetQueries({ type: 'inactive' });
    answered();
    render(<QueryProvider client={client}>{favourites}</QueryProvider>);
    await expectFavouritesShown();
    expect(crashes).toHaveLength(1);
  });
});
