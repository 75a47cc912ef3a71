import { wholeAmountBetween } from './field-rules';

describe('wholeAmountBetween', () => {
  const rule = wholeAmountBetween(100, 1_000_000, 'Between ₦100 and ₦1,000,000.');
  const message = (input: string) => {
    const result = rule.safeParse(input);
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };

  it('takes a whole amount inside the limits, with or without thousands commas', () => {
    expect(rule.parse('5000')).toBe(5000);
    expect(rule.parse(' 5,000 ')).toBe(5000);
    expect(rule.parse('100')).toBe(100);
    expect(rule.parse('1000000')).toBe(1_000_000);
  });

  it.each(['', '99', '1000001', '50.5', '-500', 'abc', '<script>'])(
    'refuses %p with the limits',
    (input) => {
      expect(message(input)).toEqual(['Between ₦100 and ₦1,000,000.']);
    },
  );
});
