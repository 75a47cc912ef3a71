import { fireEvent, screen, within } from '@testing-library/react';
import { getRedeemHistory } from '@jara/api/rewards';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { Redemptions } from './redemptions';
import { aRedeemedReward, HOSTILE, signInFrom } from './reward-fixtures';

jest.mock('@jara/api/rewards');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  signInFrom('NG');
});

const giftcard = aRedeemedReward({ id: 2, kind: 'giftcard', code: 'GIFT-NG-2500', value: 2500 });

describe('Redemptions', () => {
  it('lists discount codes to copy and gift cards, with their values', async () => {
    jest.mocked(getRedeemHistory).mockResolvedValue([aRedeemedReward(), giftcard]);
    renderWithQuery(<Redemptions />);
    const [discount, card] = await screen.findAllByRole('listitem');
    expect(discount!.textContent).toContain('Discount code RWD-ADA-500');
    expect(discount!.textContent).toContain('₦500');
    expect(within(discount!).getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(card!.textContent).toContain('Gift card GIFT-NG-2500');
    expect(card!.textContent).toContain('₦2,500');
    expect(within(card!).queryByRole('button')).toBeNull();
  });

  it('writes a Kenyan customer’s values in shillings', async () => {
    sessionStore.getState().clear();
    signInFrom('KE');
    jest.mocked(getRedeemHistory).mockResolvedValue([aRedeemedReward({ value: 120 })]);
    renderWithQuery(<Redemptions />);
    expect((await screen.findByRole('listitem')).textContent).toContain('KSh 120');
  });

  it('says when nothing was redeemed yet', async () => {
    jest.mocked(getRedeemHistory).mockResolvedValue([]);
    renderWithQuery(<Redemptions />);
    expect(await screen.findByText('Nothing redeemed yet.')).toBeTruthy();
  });

  it('shows a hostile code as text', async () => {
    jest.mocked(getRedeemHistory).mockResolvedValue([aRedeemedReward({ code: HOSTILE })]);
    const { container } = renderWithQuery(<Redemptions />);
    expect(await screen.findByText(HOSTILE)).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('shows a skeleton, then its own error with a retry', async () => {
    jest
      .mocked(getRedeemHistory)
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([]);
    renderWithQuery(<Redemptions />);
    expect(screen.getByText('Loading your redemptions')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing redeemed yet.')).toBeTruthy();
  });
});
