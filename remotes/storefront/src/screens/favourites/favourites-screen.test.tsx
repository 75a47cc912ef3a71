import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { getFavouriteVendors, removeFavouriteVendor } from '@jara/api/favourites';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { aVendor } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { FavouritesScreen, SIGN_IN_FOR_FAVOURITES } from './favourites-screen';

jest.mock('@jara/api/favourites');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const props = makeParcelProps();
const renderScreen = () =>
  renderWithQuery(<FavouritesScreen title="Favourite stores" params={{}} />);
const favourite = aVendor({ is_favourite: true });

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().signIn('token', 7);
});

describe('FavouritesScreen', () => {
  it('lists the customer’s favourite stores, and drops one at once when un-hearted', async () => {
    jest.mocked(getFavouriteVendors).mockResolvedValueOnce([favourite]).mockResolvedValue([]);
    jest.mocked(removeFavouriteVendor).mockResolvedValue(null);
    renderScreen();
    expect(screen.getByRole('status').textContent).toContain('Loading your favourite stores');
    const card = await screen.findByTestId('vendor-card');
    const heart = within(card).getByRole('button', { name: 'Remove Mama Put from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(heart);
    await waitFor(() => expect(screen.queryByTestId('vendor-card')).toBeNull());
    expect(removeFavouriteVendor).toHaveBeenCalledWith('vendor-1');
    expect(await screen.findByText(/No favourites yet/)).toBeTruthy();
  });

  it('keeps the store listed when removing it fails', async () => {
    jest.mocked(getFavouriteVendors).mockResolvedValue([favourite]);
    jest
      .mocked(removeFavouriteVendor)
      .mockRejectedValue(new ApiError({ kind: 'network', message: 'offline' }));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /Remove Mama Put/ }));
    await waitFor(() => expect(removeFavouriteVendor).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: /Remove Mama Put/ })).toBeTruthy();
  });

  it('says when there are no favourites, with a link to the marketplace', async () => {
    jest.mocked(getFavouriteVendors).mockResolvedValue([]);
    renderScreen();
    expect(await screen.findByText(/No favourites yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' }).getAttribute('href')).toBe(
      '/stores',
    );
  });

  it('asks a visitor to sign in, and asks the API nothing', async () => {
    sessionStore.getState().clear();
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.requestLogin).toHaveBeenCalledWith('customer', SIGN_IN_FOR_FAVOURITES);
    expect(getFavouriteVendors).not.toHaveBeenCalled();
  });

  it('offers a retry when the list fails to load', async () => {
    jest
      .mocked(getFavouriteVendors)
      .mockRejectedValueOnce(new ApiError({ kind: 'timeout', message: 'Timed out' }))
      .mockResolvedValueOnce([favourite]);
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your favourite stores.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('vendor-card')).toBeTruthy();
  });
});
