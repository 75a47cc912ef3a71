import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { getRewardsCentre, redeemDiscount } from '@jara/api/rewards';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { RedeemDiscount } from './redeem-discount';
import { aRedeemedReward, aRewardsCentre, signInFrom } from './reward-fixtures';

jest.mock('@jara/api/rewards');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  signInFrom('NG');
});

const option = (points: string) => screen.getByRole('button', { name: `Redeem ${points} points` });

describe('RedeemDiscount', () => {
  it('disables the options the customer cannot afford, saying how many points are missing', async () => {
    jest.mocked(getRewardsCentre).mockResolvedValue(aRewardsCentre());
    renderWithQuery(<RedeemDiscount />);
    await screen.findByText('₦500 off');
    expect(option('500')).toHaveProperty('disabled', false);
    expect(option('1,000')).toHaveProperty('disabled', false);
    expect(option('2,000')).toHaveProperty('disabled', true);
    expect(option('2,000').getAttribute('aria-describedby')).toBe('discount-2000-reason');
    expect(screen.getByText('You need 550 points more.').id).toBe('discount-2000-reason');
  });

  it('shows the new code to copy and reads the points again', async () => {
    jest
      .mocked(getRewardsCentre)
      .mockResolvedValueOnce(aRewardsCentre())
      .mockResolvedValueOnce(aRewardsCentre({ points: 450 }));
    jest
      .mocked(redeemDiscount)
      .mockResolvedValue(aRedeemedReward({ code: 'RWD-NEW', value: 1200 }));
    renderWithQuery(<RedeemDiscount />);
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem 1,000 points' }));
    const result = await screen.findByText(/Your ₦1,200 discount code is/);
    expect(within(result).getByText('RWD-NEW')).toBeTruthy();
    expect(within(result).getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(redeemDiscount).toHaveBeenCalledWith(1000);
    expect(await screen.findByText('You need 50 points more.')).toBeTruthy();
    expect(getRewardsCentre).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal", async () => {
    jest.mocked(getRewardsCentre).mockResolvedValue(aRewardsCentre());
    jest.mocked(redeemDiscount).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'Invalid',
        fieldErrors: { points: ['You have 400 points: not enough for this discount.'] },
      }),
    );
    renderWithQuery(<RedeemDiscount />);
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem 500 points' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have 400 points: not enough for this discount.',
    );
  });

  it('writes a Kenyan customer’s discounts in shillings', async () => {
    sessionStore.getState().clear();
    signInFrom('KE');
    jest.mocked(getRewardsCentre).mockResolvedValue(
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
    jest.mocked(getRewardsCentre).mockResolvedValue(aRewardsCentre({ discount_options: [] }));
    renderWithQuery(<RedeemDiscount />);
    expect(await screen.findByText('No discounts to redeem right now.')).toBeTruthy();
  });

  it('shows its own error with a retry', async () => {
    jest
      .mocked(getRewardsCentre)
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(aRewardsCentre());
    renderWithQuery(<RedeemDiscount />);
    expect(screen.getByText('Loading the discount options')).toBeTruthy();
    expect(await screen.findByText('We could not load the discount options.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₦500 off')).toBeTruthy();
  });
});
