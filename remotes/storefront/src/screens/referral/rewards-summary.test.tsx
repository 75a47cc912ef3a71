/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { setUpApiDouble } from '@jara/testing/api-double';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aRewardsCentre, HOSTILE } from '../../testing/reward-fixtures';
import { RewardsSummary } from './rewards-summary';

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);

describe('RewardsSummary', () => {
  it('shows the points, the tier and the progress to the next tier', async () => {
    api.answer('GET /rewards_centre', aRewardsCentre());
    renderWithQuery(<RewardsSummary />);
    expect(await screen.findByText('1,450 points')).toBeTruthy();
    expect(screen.getByText('Silver tier')).toBeTruthy();
    expect(screen.getByText('1,550 points to the next tier')).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: 'Progress to the next tier' });
    expect(progress.getAttribute('value')).toBe('1450');
    expect(progress.getAttribute('max')).toBe('3000');
  });

  it('says the top tier has nothing after it', async () => {
    api.answer(
      'GET /rewards_centre',
      aRewardsCentre({ points: 3200, tier: 'Gold', points_to_next_tier: 0 }),
    );
    renderWithQuery(<RewardsSummary />);
    expect(await screen.findByText('You are in our top tier.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a hostile tier name as text', async () => {
    api.answer('GET /rewards_centre', aRewardsCentre({ tier: HOSTILE }));
    const { container } = renderWithQuery(<RewardsSummary />);
    expect(await screen.findByText(`${HOSTILE} tier`)).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('shows a skeleton, then its own error with a retry', async () => {
    api.break('GET /rewards_centre', '500');
    renderWithQuery(<RewardsSummary />);
    expect(screen.getByText('Loading your points')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    api.answer('GET /rewards_centre', aRewardsCentre({ points: 1, points_to_next_tier: 999 }));
    fireEvent.click(retry);
    expect(await screen.findByText('1 point')).toBeTruthy();
  });
});
