/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aWallet } from '@jara/testing/builders/wallet';
import { aPage } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWallet } from '../../testing/render-wallet';
import { aTransaction } from './wallet-test-data';
import { SIGN_IN_FOR_WALLET } from './wallet-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const props = makeParcelProps();
const WALLET = 'GET /wallet';
const TRANSACTIONS = 'GET /wallet/transactions';
const debit = aTransaction({
  uuid: 'tx-2',
  type: 'debit',
  amount: 6_500,
  description: 'Payment for order JR-MPK001',
  reference: 'WT-ORDER1',
});

beforeEach(() => {
  props.requestLogin.mockClear();
  jest.mocked(useParcelProps).mockReturnValue(props);
  api.answer(WALLET, aWallet({ balance: 25_000 }));
  api.answer(TRANSACTIONS, aPage([aTransaction(), debit]));
});

describe('WalletScreen', () => {
  it('shows skeletons, then the balance and each movement in words and with a sign', async () => {
    renderWallet();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading your wallet',
      'Loading your transactions',
    ]);
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₦25,000');
    const rows = await screen.findAllByTestId('wallet-transaction');
    expect(rows[0]!.textContent).toContain('Wallet top-up by card');
    expect(rows[0]!.textContent).toContain('Ref. WT-TOPUP2');
    expect(rows[0]!.textContent).toContain('Credit+₦10,000');
    expect(rows[0]!.textContent).toContain('18 Nov 2026');
    expect(rows[1]!.textContent).toContain('Debit−₦6,500');
  });

  it('writes a Kenyan wallet in shillings', async () => {
    jest.mocked(useParcelProps).mockReturnValue({ ...props, country: 'KE' });
    api.answer(
      WALLET,
      aWallet({ balance: 3_000, currency: 'KES', funding_min: 10, funding_max: 150_000 }),
    );
    api.answer(TRANSACTIONS, aPage([aTransaction({ amount: 3_000, currency: 'KES' })]));
    renderWallet();
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('KSh 3,000');
    expect((await screen.findByTestId('wallet-transaction')).textContent).toContain('+KSh 3,000');
    expect(screen.getByRole('button', { name: 'KSh 100' })).toBeTruthy();
    const hint = screen.getByText(/^You can add between/).textContent;
    expect(hint).toBe('You can add between KSh\u00a010 and KSh\u00a0150,000 at a time.');
  });

  it('says when there are no transactions yet', async () => {
    api.answer(TRANSACTIONS, aPage([]));
    renderWallet();
    expect(await screen.findByText(/No transactions yet/)).toBeTruthy();
  });

  it('shows hostile text from the data as text', async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(1)</script>';
    api.answer(TRANSACTIONS, aPage([aTransaction({ description: hostile, reference: hostile })]));
    const { container } = renderWallet();
    const row = await screen.findByTestId('wallet-transaction');
    expect(row.textContent).toContain(hostile);
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('offers a retry when the wallet does not load', async () => {
    api.drop(WALLET);
    renderWallet();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your wallet.');
    api.answer(WALLET, aWallet({ balance: 25_000 }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₦25,000');
  });

  it('offers a retry when the transactions do not load', async () => {
    api.drop(TRANSACTIONS);
    renderWallet();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your transactions.');
    api.answer(TRANSACTIONS, aPage([aTransaction()]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-transaction')).toBeTruthy();
  });

  it('shows more a page at a time; a failed page keeps the rows and is offered again', async () => {
    const second = aTransaction({ uuid: 'tx-3', reference: 'WT-OLDER' });
    api.answer(TRANSACTIONS, aPage([aTransaction()], { page: 1, last_page: 2, total: 2 }));
    renderWallet();
    const more = await screen.findByRole('button', { name: 'Show more' });
    api.drop(TRANSACTIONS);
    fireEvent.click(more);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load more transactions.');
    expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(1);
    const last = new URL(api.sent(TRANSACTIONS).at(-1)!.url);
    expect(last.searchParams.get('page')).toBe('2');
    api.answer(TRANSACTIONS, aPage([second], { page: 2, last_page: 2, total: 2 }));

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('asks a visitor to sign in, and asks the API nothing', () => {
    const { client } = renderWallet('/wallet', { signedIn: false });
    expect(props.requestLogin).toHaveBeenCalledWith('customer', SIGN_IN_FOR_WALLET);
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    // Nothing on its way: a read counts as fetching at once, before its request leaves.
    expect(client.isFetching()).toBe(0);
    expect(api.sent(WALLET)).toHaveLength(0);
    expect(api.sent(TRANSACTIONS)).toHaveLength(0);
  });
});
