import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import { requestLogin } from '@jara/bus/login-request';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCustomer } from '@jara/testing/builders/customer';
import { AuthModalHost } from './auth-modal-host';

const api = setUpApiDouble();
const ada = aCustomer({ name: 'Ada Obi', phone: '0801' });

/** The body of the one request sent to `key`. */
async function sentBody(key: Parameters<typeof api.sent>[0]) {
  const [request] = api.sent(key);
  return request?.json();
}

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
    render(<AuthModalHost />);
  });

  it('opens for any bundle, signs the customer in, and lets the waiting action continue', async () => {
    api.answer('POST /login', { ...ada, access_token: 'tok' });
    const loggedIn = jest.fn();
    const off = bus.on('auth:logged-in', loggedIn);
    const outcome = ask('customer', 'Sign in to add to your cart');

    expect(await screen.findByText('Sign in to add to your cart')).toBeTruthy();
    type('Email', ' ada@jara.test ');
    type('Password', 'Password123!');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

    await expect(outcome).resolves.toBe(true);
    expect(await sentBody('POST /login')).toEqual({
      email: 'ada@jara.test',
      password: 'Password123!',
    });
    expect(sessionStore.getState()).toMatchObject({ token: 'tok', customerId: 7, customer: ada });
    expect(loggedIn).toHaveBeenCalledWith({ customerId: 7, via: 'login' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    off();
  });

  it('keeps what was typed and shows the server message when the login fails', async () => {
    api.refuse('POST /login', 401, 'These credentials do not match our records.');
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
    expect(api.sent('POST /login')).toHaveLength(0);
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
    api.answer('POST /register', { access_token: 'new', customer: ada });
    const outcome = ask();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    type('Full name', 'Ada Obi');
    type('Email', 'ada@jara.test');
    type('Phone number', '0801');
    type('Password', 'Password123!');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    await expect(outcome).resolves.toBe(true);
    expect(await sentBody('POST /register')).toMatchObject({
      email: 'ada@jara.test',
      domicile_location: 'NG',
    });
    expect(sessionStore.getState().token).toBe('new');
  });

  it('resets a forgotten password with a pass code, then offers sign-in again', async () => {
    api.answer('POST /password/createpasscode', null);
    api.answer('POST /password/reset', null);
    void ask();
    await screen.findByRole('dialog');
    type('Email', 'ada@jara.test');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send pass code' }));
    expect(await screen.findByText('We sent a pass code to ada@jara.test.')).toBeTruthy();
    type('Pass code', '123456');
    type('New password', 'NewPassword1!');
    type('Repeat the new password', 'NewPassword1!');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Your password is changed. Sign in with the new one.'),
    ).toBeTruthy();
    expect(await sentBody('POST /password/createpasscode')).toEqual({ email: 'ada@jara.test' });
    expect(await sentBody('POST /password/reset')).toEqual({
      email: 'ada@jara.test',
      passcode: '123456',
      password: 'NewPassword1!',
    });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@jara.test');
  });

  it('signs in to the plan site in the plan variant', async () => {
    api.answerPlans('POST v3/website/login', {
      access_token: 'plan-tok',
      customer: { id: 9, name: 'Ada', email: 'a', phone: '' },
    });
    const outcome = ask('plan');
    expect(
      await screen.findByRole('dialog', { name: 'Sign in to your plan account' }),
    ).toBeTruthy();
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

  it('names the plan mode it is in, clears the last answer when switching, and fills in who is signed in', async () => {
    sessionStore.getState().signIn('tok', 7, {
      id: 7,
      name: 'Ada Obi',
      email: 'ada@jara.test',
      phone: '+2348011111111',
      domicile_location: 'NG',
    });
    api.refusePlans('POST v3/website/login', 422, 'These credentials do not match our records.', {
      email: ['These credentials do not match our records.'],
    });
    void ask('plan', 'Sign in to pay for your laundry plan');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to your plan account' });
    expect(dialog.textContent).toContain('Sign in to pay for your laundry plan');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@jara.test');
    type('Password', 'wrong-one');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New here? Create a plan account' }));
    expect(screen.getByRole('dialog', { name: 'Create your plan account' })).toBeTruthy();
    expect(screen.queryByText('These credentials do not match our records.')).toBeNull();
    expect(screen.queryByText('Sign in to pay for your laundry plan')).toBeNull();
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Ada Obi');
    expect((screen.getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe(
      '+2348011111111',
    );
  });
});
