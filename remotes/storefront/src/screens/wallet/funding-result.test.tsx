import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { verifyPayment } from '@jara/api/payments';
import { getWallet, getWalletTransactions } from '@jara/api/wallet';
import { useParcelProps } from '@jara/parcel/parcel';
import { aPage } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { currentAddress } from '../../testing/render-at-address';
import { renderWallet } from '../../testing/render-wallet';
import { PENDING_CHECKS, PENDING_RECHECK_MS } from './use-funding-return';
import { aTopUpCheck, aTransaction, aWallet } from './wallet-test-data';

jest.mock('@jara/api/wallet');
jest.mock('@jara/api/payments');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const BACK = '/wallet?reference=PAY-123&status=success';
const result = () => screen.findByTestId('funding-result');
const amountField = () => screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  jest.mocked(getWallet).mockResolvedValue(aWallet());
  jest.mocked(getWalletTransactions).mockResolvedValue(aPage([aTransaction()]));
});

describe('the wallet back from the provider', () => {
  it('says a verified top-up was added, shows the new balance and row, and leaves the address', async () => {
    const topUp = aTransaction({ uuid: 'tx-new', amount: 5_000, reference: 'PAY-123' });
    let credited = false;
    jest
      .mocked(getWallet)
      .mockImplementation(async () => aWallet({ balance: credited ? 30_000 : 25_000 }));
    jest
      .mocked(getWalletTransactions)
      .mockImplementation(async () => aPage(credited ? [topUp, aTransaction()] : [aTransaction()]));
    jest.mocked(verifyPayment).mockImplementation(async () => {
      credited = true;
      return aTopUpCheck();
    });
    renderWallet(BACK);

    const message = await result();
    expect(message.getAttribute('role')).toBe('status');
    expect(message.textContent).toContain('₦5,000 was added to your wallet');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: /was added/ })),
    );
    expect(verifyPayment).toHaveBeenCalledWith('PAY-123', expect.anything());
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('₦30,000'));
    await waitFor(() =>
      expect(screen.getAllByTestId('wallet-transaction')[0]!.textContent).toContain('PAY-123'),
    );
    expect(currentAddress()).toBe('/wallet');
  });

  it('believes the server, not the address: a declined card says why and credits nothing', async () => {
    jest
      .mocked(verifyPayment)
      .mockResolvedValue(aTopUpCheck({ status: 'failed', failure_reason: 'Insufficient funds' }));
    renderWallet(BACK);
    const message = await result();
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.textContent).toContain(
      'Your top-up of ₦5,000 did not go through: Insufficient funds',
    );
    expect(message.textContent).toContain('Nothing was added to your wallet.');
    await waitFor(() => expect(currentAddress()).toBe('/wallet'));
    expect(getWallet).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByTestId('funding-result')).toBeNull();
    expect(amountField().value).toBe('5000');
    await waitFor(() => expect(document.activeElement).toBe(amountField()));
  });

  it('says a cancelled top-up was cancelled', async () => {
    jest.mocked(verifyPayment).mockResolvedValue(aTopUpCheck({ status: 'cancelled' }));
    renderWallet(BACK);
    expect((await result()).textContent).toContain('Your top-up of ₦5,000 was cancelled');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('checks a pending top-up again a few times, then lets the customer ask', async () => {
    jest.useFakeTimers();
    try {
      jest.mocked(verifyPayment).mockResolvedValue(aTopUpCheck({ status: 'pending' }));
      renderWallet(BACK);
      expect((await result()).textContent).toContain('Your top-up of ₦5,000 is being confirmed');
      expect(screen.getByText('Checking with the payment provider')).toBeTruthy();
      for (let check = 1; check < PENDING_CHECKS; check += 1) {
        await act(() => jest.advanceTimersByTimeAsync(PENDING_RECHECK_MS));
      }
      expect(verifyPayment).toHaveBeenCalledTimes(PENDING_CHECKS);
      await act(() => jest.advanceTimersByTimeAsync(PENDING_RECHECK_MS * 3));
      expect(verifyPayment).toHaveBeenCalledTimes(PENDING_CHECKS);
      expect(currentAddress()).toBe(BACK);

      jest.mocked(verifyPayment).mockResolvedValue(aTopUpCheck());
      fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect((await result()).textContent).toContain('₦5,000 was added to your wallet');
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers to check again when the check itself fails', async () => {
    jest
      .mocked(verifyPayment)
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline' }))
      .mockResolvedValue(aTopUpCheck());
    renderWallet(BACK);
    expect((await result()).textContent).toContain('We could not check your top-up');
    expect(currentAddress()).toBe(BACK);
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(async () =>
      expect((await result()).textContent).toContain('₦5,000 was added to your wallet'),
    );
  });

  it('says nothing about a payment that is not a top-up', async () => {
    jest.mocked(verifyPayment).mockResolvedValue(aTopUpCheck({ purpose: 'order' }));
    renderWallet(BACK);
    await waitFor(() => expect(currentAddress()).toBe('/wallet'));
    expect(screen.queryByTestId('funding-result')).toBeNull();
    expect(getWallet).toHaveBeenCalledTimes(1);
  });

  it('shows a hostile reference as text', async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(1)</script>';
    jest
      .mocked(verifyPayment)
      .mockResolvedValue(aTopUpCheck({ status: 'pending', reference: hostile }));
    const { container } = renderWallet(`/wallet?reference=${encodeURIComponent(hostile)}`);
    expect((await result()).textContent).toContain(`Ref. ${hostile}`);
    expect(verifyPayment).toHaveBeenCalledWith(hostile, expect.anything());
    expect(container.querySelector('img, script')).toBeNull();
  });
});
