import type { Customer } from '@jara/contracts/entities';
import type { PlanAuthResult } from '@jara/contracts/plans';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sandbox.stop());

describe('login and register', () => {
  it('logs the demo customer in with a bearer token', async () => {
    const result = await t.call<Customer & { access_token: string }>('POST', '/login', {
      body: { email: DEMO_CUSTOMER.email, password: DEMO_PASSWORD },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'success', message: 'Welcome back, Ada!' });
    const data = t.data(result);
    expect(data).toMatchObject({
      id: DEMO_CUSTOMER.id,
      name: 'Ada Okafor',
      domicile_location: 'NG',
    });
    const profile = await t.call<Customer>('GET', '/account/profile', { token: data.access_token });
    expect(t.data(profile).email).toBe(DEMO_CUSTOMER.email);
  });

  it('refuses wrong credentials with a 422 the site can show, not a 401', async () => {
    const result = await t.call('POST', '/login', {
      body: { email: DEMO_CUSTOMER.email, password: 'nope-nope' },
    });
    expect(result.status).toBe(422);
    expect(result.body).toEqual({
      status: 'error',
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('registers a customer whose token works at once', async () => {
    const result = await t.call<{ access_token: string; customer: Customer }>('POST', '/register', {
      body: {
        name: 'Kemi Adeyemi',
        email: 'kemi@example.com',
        phone: '+2348000000001',
        password: 'longenough',
      },
    });
    expect(result.status).toBe(200);
    const { access_token, customer } = t.data(result);
    expect(customer).toMatchObject({ name: 'Kemi Adeyemi', domicile_location: 'NG' });
    expect(
      t.data(await t.call<Customer>('GET', '/account/profile', { token: access_token })).id,
    ).toBe(customer.id);
    const again = await t.call('POST', '/register', {
      body: {
        name: 'Kemi Two',
        email: 'KEMI@example.com',
        phone: '+2348000000002',
        password: 'longenough',
      },
    });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
  });

  it('answers 401 for protected calls without a valid token', async () => {
    for (const token of [null, 'not-a-token']) {
      const result = await t.call('GET', '/account/profile', { token });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({
        status: 'error',
        message: 'You are not signed in. Please log in and try again.',
      });
    }
  });
});

describe('password reset through a pass code', () => {
  const email = 'reset-me@example.com';
  beforeAll(async () => {
    await t.call('POST', '/register', {
      body: { name: 'Reset Me', email, phone: '+2348000000003', password: 'original-pass' },
    });
  });

  it('issues a pass code, exposes it on the control endpoint and resets the password', async () => {
    const created = await t.call('POST', '/password/createpasscode', { body: { email } });
    expect(created.body.message).toBe(
      `If ${email} has a Jara account, a pass code is on its way to it.`,
    );
    const code = t.data(
      await t.control<{ passcode: string }>('GET', `/__sandbox/passcodes?email=${email}`),
    ).passcode;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await t.call('POST', '/password/reset', {
      body: { email, passcode: wrong, password: 'brand-new-pass' },
    });
    expect(refused.status).toBe(422);
    expect(
      (await t.call('POST', '/login', { body: { email, password: 'original-pass' } })).status,
    ).toBe(200);
    const reset = await t.call('POST', '/password/reset', {
      body: { email, passcode: code, password: 'brand-new-pass' },
    });
    expect(reset.status).toBe(200);
    expect(
      (await t.call('POST', '/login', { body: { email, password: 'brand-new-pass' } })).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/password/reset', {
          body: { email, passcode: code, password: 'x-another-one' },
        })
      ).status,
    ).toBe(422);
  });

  it('answers the same for an unknown email and issues no code', async () => {
    const result = await t.call('POST', '/password/createpasscode', {
      body: { email: 'ghost@example.com' },
    });
    expect(result.status).toBe(200);
    expect((await t.control('GET', '/__sandbox/passcodes?email=ghost@example.com')).status).toBe(
      404,
    );
  });

  it('withdraws the code after five wrong guesses', async () => {
    await t.call('POST', '/password/createpasscode', { body: { email } });
    const code = t.data(
      await t.control<{ passcode: string }>('GET', `/__sandbox/passcodes?email=${email}`),
    ).passcode;
    const wrong = code === '123456' ? '654321' : '123456';
    const replies = [];
    for (let i = 0; i < 5; i += 1) {
      replies.push(
        await t.call('POST', '/password/reset', {
          body: { email, passcode: wrong, password: 'another-pass' },
        }),
      );
    }
    expect(replies[4]?.body.message).toBe('Too many wrong pass codes. Request a new one.');
    const late = await t.call('POST', '/password/reset', {
      body: { email, passcode: code, password: 'another-pass' },
    });
    expect(late.status).toBe(422);
  });
});

describe('profile, password and account deletion', () => {
  let token: string;
  beforeAll(async () => {
    const result = await t.call<{ access_token: string }>('POST', '/register', {
      body: {
        name: 'Tobi Bello',
        email: 'tobi@example.com',
        phone: '+2348000000004',
        password: 'tobi-password',
      },
    });
    token = t.data(result).access_token;
  });

  it('updates the profile and refuses an empty update', async () => {
    const updated = await t.call<Customer>('POST', '/account/profile', {
      token,
      body: { name: 'Tobi B. Bello' },
    });
    expect(updated.body.message).toBe('Your profile has been updated.');
    expect(t.data(updated).name).toBe('Tobi B. Bello');
    expect((await t.call('POST', '/account/profile', { token, body: {} })).status).toBe(422);
    const taken = await t.call('POST', '/account/profile', {
      token,
      body: { email: DEMO_CUSTOMER.email },
    });
    expect(taken.status).toBe(422);
  });

  it('changes the password only with the current one', async () => {
    const wrong = await t.call('PUT', '/account/change_password', {
      token,
      body: { current_password: 'nope', password: 'tobi-new-password' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      errors: { current_password: ['The password is incorrect.'] },
    });
    const changed = await t.call('PUT', '/account/change_password', {
      token,
      body: { current_password: 'tobi-password', password: 'tobi-new-password' },
    });
    expect(changed.body.message).toBe('Your password has been changed.');
  });

  it('deletes the account with the password, after which the token is dead', async () => {
    expect(
      (await t.call('DELETE', '/account/delete', { token, body: { password: 'wrong' } })).status,
    ).toBe(422);
    const deleted = await t.call('DELETE', '/account/delete', {
      token,
      body: { password: 'tobi-new-password' },
    });
    expect(deleted.body).toEqual({
      status: 'success',
      message: 'Your account has been deleted.',
      data: null,
    });
    expect((await t.call('GET', '/account/profile', { token })).status).toBe(401);
    expect(
      (
        await t.call('POST', '/login', {
          body: { email: 'tobi@example.com', password: 'tobi-new-password' },
        })
      ).status,
    ).toBe(422);
  });
});

describe('a new password ends every other session', () => {
  const email = 'two-devices@example.com';
  const login = async (password: string) =>
    t.data(await t.call<{ access_token: string }>('POST', '/login', { body: { email, password } }))
      .access_token;
  const plansLogin = async (password: string) =>
    t.data(
      await t.plans<PlanAuthResult>('POST', 'v3/website/login', { body: { email, password } }),
    );
  const profileStatus = async (token: string) =>
    (await t.call('GET', '/account/profile', { token })).status;
  const plansStatus = async (plans: PlanAuthResult) =>
    (
      await t.plans('GET', `v3/website/onboarding/${plans.customer.id}/subscriptions`, {
        token: plans.access_token,
      })
    ).status;

  beforeAll(async () => {
    await t.call('POST', '/register', {
      body: { name: 'Two Devices', email, phone: '+2348000000005', password: 'first-password' },
    });
  });

  it("keeps the token that changed it and revokes the other devices' tokens", async () => {
    const phone = await login('first-password');
    const laptop = await login('first-password');
    const plans = await plansLogin('first-password');
    const changed = await t.call('PUT', '/account/change_password', {
      token: phone,
      body: { current_password: 'first-password', password: 'second-password' },
    });
    expect(changed.status).toBe(200);
    expect(await profileStatus(phone)).toBe(200);
    expect(await profileStatus(laptop)).toBe(401);
    expect(await plansStatus(plans)).toBe(401);
  });

  it('revokes nothing when the change is refused', async () => {
    const phone = await login('second-password');
    const laptop = await login('second-password');
    const refused = await t.call('PUT', '/account/change_password', {
      token: phone,
      body: { current_password: 'not-it', password: 'third-password' },
    });
    expect(refused.status).toBe(422);
    expect(await profileStatus(laptop)).toBe(200);
  });

  it('revokes every token, main and plans, when the password is reset', async () => {
    const phone = await login('second-password');
    const plans = await plansLogin('second-password');
    await t.call('POST', '/password/createpasscode', { body: { email } });
    const { passcode } = t.data(
      await t.control<{ passcode: string }>('GET', `/__sandbox/passcodes?email=${email}`),
    );
    const reset = await t.call('POST', '/password/reset', {
      body: { email, passcode, password: 'reset-password' },
    });
    expect(reset.status).toBe(200);
    expect(await profileStatus(phone)).toBe(401);
    expect(await plansStatus(plans)).toBe(401);
    expect(await profileStatus(await login('reset-password'))).toBe(200);
  });
});
