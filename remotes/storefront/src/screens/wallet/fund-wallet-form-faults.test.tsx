/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * A wallet top-up when `POST /wallet/fund` breaks at the network (the e2e chaos case), through
 * the real API client, on the whole wallet screen.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { ToastKind } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { providerPage } from '@jara/testing/provider-page';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aWallet } from '@jara/testing/builders/wallet';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { aPage } from '../../testing/fixtures';
import { renderWallet } from '../../testing/render-wallet';
import { aTransaction } from './wallet-test-data';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const SAID = { '500': /trouble right now/, 'not-json': /could not be read/ } as const;

let toasts: { kind: ToastKind; message: string }[] = [];
let stopListening = () => {};

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  window.history.replaceState(null, '', '/wallet');
  api.answer('GET /wallet', aWallet());
  api.answer('GET /wallet/transactions', aPage([aTransaction()]));
  toasts = [];
  stopListening = bus.on('toast:show', (toast) => void toasts.push(toast));
});
afterEach(() => stopListening());

const amount = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Amount/ });
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

describe('POST /wallet/fund', () => {
  it.each(['500', 'not-json'] as const)(
    'answered %s: a calm message, the amount kept, and Continue again after healing leaves for the provider’s page',
    async (fault) => {
      api.break('POST /wallet/fund', fault);
      renderWallet();
      await screen.findByTestId('wallet-balance');
      fireEvent.change(amount(), { target: { value: '2,500' } });
      pay();

      expect((await screen.findByRole('alert')).textContent).toMatch(SAID[fault]);
      expect(toasts).toEqual([{ kind: 'error', message: expect.stringMatching(SAID[fault]) }]);
      expect(amount().value).toMatch(/2,?500/);
      expect(window.location.hash).toBe('');
      expect(document.body.textContent).not.toMatch(RAW_TEXT);

      // The provider's page, written as one jsdom can go to: this document at another fragment.
      const provider = providerPage('PAY-1');
      api.answer('POST /wallet/fund', { reference: 'PAY-1', authorization_url: provider });
      pay();
      await waitFor(() => expect(window.location.href).toBe(provider));
      const sent = api.sent('POST /wallet/fund');
      expect(sent).toHaveLength(2);
      expect(await sent[1]!.json()).toEqual({
        amount: 2500,
        return_url: `${window.location.origin}/wallet`,
      });
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});
