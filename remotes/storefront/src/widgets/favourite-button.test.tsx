import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@jara/api/api-error';
import { addFavouriteVendor, removeFavouriteVendor } from '@jara/api/favourites';
import type { Vendor } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { aVendor } from '../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { FavouriteButton } from './favourite-button';
import { signInToSave } from './use-favourite';

jest.mock('@jara/api/favourites');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const props = makeParcelProps();
let server: Vendor;

/** A list holding the vendor, as any screen's cached answer does. */
function StoreList() {
  const list = useQuery({ queryKey: ['stores'], queryFn: () => Promise.resolve([server]) });
  return list.data ? <FavouriteButton vendor={list.data[0]!} /> : null;
}

const heart = () => screen.getByRole('button', { name: /favourites/ });
const refused = () => new ApiError({ kind: 'http', status: 500, message: 'Try later' });

async function renderHeart(favourite: boolean) {
  server = aVendor({ is_favourite: favourite });
  renderWithQuery(<StoreList />);
  await screen.findByRole('button', { name: /favourites/ });
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().signIn('token', 7);
});

describe('FavouriteButton', () => {
  it('saves a store: pressed at once, and still pressed once the list refreshes', async () => {
    let answer: () => void = () => {};
    jest
      .mocked(addFavouriteVendor)
      .mockImplementation(() => new Promise((resolve) => (answer = () => resolve(server))));
    await renderHeart(false);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(heart().getAttribute('aria-label')).toBe('Save Mama Put to favourites');

    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().getAttribute('aria-label')).toBe('Remove Mama Put from favourites');
    expect(addFavouriteVendor).toHaveBeenCalledWith('vendor-1');

    server = { ...server, is_favourite: true };
    await act(async () => answer());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a favourite', async () => {
    jest.mocked(removeFavouriteVendor).mockImplementation(async () => {
      server = { ...server, is_favourite: false };
      return null;
    });
    await renderHeart(true);
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(removeFavouriteVendor).toHaveBeenCalledWith('vendor-1');
  });

  it('puts the heart back when the API refuses', async () => {
    jest.mocked(addFavouriteVendor).mockRejectedValue(refused());
    await renderHeart(false);
    fireEvent.click(heart());
    await waitFor(() => expect(addFavouriteVendor).toHaveBeenCalled());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
  });

  it('asks a visitor to sign in, then saves the store', async () => {
    sessionStore.getState().clear();
    props.requestLogin.mockImplementation(async () => {
      sessionStore.getState().signIn('token', 7);
      return true;
    });
    jest.mocked(addFavouriteVendor).mockImplementation(async () => {
      server = { ...server, is_favourite: true };
      return server;
    });
    await renderHeart(false);

    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(props.requestLogin).toHaveBeenCalledWith('customer', signInToSave(server));
    expect(addFavouriteVendor).toHaveBeenCalledWith('vendor-1');
  });

  it('saves nothing when the visitor declines to sign in', async () => {
    sessionStore.getState().clear();
    props.requestLogin.mockResolvedValue(false);
    await renderHeart(false);
    fireEvent.click(heart());
    await waitFor(() => expect(props.requestLogin).toHaveBeenCalled());
    await act(async () => {});
    expect(addFavouriteVendor).not.toHaveBeenCalled();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('shows no heart pressed for a visitor, whatever an old answer said', async () => {
    sessionStore.getState().clear();
    await renderHeart(true);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });
});
