import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@jara/bus';
import { deleteAccount } from '@jara/api/account';
import { ApiError } from '@jara/api/api-error';
import { sessionStore } from '@jara/state/session-store';
import DeleteAccountPage from './delete-account-page';

jest.mock('@jara/api/account', () => ({ deleteAccount: jest.fn() }));

const ada = {
  id: 7,
  name: 'Ada',
  email: 'ada@jara.test',
  phone: '',
  domicile_location: 'NG' as const,
};

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/delete-account']}>
      <DeleteAccountPage />
    </MemoryRouter>,
  );
}

describe('DeleteAccountPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStore.getState().clear();
  });

  it('asks a visitor to sign in first', () => {
    const asked = jest.fn();
    const off = bus.on('auth:login-required', asked);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ variant: 'customer' }));
    off();
  });

  it('deletes only after the confirmation step, then ends the session', async () => {
    jest.useFakeTimers();
    sessionStore.getState().signIn('tok', 7, ada);
    jest.mocked(deleteAccount).mockResolvedValue(null);
    renderPage();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Password123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('This cannot be undone.');
    expect(deleteAccount).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(deleteAccount).toHaveBeenCalledWith('Password123!');
    jest.useRealTimers();
  });

  it('keeps the account and the session when the customer backs out', async () => {
    sessionStore.getState().signIn('tok', 7, ada);
    renderPage();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBe('tok');
  });

  it('shows a wrong password beside the field and keeps the session', async () => {
    sessionStore.getState().signIn('tok', 7, ada);
    jest.mocked(deleteAccount).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'Invalid',
        fieldErrors: { password: ['The password is incorrect.'] },
      }),
    );
    renderPage();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('wrong');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStore.getState().token).toBe('tok');
  });

  it('requires the password before asking for confirmation', async () => {
    sessionStore.getState().signIn('tok', 7, ada);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Enter your password to confirm it is you.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
