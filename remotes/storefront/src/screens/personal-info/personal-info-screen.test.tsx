/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { pathTo } from '@jara/contracts/site-paths';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCustomer } from '@jara/testing/builders/customer';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { PersonalInfoScreen } from './personal-info-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);

const props = makeParcelProps();
const screenProps = { title: 'Personal info', params: {} } as unknown as ScreenProps;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().clear();
});

describe('the personal info screen', () => {
  it('asks a visitor to sign in and shows nothing of the account', () => {
    renderWithQuery(<PersonalInfoScreen {...screenProps} />);
    expect(props.requestLogin).toHaveBeenCalledWith(
      'customer',
      'Sign in to see your personal info',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the details, the password and the way to delete the account', async () => {
    sessionStore.getState().signIn('tok', 1);
    api.answer(
      'GET /account/profile',
      aCustomer({ id: 1, name: 'Ada Okafor', phone: '+2348012345678' }),
    );
    renderWithQuery(<PersonalInfoScreen {...screenProps} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Personal info' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Your details' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
    const deletion = within(screen.getByRole('region', { name: 'Delete your account' }));
    expect(deletion.getByText(/It cannot be undone/)).toBeTruthy();
    const link = deletion.getByRole('link', { name: 'Delete my account' });
    expect(link.getAttribute('href')).toBe(pathTo('delete-account'));
    fireEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith(pathTo('delete-account'));
  });
});
