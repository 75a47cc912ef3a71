/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The wallet screen when one of its reads breaks at the network (the e2e chaos cases of
 * `GET /wallet` and `GET /wallet/transactions`), through the real API client; the other read
 * is answered, as the sandbox would.
 */
import { Component, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@jara/bus';
import type { ToastKind } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { QueryProvider } from '@jara/query/query-provider';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aWallet } from '@jara/testing/builders/wallet';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aPage } from '../../testing/fixtures';
import { aTransaction } from './wallet-test-data';
import { WalletScreen } from './wallet-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);

/** The parcel's boundary as `createParcel` sets it: a crash renders nothing and goes to the shell. */
class ParcelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidCatch = (error: Error) => void crashes.push(error);
  override render = () => (this.state.failed ? null : this.props.children);
}

let crashes: Error[] = [];
let toasts: { kind: ToastKind; message: string }[] = [];
let stopListening = () => {};

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  sessionStore.getState().signIn('token', 7);
  crashes = [];
  toasts = [];
  stopListening = bus.on('toast:show', (toast) => void toasts.push(toast));
});
afterEach(() => stopListening());

const wallet = (
  <MemoryRouter initialEntries={['/wallet']}>
    <ParcelBoundary>
      <WalletScreen title="Wallet" params={{}} />
    </ParcelBoundary>
  </MemoryRouter>
);
const expectNothingRaw = () => expect(document.body.textContent).not.toMatch(RAW_TEXT);
const settled = (client: QueryClient) => waitFor(() => expect(client.isFetching()).toBe(0));
const answerBalance = () => api.answer('GET /wallet', aWallet({ balance: 25_000 }));
const answerTransactions = () =>
  api.answer('GET /wallet/transactions', aPage([aTransaction({ description: 'Top-up by card' })]));
const balanceShown = async () =>
  expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₦25,000');
const transactionShown = async () =>
  expect((await screen.findByTestId('wallet-transaction')).textContent).toContain('Top-up by card');

const CASES = [
  {
    key: 'GET /wallet' as const,
    failure: 'We could not load your wallet.',
    loaded: 'the balance',
    answerOther: answerTransactions,
    heal: answerBalance,
    expectLoaded: balanceShown,
    // The wallet is checked against the contract's schema: a wrong shape is a calm error too.
    calm: ['500', 'not-json', 'wrong-shape'] as const,
  },
  {
    key: 'GET /wallet/transactions' as const,
    failure: 'We could not load your transactions.',
    loaded: 'the transactions',
    answerOther: answerBalance,
    heal: answerTransactions,
    expectLoaded: transactionShown,
    calm: ['500', 'not-json'] as const,
  },
];

describe.each(CASES)('$key', (call) => {
  it.each([...call.calm])(
    `answered %s: a calm error with Try again (again while broken), and Try again after healing shows ${call.loaded}`,
    async (fault) => {
      api.break(call.key, fault);
      call.answerOther();
      const { client } = renderWithQuery(wallet);

      const alert = async () => {
        const found = await screen.findByRole('alert');
        expect(found.textContent).toContain(call.failure);
        expectNothingRaw();
        return within(found).getByRole('button', { name: 'Try again' });
      };
      fireEvent.click(await alert());
      await settled(client);
      expect(api.sent(call.key)).toHaveLength(2);
      call.heal();
      fireEvent.click(await alert());

      await call.expectLoaded();
      await balanceShown();
      await transactionShown();
      expect(screen.queryByRole('alert')).toBeNull();
      // Both reads are silent: a failure is the screen's to show, not a toast.
      expect(toasts).toEqual([]);
      expect(crashes).toEqual([]);
    },
  );
});

describe('GET /wallet/transactions', () => {
  // A page of transactions is read unchecked: one without `items` is read as one transaction of
  // nothing.
  const call = CASES[1]!;
  it(`answered with the wrong shape: not checked, the screen crashes to the parcel boundary showing nothing raw; the shell’s retry after healing shows ${call.loaded}`, async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    api.break(call.key, 'wrong-shape');
    call.answerOther();
    const { client, unmount } = renderWithQuery(wallet);

    await waitFor(() => expect(crashes).toHaveLength(1));
    expect(crashes[0]).toBeInstanceOf(TypeError);
    expect(screen.queryByRole('heading', { name: 'Wallet' })).toBeNull();
    expectNothingRaw();
    logged.mockRestore();

    // What the shell's "Try again" does (remote-parcel.tsx): forget the unshown answers, mount again.
    unmount();
    await client.resetQueries({ type: 'inactive' });
    call.heal();
    render(<QueryProvider client={client}>{wallet}</QueryProvider>);
    await balanceShown();
    await transactionShown();
    expect(crashes).toHaveLength(1);
  });
});
