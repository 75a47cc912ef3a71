/**
 * The referral landing (issue 39, item 4) through the real client against the network double:
 * the invitation explained with the sandbox's amounts, the account created with the code, an
 * unknown or hostile code said as text while the account can still be made.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReferralInvite } from '@jara/contracts/entities';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCustomer } from '@jara/testing/builders/customer';
import { expectNothingRan, expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { renderWithQuery } from '@jara/testing/render-with-query';
import SignupPage from './signup-page';

const api = setUpApiDouble();
const INVITE = 'GET /referrals/invites/{code}';
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);

const anInvite = (overrides: Partial<ReferralInvite> = {}): ReferralInvite => ({
  code: 'ADA-JARA-7K2',
  referrer_name: 'Ada',
  reward: 1500,
  currency: 'NGN',
  referrer_reward: 1500,
  referrer_country: 'NG',
  ...overrides,
});

beforeEach(() => {
  sessionStore.getState().clear();
  locationStore.getState().setCountry('NG');
});

const open = (ref: string) =>
  renderWithQuery(
    <MemoryRouter initialEntries={[`/signup?ref=${encodeURIComponent(ref)}`]}>
      <SignupPage />
    </MemoryRouter>,
  );

function fillAccount() {
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill(/^Full name/, 'Femi Lawal');
  fill(/^Email/, 'femi@example.com');
  fill(/^Phone number/, '+2348031110000');
  fill(/^Password/, 'Password-2026');
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

const registered = (customer = aCustomer({ name: 'Femi Lawal' })) => ({
  access_token: 'new-token',
  customer,
});

describe('the referral landing', () => {
  it('explains the invitation, creates the account with the code and signs the friend in', async () => {
    api.answer(INVITE, anInvite());
    api.answer('POST /register', registered());
    open('ADA-JARA-7K2');
    expect(screen.getByText('Loading your invitation')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada invited you to Jara' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Create your account with Ada's invitation: you both get ₦1,500 in your Jara wallets once your first order is paid.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Invitation code ADA-JARA-7K2 is applied to your new account'),
    ).toBeTruthy();
    expect(api.sent(INVITE)[0]?.url).toMatch(/\/referrals\/invites\/ADA-JARA-7K2$/);

    fillAccount();
    const welcome = await screen.findByRole('status');
    expect(welcome.textContent).toContain('Welcome to Jara, Femi! You are signed in.');
    expect(welcome.textContent).toContain(
      "Your ₦1,500 from Ada's invitation lands in your wallet once your first order is paid.",
    );
    const [request] = api.sent('POST /register');
    expect(await request!.json()).toMatchObject({
      email: 'femi@example.com',
      domicile_location: 'NG',
      referral_code: 'ADA-JARA-7K2',
    });
    expect(sessionStore.getState().token).toBe('new-token');
  });

  it("writes a Kenyan visitor's reward in shillings, a Nigerian referrer's in naira, and offers Nigeria", async () => {
    locationStore.getState().setCountry('KE');
    api.answer(INVITE, anInvite({ reward: 150, currency: 'KES' }));
    open('ADA-JARA-7K2');
    expect(
      await screen.findByText(
        "Create your account with Ada's invitation: you get KSh 150 in your Jara wallet and Ada gets ₦1,500 once your first order is paid.",
      ),
    ).toBeTruthy();
    expect(api.sent(INVITE)[0]?.headers.get('location')).toBe('KE');

    api.answer(INVITE, anInvite());
    fireEvent.click(screen.getByRole('button', { name: 'Join in Nigeria' }));
    expect(await screen.findByText(/you both get ₦1,500 in your Jara wallets/)).toBeTruthy();
    expect(locationStore.getState().chosenCountry).toBe('NG');
    expect(api.sent(INVITE)[1]?.headers.get('location')).toBe('NG');
    expect(screen.queryByRole('button', { name: 'Join in Nigeria' })).toBeNull();
  });

  it('says an unknown code is unknown, and creates the account without it', async () => {
    api.refuse(INVITE, 404, 'We could not find this invitation code.');
    api.answer('POST /register', registered());
    open('NOBODY-123');
    expect(
      await screen.findByText(
        'We could not find the invitation code “NOBODY-123”. You can still create your account: ask your friend for their link again to get the reward.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Jara' })).toBeTruthy();
    fillAccount();
    await screen.findByText(/Welcome to Jara, Femi!/);
    const [request] = api.sent('POST /register');
    expect(await request!.json()).not.toHaveProperty('referral_code');
  });

  it.each(HOSTILE_STRINGS)(
    'shows a hostile ref ($name) as text, and asks nothing about it',
    ({ text }) => {
      const { container } = open(text);
      const notice = screen.getByText(/^We could not find the invitation code/);
      expectShownAsText(notice, text.length > 60 ? `${text.slice(0, 60)}…` : text);
      expect(container.querySelector('form')).toBeTruthy();
      expect(api.sent(INVITE)).toHaveLength(0);
    },
  );

  it("shows a hostile referrer's name as text", async () => {
    const name = '<img src=x onerror=alert(1)>';
    api.answer(INVITE, anInvite({ referrer_name: name }));
    open('ADA-JARA-7K2');
    expect(
      await screen.findByRole('heading', { level: 1, name: `${name} invited you to Jara` }),
    ).toBeTruthy();
    expectNothingRan();
  });

  it('keeps the code when the invitation could not load, and loads it again on retry', async () => {
    api.break(INVITE, '500');
    api.answer('POST /register', registered());
    open('ADA-JARA-7K2');
    expect(
      await screen.findByText(
        'We could not load your invitation. Your code is kept: you can create your account now.',
      ),
    ).toBeTruthy();
    api.answer(INVITE, anInvite());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada invited you to Jara' }),
    ).toBeTruthy();
  });

  it("shows the server's refusal of the code, with nobody signed in", async () => {
    const own =
      'This is your own invitation: it is for friends who are new to Jara. Create your account without it.';
    api.answer(INVITE, anInvite());
    api.refuse('POST /register', 422, own, { referral_code: [own] });
    open('ADA-JARA-7K2');
    await screen.findByRole('heading', { level: 1, name: 'Ada invited you to Jara' });
    fillAccount();
    expect(await screen.findByText(own)).toBeTruthy();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('does not ask a signed-in customer to join again', async () => {
    sessionStore.getState().signIn('token', 7, aCustomer({ id: 7 }));
    api.answer(INVITE, anInvite());
    open('ADA-JARA-7K2');
    expect(await screen.findByText(/You are signed in already/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Invite friends' })).toBeTruthy());
  });
});
