/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { Redemptions } from './redemptions';
import { aRedeemedReward, HOSTILE, signInFrom } from '../../testing/reward-fixtures';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  signInFrom('NG');
});

const giftcard = aRedeemedReward({ id: 2, kind: 'giftcard', code: 'GIFT-NG-2500', value: 2500 });

describe('Redemptions', () => {
  it('lists discount codes to copy and gift cards, with their values', async () => {
    api.answer('GET /rewards_centre/redeem_history', [aRedeemedReward(), giftcard]);
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
    api.answer('GET /rewards_centre/redeem_history', [aRedeemedReward({ value: 120 })]);
    renderWithQuery(<Redemptions />);
    expect((await screen.findByRole('listitem')).textContent).toContain('KSh 120');
  });

  it('says when nothing was redeemed yet', async () => {
    api.answer('GET /rewards_centre/redeem_history', []);
    renderWithQuery(<Redemptions />);
    expect(await screen.findByText('Nothing redeemed yet.')).toBeTruthy();
  });

  it('shows a hostile code as text', async () => {
    api.answer('GET /rewards_centre/redeem_history', [aRedeemedReward({ code: HOSTILE })]);
    const { container } = renderWithQuery(<Redemptions />);
    expect(await screen.findByText(HOSTILE)).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('shows a skeleton, then its own error with a retry', async () => {
    api.break('GET /rewards_centre/redeem_history', '500');
    renderWithQuery(<Redemptions />);
    expect(screen.getByText('Loading your redemptions')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    api.answer('GET /rewards_centre/redeem_history', []);
    fireEvent.click(retry);
    expect(await screen.findByText('Nothing redeemed yet.')).toBeTruthy();
  });
});
