import { timeAgo } from './notification-time-ago';

const now = Date.parse('2025-03-10T12:00:00.000Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it.each([
    [20, 'just now'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600 + 59 * 60, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [20 * 24 * 3600, '2 weeks ago'],
    [100 * 24 * 3600, '3 months ago'],
  ])('says %i seconds ago as "%s"', (seconds, said) => {
    expect(timeAgo(before(seconds), now)).toBe(said);
  });

  it('says "just now" of a time a little ahead of the clock', () => {
    expect(timeAgo(before(-30), now)).toBe('just now');
  });

  it('says nothing of a time it cannot read', () => {
    expect(timeAgo('', now)).toBe('');
  });
});
