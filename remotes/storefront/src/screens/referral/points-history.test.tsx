/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { setUpApiDouble } from '@jara/testing/api-double';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { PointsHistory } from './points-history';
import { aHistoryEntry, HOSTILE } from '../../testing/reward-fixtures';

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);

describe('PointsHistory', () => {
  it('lists points earned and spent with their dates', async () => {
    api.answer('GET /rewards_centre/history', [
      aHistoryEntry({ id: 2, points: -500, description: 'Redeemed for a ₦500 discount code' }),
      aHistoryEntry(),
    ]);
    renderWithQuery(<PointsHistory />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Redeemed for a ₦500 discount code9 Oct 2026-500 points',
      'Points for order JR-LGH0029 Oct 2026+600 points',
    ]);
  });

  it('says how points are earned when there are none yet', async () => {
    api.answer('GET /rewards_centre/history', []);
    renderWithQuery(<PointsHistory />);
    expect(await screen.findByText('No points yet: every order earns you some.')).toBeTruthy();
  });

  it('shows a hostile description as text', async () => {
    api.answer('GET /rewards_centre/history', [aHistoryEntry({ description: HOSTILE })]);
    const { container } = renderWithQuery(<PointsHistory />);
    expect(await screen.findByText(HOSTILE)).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('shows a skeleton, then its own error with a retry', async () => {
    api.break('GET /rewards_centre/history', '500');
    renderWithQuery(<PointsHistory />);
    expect(screen.getByText('Loading your points history')).toBeTruthy();
    expect(await screen.findByText('We could not load your points history.')).toBeTruthy();
    api.answer('GET /rewards_centre/history', [aHistoryEntry()]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Points for order JR-LGH002')).toBeTruthy();
  });
});
