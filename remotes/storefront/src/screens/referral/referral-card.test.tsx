/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { setUpApiDouble } from '@jara/testing/api-double';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { ReferralCard } from './referral-card';
import { aReferral, HOSTILE } from '../../testing/reward-fixtures';

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);

describe('ReferralCard', () => {
  it('shows the code and link with copy buttons, the reward, and the friends invited, joined and earned', async () => {
    api.answer('GET /referrals', aReferral());
    renderWithQuery(<ReferralCard />);
    expect(await screen.findByText('ADA2024')).toBeTruthy();
    expect(screen.getByText('https://jara.test/signup?ref=ADA2024')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText(/^Share your link/).textContent).toBe(
      'Share your link: when a friend who joins with it has their first order paid, you get ₦1,500 in your wallet, and they get a reward too.',
    );
    const figures = screen.getAllByRole('definition').filter((each) => each.dataset.testid);
    expect(figures.map((each) => each.textContent)).toEqual(['3', '2', '₦3,000']);
    expect(screen.getAllByRole('term').map((each) => each.textContent)).toEqual([
      'Invited',
      'Joined',
      'Earned',
    ]);
  });

  it('shares the referral link through the share dialog', async () => {
    api.answer('GET /referrals', aReferral());
    renderWithQuery(<ReferralCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your invitation' });
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('writes a Kenyan referrer’s reward and earnings in shillings', async () => {
    api.answer(
      'GET /referrals',
      aReferral({ invited_count: 1, joined_count: 1, earnings: 150, reward: 150, currency: 'KES' }),
    );
    renderWithQuery(<ReferralCard />);
    expect((await screen.findByTestId('referral-earned')).textContent).toBe('KSh 150');
    expect(screen.getByText(/^Share your link/).textContent).toContain('you get KSh 150');
  });

  it('counts a friend who joined but has not ordered yet, with nothing earned', async () => {
    api.answer('GET /referrals', aReferral({ invited_count: 1, joined_count: 0, earnings: 0 }));
    renderWithQuery(<ReferralCard />);
    expect((await screen.findByTestId('referral-invited')).textContent).toBe('1');
    expect(screen.getByTestId('referral-joined').textContent).toBe('0');
    expect(screen.getByTestId('referral-earned').textContent).toBe('₦0');
  });

  it('says no friends have joined yet, without figures', async () => {
    api.answer('GET /referrals', aReferral({ invited_count: 0, joined_count: 0, earnings: 0 }));
    renderWithQuery(<ReferralCard />);
    expect(await screen.findByText('No friends have joined with your link yet.')).toBeTruthy();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('shows a hostile code as text', async () => {
    api.answer('GET /referrals', aReferral({ code: HOSTILE }));
    const { container } = renderWithQuery(<ReferralCard />);
    expect(await screen.findByText(HOSTILE)).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('shows a skeleton, then its own error with a retry', async () => {
    api.break('GET /referrals', '500');
    renderWithQuery(<ReferralCard />);
    expect(screen.getByText('Loading your referral code')).toBeTruthy();
    expect(await screen.findByText('We could not load your referral code.')).toBeTruthy();
    api.answer('GET /referrals', aReferral());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ADA2024')).toBeTruthy();
  });

  it('treats an answer without a code as a failed load with a retry, never "undefined"', async () => {
    api.break('GET /referrals', 'wrong-shape');
    renderWithQuery(<ReferralCard />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your referral code.');
    expect(document.body.textContent).not.toContain('undefined');
    api.answer('GET /referrals', aReferral());
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ADA2024')).toBeTruthy();
  });
});
