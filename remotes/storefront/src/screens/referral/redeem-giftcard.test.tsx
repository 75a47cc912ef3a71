/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONNECTION_PROBLEM } from '@jara/forms/apply-api-errors';
import { useParcelProps } from '@jara/parcel/parcel';
import { rewardsKeys } from '@jara/query/rewards-queries';
import { walletKeys } from '@jara/query/wallet-queries';
import { setUpApiDouble } from '@jara/testing/api-double';
import { expectRefused } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { NOT_A_CODE, RedeemGiftcard } from './redeem-giftcard';
import { aRedeemedReward, HOSTILE, signInFrom } from '../../testing/reward-fixtures';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const REDEEM = 'POST /rewards_centre/redeem_giftcard/{code}';

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  signInFrom('NG');
});

const codeField = () => screen.getByLabelText(/^Gift card code/) as HTMLInputElement;

function redeem(code: string) {
  const rendered = renderWithQuery(<RedeemGiftcard />);
  fireEvent.change(codeField(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Redeem gift card' }));
  return rendered;
}

describe('RedeemGiftcard', () => {
  it('asks for a code before sending anything', async () => {
    redeem('   ');
    expect(await screen.findByText('Enter the code on your gift card.')).toBeTruthy();
    expect(api.sent(REDEEM)).toHaveLength(0);
  });

  // The e2e hostile-wallet-vouchers spec keeps two of these strings: here the field takes them all.
  it.each(HOSTILE_STRINGS)(
    'refuses $name, which no gift card code is made of, before sending it',
    async ({ text }) => {
      redeem(text);
      await waitFor(() => expectRefused(codeField(), NOT_A_CODE));
      expect(codeField().value).toBe(text);
      expect(api.sent(REDEEM)).toHaveLength(0);
    },
  );

  it('says what was added to the wallet, clears the field and stales wallet and rewards', async () => {
    api.answer(REDEEM, aRedeemedReward({ kind: 'giftcard', value: 5000 }));
    const { client } = renderWithQuery(<RedeemGiftcard />);
    client.setQueryData(walletKeys.balance('NG'), { balance: 0 });
    client.setQueryData(rewardsKeys.redemptions(), []);
    fireEvent.change(codeField(), { target: { value: ' GIFT-NG-5000 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem gift card' }));
    expect(await screen.findByText('₦5,000 was added to your wallet.')).toBeTruthy();
    expect(api.sent(REDEEM).map((request) => new URL(request.url).pathname)).toEqual([
      expect.stringMatching(/\/rewards_centre\/redeem_giftcard\/GIFT-NG-5000$/),
    ]);
    expect(codeField().value).toBe('');
    expect(client.getQueryState(walletKeys.balance('NG'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(rewardsKeys.redemptions())?.isInvalidated).toBe(true);
  });

  it.each([
    [404, 'There is no gift card NOPE.'],
    [409, 'This gift card has already been redeemed.'],
    [422, 'This gift card is in KES and your wallet is in NGN.'],
  ])("shows the server's %i message at the field, keeping the code", async (status, message) => {
    api.refuse(REDEEM, status, message);
    redeem('NOPE');
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'));
    expect(codeField().value).toBe('NOPE');
    expect(screen.queryByText(/added to your wallet/)).toBeNull();
  });

  it('says the connection failed for the whole form', async () => {
    api.drop(REDEEM);
    redeem('GIFT-NG-5000');
    expect(await screen.findByText(CONNECTION_PROBLEM)).toBeTruthy();
    expect(codeField().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a hostile server message as text', async () => {
    api.refuse(REDEEM, 404, HOSTILE);
    const { container } = redeem('NOPE');
    expect(await screen.findByText(HOSTILE)).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
  });
});
