import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { SignedInOnly } from './signed-in-only';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const props = makeParcelProps();
const REASON = 'Sign in to see your wallet';

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.requestLogin.mockClear();
  sessionStore.getState().clear();
});

const renderGate = () =>
  render(
    <SignedInOnly reason={REASON}>
      <p>Balance</p>
    </SignedInOnly>,
  );

describe('SignedInOnly', () => {
  it('asks a visitor to sign in once as it opens, and shows the screen after', () => {
    renderGate();
    expect(props.requestLogin).toHaveBeenCalledTimes(1);
    expect(props.requestLogin).toHaveBeenCalledWith('customer', REASON);
    expect(screen.queryByText('Balance')).toBeNull();
    expect(screen.getByText(`${REASON}.`)).toBeTruthy();

    act(() => sessionStore.getState().signIn('token', 7));
    expect(screen.getByText('Balance')).toBeTruthy();
  });

  it('offers the sign-in again when the visitor closed it', () => {
    renderGate();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.requestLogin).toHaveBeenCalledTimes(2);
  });

  it('shows a signed-in customer the screen without asking', () => {
    sessionStore.getState().signIn('token', 7);
    renderGate();
    expect(screen.getByText('Balance')).toBeTruthy();
    expect(props.requestLogin).not.toHaveBeenCalled();
  });
});
