import { reviewDate } from './review-item';

describe('reviewDate', () => {
  it('writes every month as en-GB does, on the customer’s own clock', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2025, month, month + 1, 23, 30);
      expect(reviewDate(date)).toBe(intl.format(date));
    }
  });

  it('builds no Intl object: the first one costs a page tens of milliseconds', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    expect(reviewDate(new Date(2025, 8, 9))).toBe('9 Sept 2025');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
