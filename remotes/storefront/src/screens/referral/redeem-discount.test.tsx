/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { RedeemDiscount } from './redeem-discount';
import { aRedeemedReward, aRewardsCentre, signInFrom } from '../../testing/reward-fixtures';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  signInFrom('NG');
});

const option = (points: string) => screen.getByRole('button', { name: `Redeem ${points} points` });

describe('RedeemDiscount', () => {
  it('disables the options the customer cannot afford, saying how many points are missing', async () => {
    api.answer('GET /rewards_centre', aRewardsCentre());
    renderWithQuery(<RedeemDiscount />);
    await screen.findByText('₦500 off');
    expect(option('500')).toHaveProperty('disabled', false);
    expect(option('1,000')).toHaveProperty('disabled', false);
    expect(option('2,000')).toHaveProperty('disabled', true);
    expect(option('2,000').getAttribute('aria-describedby')).toBe('discount-2000-reason');
    expect(screen.getByText('You need 550 points more.').id).toBe('discount-2000-reason');
  });

  it('shows the new code to copy and reads the points again', async () => {
    api.answer('GET /rewards_centre', aRewardsCentre());
    api.answer(
      'POST /rewards_centre/redeem_discount',
      aRedeemedReward({ code: 'RWD-NEW', value: 1200 }),
    );
    renderWithQuery(<RedeemDiscount />);
    const redeem = await screen.findByRole('button', { name: 'Redeem 1,000 points' });
    // What the server holds once the points are spent, for the read that follows.
    api.answer('GET /rewards_centre', aRewardsCentre({ points: 450 }));
    fireEvent.click(redeem);
    const result = await screen.findByText(/Your ₦1,200 discount code is/);
    expect(within(result).getByText('RWD-NEW')).toBeTruthy();
    expect(within(result).getByRole('button', { name: 'Copy code' })).toBeTruthy();
    const [sent] = api.sent('POST /rewards_centre/redeem_discount');
    expect(await sent!.json()).toEqual({ points: 1000 });
    expect(await screen.findByText('You need 50 points more.')).toBeTruthy();
    await waitFor(() => expect(api.sent('GET /rewards_centre')).toHaveLength(2));
  });

  it("shows the server's refusal", async () => {
    api.answer('GET /rewards_centre', aRewardsCentre());
    const reason = 'You have 400 points: not enough for this discount.';
    api.refuse('POST /rewards_centre/redeem_discount', 422, 'Invalid', { points: [reason] });
    renderWithQuery(<RedeemDiscount />);
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem 500 points' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
  });

  it('writes a Kenyan customer’s discounts in shillings', async () => {
    sessionStore.getState().clear();
    signInFrom('KE');
    api.answer(
      'GET /rewards_centre',
      aRewardsCentre({
        points: 300,
        discount_options: [{ points: 500, discount_code_value: 50 }],
      }),
    );
    renderWithQuery(<RedeemDiscount />);
    expect(await screen.findByText('KSh 50 off')).toBeTruthy();
    expect(option('500')).toHaveProperty('disabled', true);
  });

  it('says when there is nothing to redeem', async () => {
    api.answer('GET /rewards_centre', aRewardsCentre({ discount_options: [] }));
    renderWithQuery(<RedeemDiscount />);
    expect(await screen.findByText('No discounts to redeem right now.')).toBeTruthy();
  });

  it('shows its own error with a retry', async () => {
    api.break('GET /rewards_centre', '500');
    renderWithQuery(<RedeemDiscount />);
    expect(screen.getByText('Loading the discount options')).toBeTruthy();
    expect(await screen.findByText('We could not load the discount options.')).toBeTruthy();
    api.answer('GET /rewards_centre', aRewardsCentre());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₦500 off')).toBeTruthy();
  });
});
