/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UNKNOWN_PROBLEM } from '@jara/forms/apply-api-errors';
import { providerPage } from '@jara/testing/provider-page';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aWallet } from '@jara/testing/builders/wallet';
import { expectRefused } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { bodyOf } from '@jara/testing/sent-requests';
import { FundWalletForm } from './fund-wallet-form';

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const FUND = 'POST /wallet/fund';
const LIMITS = 'Enter an amount between ₦100 and ₦1,000,000.';
const amountField = () => screen.getByRole('textbox', { name: /Amount/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
/** The top-ups the form asked the server for, in order. */
const fundsSent = () => Promise.all(api.sent(FUND).map(bodyOf));

beforeEach(() => {
  window.history.replaceState(null, '', '/wallet?reference=OLD&status=success');
});

describe('FundWalletForm', () => {
  it('starts a top-up that comes back to this screen, then leaves for the provider', async () => {
    api.answer(FUND, { reference: 'PAY-1', authorization_url: providerPage('PAY-1') });
    render(<FundWalletForm wallet={aWallet()} />);
    fireEvent.change(amountField(), { target: { value: '5,000' } });
    submit();
    await waitFor(() => expect(window.location.href).toBe(providerPage('PAY-1')));
    expect(await fundsSent()).toEqual([
      { amount: 5000, return_url: `${window.location.origin}/wallet` },
    ]);
  });

  it('asks for one top-up however often Continue is pressed while it is asked for', async () => {
    api.break(FUND, 'hang');
    render(<FundWalletForm wallet={aWallet()} />);
    fireEvent.change(amountField(), { target: { value: '5,000' } });
    submit();
    submit();
    await waitFor(() => expect(api.sent(FUND)).toHaveLength(1));
    submit();
    // A second request would be on its way by the time the first one's is seen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await fundsSent()).toEqual([{ amount: 5000, return_url: expect.any(String) }]);
  });

  it('fills the amount from a quick amount', async () => {
    api.answer(FUND, { reference: 'PAY-1', authorization_url: providerPage('PAY-1') });
    render(<FundWalletForm wallet={aWallet()} />);
    expect(screen.getAllByRole('button', { name: /^₦/ }).map((chip) => chip.textContent)).toEqual([
      '₦1,000',
      '₦2,000',
      '₦5,000',
      '₦10,000',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '₦5,000' }));
    expect((amountField() as HTMLInputElement).value).toBe('5000');
    submit();
    await waitFor(() => expect(api.sent(FUND)).toHaveLength(1));
    expect(await fundsSent()).toEqual([{ amount: 5000, return_url: expect.any(String) }]);
  });

  it.each(['', '50', '2000000', '12.5'])(
    'refuses %p, naming the limits, and asks the server nothing',
    async (typed) => {
      render(<FundWalletForm wallet={aWallet()} />);
      fireEvent.change(amountField(), { target: { value: typed } });
      submit();
      expect(await screen.findByText(LIMITS)).toBeTruthy();
      expect(amountField().getAttribute('aria-invalid')).toBe('true');
      expect(api.sent(FUND)).toHaveLength(0);
    },
  );

  // The e2e hostile-wallet-vouchers spec keeps two of these strings: here the field takes them all.
  it.each(HOSTILE_STRINGS)(
    'refuses $name as an amount, naming the limits, and asks the server nothing',
    async ({ text }) => {
      render(<FundWalletForm wallet={aWallet()} />);
      fireEvent.change(amountField(), { target: { value: text } });
      submit();
      await waitFor(() => expectRefused(amountField(), LIMITS));
      expect(api.sent(FUND)).toHaveLength(0);
      expect(window.location.hash).toBe('');
    },
  );

  it('shows the server’s message about the amount at the field', async () => {
    const message = 'You can fund between ₦100 and ₦1,000,000 at a time.';
    api.refuse(FUND, 422, message, { amount: [message] });
    render(<FundWalletForm wallet={aWallet()} />);
    fireEvent.change(amountField(), { target: { value: '5000' } });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(amountField().getAttribute('aria-describedby')).toContain('error');
    expect(window.location.hash).toBe('');
  });

  it('follows no provider address but http(s)', async () => {
    api.answer(FUND, { reference: 'PAY-1', authorization_url: 'javascript:alert(1)' });
    render(<FundWalletForm wallet={aWallet()} />);
    fireEvent.change(amountField(), { target: { value: '5000' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(UNKNOWN_PROBLEM);
    expect(window.location.hash).toBe('');
  });

  it('offers the amount of a top-up that did not go through, focused', async () => {
    render(<FundWalletForm wallet={aWallet()} retryAmount={5000} />);
    expect((amountField() as HTMLInputElement).value).toBe('5000');
    await waitFor(() => expect(document.activeElement).toBe(amountField()));
  });
});
