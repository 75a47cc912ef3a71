import { formatStartDate } from './format-start-date';

describe('a start date in words', () => {
  it('reads a calendar date without shifting it by the time zone', () => {
    expect(formatStartDate('2026-12-07')).toBe('Mon, 7 Dec 2026');
  });

  it('keeps anything that is not a calendar date as written', () => {
    expect(formatStartDate('soon')).toBe('soon');
  });
});
