/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * Redeeming a gift card when `POST /rewards_centre/redeem_giftcard/{code}` breaks at the network
 * (the e2e chaos case), through the real API client, on the whole rewards screen.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { ToastKind } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { setUpApiDouble } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import {
  aHistoryEntry,
  aRedeemedReward,
  aReferral,
  aRewardsCentre,
  signInFrom,
} from '../../testing/reward-fixtures';
import { ReferralScreen } from './referral-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const SAID = { '500': /trouble right now/, 'not-json': /could not be read/ } as const;
const CODE = 'GIFT-NG-5000';
const REDEEMED = aRedeemedReward({ id: 2, kind: 'giftcard', code: CODE, value: 5000 });

let toasts: { kind: ToastKind; message: string }[] = [];
let stopListening = () => {};

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  signInFrom('NG');
  api.answer('GET /rewards_centre', aRewardsCentre());
  api.answer('GET /rewards_centre/history', [aHistoryEntry()]);
  api.answer('GET /rewards_centre/redeem_history', [aRedeemedReward()]);
  api.answer('GET /referrals', aReferral());
  toasts = [];
  stopListening = bus.on('toast:show', (toast) => void toasts.push(toast));
});
afterEach(() => stopListening());

describe('POST /rewards_centre/redeem_giftcard/{code}', () => {
  it.each(['500', 'not-json'] as const)(
    'answered %s: a calm message, the code kept, and Redeem again after healing adds the card to the wallet',
    async (fault) => {
      api.break('POST /rewards_centre/redeem_giftcard/{code}', fault);
      renderWithQuery(<ReferralScreen title="Referral and rewards" params={{}} />);
      const form = within(screen.getByRole('form', { name: 'Redeem a gift card' }));
      const code = () => form.getByLabelText<HTMLInputElement>(/^Gift card code/);
      const redeem = () => fireEvent.click(form.getByRole('button', { name: 'Redeem gift card' }));
      fireEvent.change(code(), { target: { value: CODE } });
      redeem();

      expect((await form.findByRole('alert')).textContent).toMatch(SAID[fault]);
      expect(toasts).toEqual([{ kind: 'error', message: expect.stringMatching(SAID[fault]) }]);
      expect(code().value).toBe(CODE);
      // Not the code's fault: the field itself is not marked wrong.
      expect(code().getAttribute('aria-invalid')).not.toBe('true');
      expect(form.getByRole('status').textContent).toBe('');
      expect(document.body.textContent).not.toMatch(RAW_TEXT);

      api.answer('POST /rewards_centre/redeem_giftcard/{code}', REDEEMED);
      api.answer('GET /rewards_centre/redeem_history', [REDEEMED, aRedeemedReward()]);
      redeem();
      expect(await form.findByText('₦5,000 was added to your wallet.')).toBeTruthy();
      expect(form.queryByRole('alert')).toBeNull();
      expect(code().value).toBe('');
      expect(api.sent('POST /rewards_centre/redeem_giftcard/{code}').map((r) => r.url)).toEqual([
        expect.stringMatching(/\/rewards_centre\/redeem_giftcard\/GIFT-NG-5000$/),
        expect.stringMatching(/\/rewards_centre\/redeem_giftcard\/GIFT-NG-5000$/),
      ]);
      // The redemptions are read again and show the card.
      const redemptions = within(screen.getByRole('region', { name: 'Your redemptions' }));
      await waitFor(() => expect(redemptions.getByText(CODE)).toBeTruthy());
    },
  );
});
