import { stepOf, stepSearch } from './plan-steps';

describe('plan steps', () => {
  it('reads a known step from the search string, and round-trips it', () => {
    expect(stepOf(stepSearch('where'))).toBe('where');
  });

  it.each(['', '?step=', '?step=pay', '?step=%3Cscript%3E'])('%s is the landing page', (search) => {
    expect(stepOf(search)).toBeNull();
  });
});
