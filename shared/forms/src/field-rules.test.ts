import {
  PASSWORDS_DIFFER,
  confirmedNewPassword,
  formRule,
  formSchema,
  oneOf,
  optionalChoice,
  requiredSecret,
  rowsOf,
  textOfLength,
  ticked,
  wholeAmountBetween,
} from './field-rules';

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

describe('textOfLength', () => {
  const rule = textOfLength(10, 20, { short: 'Too short', long: 'Too long' });

  it('takes trimmed text inside the bounds, and names which bound another breaks', () => {
    expect(rule.parse('  ten chars!  ')).toBe('ten chars!');
    expect(rule.safeParse('  short   ').error?.issues[0]?.message).toBe('Too short');
    expect(rule.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe('Too long');
  });
});

describe('oneOf', () => {
  const rule = oneOf(['order', 'other'], 'Choose one');

  it('takes a listed value and refuses the placeholder or anything else', () => {
    expect(rule.parse('order')).toBe('order');
    expect(rule.safeParse('').error?.issues[0]?.message).toBe('Choose one');
    expect(rule.safeParse('<script>').error?.issues[0]?.message).toBe('Choose one');
  });
});

describe('confirmedNewPassword', () => {
  const schema = confirmedNewPassword(
    formSchema({
      password: requiredSecret('Enter your new password.'),
      password_confirmation: requiredSecret('Type the new password again.'),
    }),
  );

  it('takes the same password twice', () => {
    expect(
      schema.safeParse({ password: 'Abc-12345', password_confirmation: 'Abc-12345' }).success,
    ).toBe(true);
  });

  it('tells a difference under the second field', () => {
    const result = schema.safeParse({ password: 'Abc-12345', password_confirmation: 'Abc-1234' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password_confirmation'], message: PASSWORDS_DIFFER }),
    ]);
  });
});

describe('optionalChoice and formRule', () => {
  const schema = formRule(
    formSchema({
      rows: rowsOf(formSchema({ choice: optionalChoice(['a', 'b']) })),
      ticked: ticked(),
    }),
    (values: { rows: { choice: string }[]; ticked: boolean }) =>
      values.ticked || values.rows.some((row) => row.choice !== ''),
    { message: 'Choose one.', field: 'ticked' },
  );

  it('takes a choice, none, or the box ticked instead', () => {
    expect(schema.parse({ rows: [{ choice: '' }, { choice: 'b' }], ticked: false })).toEqual({
      rows: [{ choice: '' }, { choice: 'b' }],
      ticked: false,
    });
    expect(schema.safeParse({ rows: [{ choice: '' }], ticked: true }).success).toBe(true);
  });

  it('refuses a value outside the set, and tells the rule at its field when nothing is chosen', () => {
    expect(schema.safeParse({ rows: [{ choice: 'c' }], ticked: false }).success).toBe(false);
    const nothing = schema.safeParse({ rows: [{ choice: '' }], ticked: false });
    expect(nothing.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['ticked'], message: 'Choose one.' },
    ]);
  });
});
