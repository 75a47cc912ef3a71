/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { FavouritesScreen, SIGN_IN_FOR_FAVOURITES } from './favourites-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const FAVOURITES = 'GET /marketplace/vendors/favourites';
const REMOVE = 'DELETE /marketplace/vendors/favourites/{id}';

const props = makeParcelProps();
const renderScreen = () =>
  renderWithQuery(<FavouritesScreen title="Favourite stores" params={{}} />);
const favourite = aVendor({ is_favourite: true, business_name: 'Mama Put' });

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().signIn('token', 7);
});

describe('FavouritesScreen', () => {
  it('lists the customer’s favourite stores, and drops one at once when un-hearted', async () => {
    api.answer(FAVOURITES, [favourite]);
    api.answer(REMOVE, null);
    renderScreen();
    expect(screen.getByRole('status').textContent).toContain('Loading your favourite stores');
    const card = await screen.findByTestId('vendor-card');
    api.answer(FAVOURITES, []);
    const heart = within(card).getByRole('button', { name: 'Remove Mama Put from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(heart);
    await waitFor(() => expect(screen.queryByTestId('vendor-card')).toBeNull());
    expect(api.sent(REMOVE).map((sent) => sent.url)).toEqual([
      expect.stringMatching(/\/marketplace\/vendors\/favourites\/vendor-1$/),
    ]);
    expect(await screen.findByText(/No favourites yet/)).toBeTruthy();
  });

  it('keeps the store listed when removing it fails', async () => {
    api.answer(FAVOURITES, [favourite]);
    api.drop(REMOVE);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /Remove Mama Put/ }));
    await waitFor(() => expect(api.sent(REMOVE)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /Remove Mama Put/ })).toBeTruthy();
  });

  it('says when there are no favourites, with a link to the marketplace', async () => {
    api.answer(FAVOURITES, []);
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
    expect(api.sent(FAVOURITES)).toHaveLength(0);
  });

  it('offers a retry when the list fails to load', async () => {
    api.drop(FAVOURITES);
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your favourite stores.');
    api.answer(FAVOURITES, [favourite]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('vendor-card')).toBeTruthy();
  });
});
