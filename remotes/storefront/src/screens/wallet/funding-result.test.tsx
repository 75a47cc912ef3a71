/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aTopUpCheck, aVerification } from '@jara/testing/builders/payment';
import { aWallet } from '@jara/testing/builders/wallet';
import { aPage } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { currentAddress } from '../../testing/render-at-address';
import { renderWallet } from '../../testing/render-wallet';
import { PENDING_CHECKS, PENDING_RECHECK_MS } from './use-funding-return';
import { aTransaction } from './wallet-test-data';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const VERIFY = 'GET /payments/{reference}/verify';
/** The references the screen asked the server to check, in order. */
const checksSent = () =>
  api
    .sent(VERIFY)
    .map((request) => decodeURIComponent(new URL(request.url).pathname.split('/').at(-2)!));

const BACK = '/wallet?reference=PAY-123&status=success';
const result = () => screen.findByTestId('funding-result');
const amountField = () => screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  api.answer('GET /wallet', aWallet());
  api.answer('GET /wallet/transactions', aPage([aTransaction()]));
});

describe('the wallet back from the provider', () => {
  it('says a verified top-up was added, shows the new balance and row, and leaves the address', async () => {
    const topUp = aTransaction({ uuid: 'tx-new', amount: 5_000, reference: 'PAY-123' });
    api.answer(VERIFY, aTopUpCheck());
    // The server credits the wallet as it checks the top-up: reads from then on see the credit.
    const credit = ({ request }: { request: Request }) => {
      if (!new URL(request.url).pathname.endsWith('/verify')) return;
      api.answer('GET /wallet', aWallet({ balance: 30_000 }));
      api.answer('GET /wallet/transactions', aPage([topUp, aTransaction()]));
    };
    api.server.events.on('request:start', credit);
    renderWallet(BACK);

    const message = await result();
    expect(message.getAttribute('role')).toBe('status');
    expect(message.textContent).toContain('₦5,000 was added to your wallet');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: /was added/ })),
    );
    expect(checksSent()).toEqual(['PAY-123']);
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('₦30,000'));
    await waitFor(() =>
      expect(screen.getAllByTestId('wallet-transaction')[0]!.textContent).toContain('PAY-123'),
    );
    expect(currentAddress()).toBe('/wallet');
    api.server.events.removeListener('request:start', credit);
  });

  it('believes the server, not the address: a declined card says why and credits nothing', async () => {
    api.answer(VERIFY, aTopUpCheck({ status: 'failed', failure_reason: 'Insufficient funds' }));
    renderWallet(BACK);
    const message = await result();
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.textContent).toContain(
      'Your top-up of ₦5,000 did not go through: Insufficient funds',
    );
    expect(message.textContent).toContain('Nothing was added to your wallet.');
    await waitFor(() => expect(currentAddress()).toBe('/wallet'));
    expect(api.sent('GET /wallet')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByTestId('funding-result')).toBeNull();
    expect(amountField().value).toBe('5000');
    await waitFor(() => expect(document.activeElement).toBe(amountField()));
  });

  it('says a cancelled top-up was cancelled', async () => {
    api.answer(VERIFY, aTopUpCheck({ status: 'cancelled' }));
    renderWallet(BACK);
    expect((await result()).textContent).toContain('Your top-up of ₦5,000 was cancelled');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('checks a pending top-up again a few times, then lets the customer ask', async () => {
    jest.useFakeTimers();
    try {
      api.answer(VERIFY, aTopUpCheck({ status: 'pending' }));
      renderWallet(BACK);
      expect((await result()).textContent).toContain('Your top-up of ₦5,000 is being confirmed');
      expect(screen.getByText('Checking with the payment provider')).toBeTruthy();
      for (let check = 1; check < PENDING_CHECKS; check += 1) {
        await act(() => jest.advanceTimersByTimeAsync(PENDING_RECHECK_MS));
      }
      expect(api.sent(VERIFY)).toHaveLength(PENDING_CHECKS);
      await act(() => jest.advanceTimersByTimeAsync(PENDING_RECHECK_MS * 3));
      expect(api.sent(VERIFY)).toHaveLength(PENDING_CHECKS);
      expect(currentAddress()).toBe(BACK);

      api.answer(VERIFY, aTopUpCheck());
      fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect((await result()).textContent).toContain('₦5,000 was added to your wallet');
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers to check again when the check itself fails', async () => {
    api.drop(VERIFY);
    renderWallet(BACK);
    expect((await result()).textContent).toContain('We could not check your top-up');
    expect(currentAddress()).toBe(BACK);
    api.answer(VERIFY, aTopUpCheck());
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(async () =>
      expect((await result()).textContent).toContain('₦5,000 was added to your wallet'),
    );
  });

  it('says nothing about a payment that is not a top-up', async () => {
    api.answer(VERIFY, aVerification());
    renderWallet(BACK);
    await waitFor(() => expect(currentAddress()).toBe('/wallet'));
    expect(screen.queryByTestId('funding-result')).toBeNull();
    expect(api.sent('GET /wallet')).toHaveLength(1);
  });

  it('shows a hostile reference as text', async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(1)</script>';
    api.answer(VERIFY, aTopUpCheck({ status: 'pending', reference: hostile }));
    const { container } = renderWallet(`/wallet?reference=${encodeURIComponent(hostile)}`);
    expect((await result()).textContent).toContain(`Ref. ${hostile}`);
    expect(checksSent()).toEqual([hostile]);
    expect(container.querySelector('img, script')).toBeNull();
  });
});
