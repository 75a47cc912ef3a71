import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@jara/bus';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCustomer } from '@jara/testing/builders/customer';
import DeleteAccountPage from './delete-account-page';

const api = setUpApiDouble();
const DELETE = 'DELETE /account/delete';
const ada = aCustomer();

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/delete-account']}>
      <DeleteAccountPage />
    </MemoryRouter>,
  );
}

describe('DeleteAccountPage', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('asks a visitor to sign in first', () => {
    const asked = jest.fn();
    const off = bus.on('auth:login-required', asked);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ variant: 'customer' }));
    off();
  });

  it('deletes only after the confirmation step, then ends the session', async () => {
    // The logout reloads the page after a timer, which jsdom cannot do: that clock stays still.
    jest.useFakeTimers();
    sessionStore.getState().signIn('tok', 7, ada);
    api.answer(DELETE, null);
    renderPage();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Password123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('This cannot be undone.');
    expect(api.sent(DELETE)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    const [request] = api.sent(DELETE);
    expect(request?.headers.get('Authorization')).toBe('Bearer tok');
    expect(await request?.json()).toEqual({ password: 'Password123!' });
    jest.useRealTimers();
  });

  it('keeps the account and the session when the customer backs out', async () => {
    sessionStore.getState().signIn('tok', 7, ada);
    renderPage();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(api.sent(DELETE)).toHaveLength(0);
    expect(sessionStore.getState().token).toBe('tok');
  });

  it('shows a wrong password beside the field and keeps the session', async () => {
    sessionStore.getState().signIn('tok', 7, ada);
    api.refuse(DELETE, 422, 'Invalid', { password: ['The password is incorrect.'] });
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
