import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import { requestLogin } from '@jara/bus/login-request';
import { createPasscode, login, register, resetPassword } from '@jara/api/account';
import { ApiError } from '@jara/api/api-error';
import { planLogin } from '@jara/api/plans';
import { sessionStore } from '@jara/state/session-store';
import { AuthModalHost } from './auth-modal-host';

jest.mock('@jara/api/account', () => ({
  login: jest.fn(),
  register: jest.fn(),
  createPasscode: jest.fn(),
  resetPassword: jest.fn(),
}));
jest.mock('@jara/api/plans', () => ({ planLogin: jest.fn(), planRegister: jest.fn() }));

const ada = {
  id: 7,
  name: 'Ada Obi',
  email: 'ada@jara.test',
  phone: '0801',
  domicile_location: 'NG' as const,
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

async function ask(variant: 'customer' | 'plan' = 'customer', reason?: string) {
  let outcome: Promise<boolean>;
  act(() => {
    outcome = requestLogin(variant, reason);
  });
  return outcome!;
}

describe('AuthModalHost', () => {
  beforeEach(() => {
    sessionStore.getState().clear();
    jest.clearAllMocks();
    render(<AuthModalHost />);
  });

  it('opens for any bundle, signs the customer in, and lets the waiting action continue', async () => {
    jest.mocked(login).mockResolvedValue({ ...ada, access_token: 'tok' });
    const loggedIn = jest.fn();
    const off = bus.on('auth:logged-in', loggedIn);
    const outcome = ask('customer', 'Sign in to add to your cart');

    expect(await screen.findByText('Sign in to add to your cart')).toBeTruthy();
    type('Email', ' ada@jara.test ');
    type('Password', 'Password123!');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

    await expect(outcome).resolves.toBe(true);
    expect(login).toHaveBeenCalledWith({ email: 'ada@jara.test', password: 'Password123!' });
    expect(sessionStore.getState()).toMatchObject({ token: 'tok', customerId: 7, customer: ada });
    expect(loggedIn).toHaveBeenCalledWith({ customerId: 7, via: 'login' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    off();
  });

  it('keeps what was typed and shows the server message when the login fails', async () => {
    jest.mocked(login).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 401,
        message: 'These credentials do not match our records.',
      }),
    );
    void ask();
    await screen.findByRole('dialog');
    type('Email', 'ada@jara.test');
    type('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'These credentials do not match our records.',
    );
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@jara.test');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('asks for the required fields before sending anything', async () => {
    void ask();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email.')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('answers false when the customer closes the modal, to every request waiting', async () => {
    const first = ask();
    const second = ask();
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
  });

  it('answers at once when the customer is already signed in', async () => {
    sessionStore.getState().signIn('tok', 7, ada);
    await expect(ask()).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('creates an account in the current country', async () => {
    jest.mocked(register).mockResolvedValue({ access_token: 'new', customer: ada });
    const outcome = ask();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    type('Full name', 'Ada Obi');
    type('Email', 'ada@jara.test');
    type('Phone number', '0801');
    type('Password', 'Password123!');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    await expect(outcome).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ada@jara.test', domicile_location: 'NG' }),
    );
    expect(sessionStore.getState().token).toBe('new');
  });

  it('resets a forgotten password with a pass code, then offers sign-in again', async () => {
    jest.mocked(createPasscode).mockResolvedValue(null);
    jest.mocked(resetPassword).mockResolvedValue(null);
    void ask();
    await screen.findByRole('dialog');
    type('Email', 'ada@jara.test');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send pass code' }));
    expect(await screen.findByText('We sent a pass code to ada@jara.test.')).toBeTruthy();
    type('Pass code', '123456');
    type('New password', 'NewPassword1!');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Your password is changed. Sign in with the new one.'),
    ).toBeTruthy();
    expect(createPasscode).toHaveBeenCalledWith('ada@jara.test');
    expect(resetPassword).toHaveBeenCalledWith({
      email: 'ada@jara.test',
      passcode: '123456',
      password: 'NewPassword1!',
    });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@jara.test');
  });

  it('signs in to the cleaning plan site in the plan variant', async () => {
    jest.mocked(planLogin).mockResolvedValue({
      access_token: 'plan-tok',
      customer: { id: 9, name: 'Ada', email: 'a', phone: '' },
    });
    const outcome = ask('plan');
    expect(await screen.findByText('Cleaning plan sign in')).toBeTruthy();
    type('Email', 'ada@jara.test');
    type('Password', 'Password123!');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await expect(outcome).resolves.toBe(true);
    expect(sessionStore.getState()).toMatchObject({
      planToken: 'plan-tok',
      planCustomerId: 9,
      token: null,
    });
  });
});
