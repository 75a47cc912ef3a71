import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { fundWallet } from '@jara/api/wallet';
import { UNKNOWN_PROBLEM } from '@jara/forms/apply-api-errors';
import { expectRefused } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { FundWalletForm } from './fund-wallet-form';
import { goToProviderPage } from '@jara/api/provider-page';
import { aWallet } from './wallet-test-data';

jest.mock('@jara/api/wallet');
jest.mock('@jara/api/provider-page', () => ({
  ...jest.requireActual<object>('@jara/api/provider-page'),
  goToProviderPage: jest.fn(),
}));

const LIMITS = 'Enter an amount between ₦100 and ₦1,000,000.';
const amountField = () => screen.getByRole('textbox', { name: /Amount/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

beforeEach(() => {
  jest.resetAllMocks();
  window.history.replaceState(null, '', '/wallet?reference=OLD&status=success');
});

describe('FundWalletForm', () => {
  it('starts a top-up that comes back to this screen, then leaves for the provider', async () => {
    jest.mocked(fundWallet).mockResolvedValue({
      reference: 'PAY-1',
      authorization_url: 'http://localhost:8081/pay/PAY-1',
    });
    render(<FundWalletForm wallet={aWallet()} />);
    fireEvent.change(amountField(), { target: { value: '5,000' } });
    submit();
    await waitFor(() =>
      expect(goToProviderPage).toHaveBeenCalledWith('http://localhost:8081/pay/PAY-1'),
    );
    expect(fundWallet).toHaveBeenCalledWith(5000, `${window.location.origin}/wallet`);
  });

  it('fills the amount from a quick amount', async () => {
    jest.mocked(fundWallet).mockResolvedValue({ reference: 'PAY-1', authorization_url: '/pay/1' });
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
    await waitFor(() => expect(fundWallet).toHaveBeenCalledWith(5000, expect.any(String)));
  });

  it.each(['', '50', '2000000', '12.5'])(
    'refuses %p, naming the limits, and asks the server nothing',
    async (typed) => {
      render(<FundWalletForm wallet={aWallet()} />);
      fireEvent.change(amountField(), { target: { value: typed } });
      submit();
      expect(await screen.findByText(LIMITS)).toBeTruthy();
      expect(amountField().getAttribute('aria-invalid')).toBe('true');
      expect(fundWallet).not.toHaveBeenCalled();
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
      expect(fundWallet).not.toHaveBeenCalled();
      expect(goToProviderPage).not.toHaveBeenCalled();
    },
  );

  it('shows the server’s message about the amount at the field', async () => {
    const message = 'You can fund between ₦100 and ₦1,000,000 at a time.';
    jest
      .mocked(fundWallet)
      .mockRejectedValue(
        new ApiError({ kind: 'http', status: 422, message, fieldErrors: { amount: [message] } }),
      );
    render(<FundWalletForm wallet={aWallet()} />);
    fireEvent.change(amountField(), { target: { value: '5000' } });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(amountField().getAttribute('aria-describedby')).toContain('error');
    expect(goToProviderPage).not.toHaveBeenCalled();
  });

  it('follows no provider address but http(s)', async () => {
    jest.mocked(fundWallet).mockResolvedValue({
      reference: 'PAY-1',
      authorization_url: 'javascript:alert(1)',
    });
    render(<FundWalletForm wallet={aWallet()} />);
    fireEvent.change(amountField(), { target: { value: '5000' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(UNKNOWN_PROBLEM);
    expect(goToProviderPage).not.toHaveBeenCalled();
  });

  it('offers the amount of a top-up that did not go through, focused', async () => {
    render(<FundWalletForm wallet={aWallet()} retryAmount={5000} />);
    expect((amountField() as HTMLInputElement).value).toBe('5000');
    await waitFor(() => expect(document.activeElement).toBe(amountField()));
  });
});
