/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { Vendor } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { FavouriteButton } from './favourite-button';
import { signInToSave } from './use-favourite';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const SAVE = 'POST /marketplace/vendors/favourites/{id}';
const REMOVE = 'DELETE /marketplace/vendors/favourites/{id}';
/** The paths of the calls of `key` sent: which vendor each was about. */
const paths = (key: typeof SAVE | typeof REMOVE) =>
  api.sent(key).map((request) => new URL(request.url).pathname);
const VENDOR_1 = expect.stringMatching(/\/marketplace\/vendors\/favourites\/vendor-1$/);
const props = makeParcelProps();
let server: Vendor;

/** A list holding the vendor, as any screen's cached answer does. */
function StoreList() {
  const list = useQuery({ queryKey: ['stores'], queryFn: () => Promise.resolve([server]) });
  return list.data ? <FavouriteButton vendor={list.data[0]!} /> : null;
}

const heart = () => screen.getByRole('button', { name: /favourites/ });

async function renderHeart(favourite: boolean) {
  server = aVendor({ is_favourite: favourite, business_name: 'Mama Put' });
  const { client } = renderWithQuery(<StoreList />);
  await screen.findByRole('button', { name: /favourites/ });
  return client;
}

beforeEach(() => {
  props.requestLogin.mockReset().mockResolvedValue(false);
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().signIn('token', 7);
});

describe('FavouriteButton', () => {
  // A request the double holds unanswered can never be answered later: the server's answer
  // comes in a test of its own.
  it('saves a store: pressed at once, while the server has not answered', async () => {
    api.break(SAVE, 'hang');
    await renderHeart(false);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(heart().getAttribute('aria-label')).toBe('Save Mama Put to favourites');

    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().getAttribute('aria-label')).toBe('Remove Mama Put from favourites');
    await waitFor(() => expect(paths(SAVE)).toEqual([VENDOR_1]));
  });

  it('saves a store: still pressed once the server answers and the list refreshes', async () => {
    const client = await renderHeart(false);
    server = { ...server, is_favourite: true };
    api.answer(SAVE, server);
    fireEvent.click(heart());
    await waitFor(() => expect(paths(SAVE)).toEqual([VENDOR_1]));
    await waitFor(() => expect(client.isMutating() + client.isFetching()).toBe(0));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a favourite', async () => {
    api.answer(REMOVE, null);
    await renderHeart(true);
    // What the server holds once it has removed it, for the list's read after.
    server = { ...server, is_favourite: false };
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(paths(REMOVE)).toEqual([VENDOR_1]);
  });

  it('puts the heart back when the API refuses', async () => {
    api.refuse(SAVE, 500, 'Try later');
    await renderHeart(false);
    fireEvent.click(heart());
    await waitFor(() => expect(paths(SAVE)).toEqual([VENDOR_1]));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
  });

  it('asks a visitor to sign in, then saves the store', async () => {
    sessionStore.getState().clear();
    props.requestLogin.mockImplementation(async () => {
      sessionStore.getState().signIn('token', 7);
      return true;
    });
    await renderHeart(false);
    const asked = signInToSave(server);
    // What the server holds once it has saved it, for the list's read after.
    server = { ...server, is_favourite: true };
    api.answer(SAVE, server);

    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(props.requestLogin).toHaveBeenCalledWith('customer', asked);
    await waitFor(() => expect(paths(SAVE)).toEqual([VENDOR_1]));
  });

  it('saves nothing when the visitor declines to sign in', async () => {
    sessionStore.getState().clear();
    props.requestLogin.mockResolvedValue(false);
    await renderHeart(false);
    fireEvent.click(heart());
    await waitFor(() => expect(props.requestLogin).toHaveBeenCalled());
    await act(async () => {});
    expect(api.sent(SAVE)).toHaveLength(0);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('shows no heart pressed for a visitor, whatever an old answer said', async () => {
    sessionStore.getState().clear();
    await renderHeart(true);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });
});
